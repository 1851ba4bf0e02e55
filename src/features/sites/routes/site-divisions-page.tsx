import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/ability/use-can';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useGetDivisionTreeQuery, useGetSiteFormDataQuery } from '../api/sites-api';
import { DivisionTreeEditor } from '../components/division-tree-editor';

/** /sites/:id/divisions: the divisions → departments → units tree of a site, edited in place (Site update). */
export default function SiteDivisionsPage() {
  const { t } = useTranslation('sites');
  const siteId = Number(useParams().id);
  const canEdit = useCan('update', 'Site');
  const tree = useGetDivisionTreeQuery(siteId, { skip: !Number.isInteger(siteId) });
  const formData = useGetSiteFormDataQuery(undefined, { skip: !canEdit });
  const notFound = !Number.isInteger(siteId) || (tree.error && typeof tree.error === 'object' && 'status' in tree.error && tree.error.status === 404);

  return (
    <div className="site-divisions-page">
      <p>
        <Link to="/sites">
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('divisions.backToSites')}
        </Link>
      </p>
      <h1 id="divisions-title">{tree.data ? t('divisions.title', { name: tree.data.site.name }) : t('divisions.titlePlain')}</h1>
      {notFound ? (
        <MissingRecord loading={false} text={t('summary.notFound')} />
      ) : tree.isLoading || (canEdit && formData.isLoading) ? (
        <p role="status">{t('divisions.loading')}</p>
      ) : tree.data ? (
        <DivisionTreeEditor siteId={siteId} nodes={tree.data.nodes} users={formData.data?.users ?? []} canEdit={canEdit} />
      ) : (
        <p role="alert">{t('divisions.loadFailed')}</p>
      )}
    </div>
  );
}
