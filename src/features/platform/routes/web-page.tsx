import { useTranslation } from 'react-i18next';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useGetPublishedReleasesQuery } from '../api/platform-api';

/**
 * /web (SPEC §2: a platform route the master super admin opens and signed-out visitors may reach): the product's
 * public release notes — what the code releases publish (no pre-releases, none dated in the future), newest first.
 * The notes are plain text.
 */
export default function WebPage() {
  const { t, i18n } = useTranslation('platform');
  const query = useGetPublishedReleasesQuery();
  const rows = query.data?.code_releases ?? [];
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('web.title')}</h1>
      </div>
      <p>{t('web.intro')}</p>
      {!query.data ? (
        <MissingRecord loading={query.isLoading || query.isFetching} text={t('web.loadFailed')} />
      ) : rows.length ? (
        rows.map((r) => (
          <article key={r.id} aria-labelledby={`web-release-${r.id}`} className="group">
            <h2 id={`web-release-${r.id}`}>{t('web.version', { version: r.version })}</h2>
            <p className="hint">{t('whatsNew.released', { date: new Date(`${r.released_on}T00:00:00`).toLocaleDateString(i18n.language) })}</p>
            <div style={{ whiteSpace: 'pre-line' }}>{r.notes}</div>
          </article>
        ))
      ) : (
        <p>{t('web.empty')}</p>
      )}
    </div>
  );
}
