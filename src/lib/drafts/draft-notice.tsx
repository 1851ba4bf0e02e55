import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { FormDraft } from './use-form-draft';

/** The offer to bring a saved draft back (shown above a form). */
export function DraftNotice<V>({ draft }: { draft: FormDraft<V> }) {
  const { t, i18n } = useTranslation('drafts');
  if (draft.renewed && draft.unsent) {
    // the submit was cut off by the reload: said as an alert, in words that leave no doubt
    return (
      <div className="p-message p-message-warn" role="alert" style={{ padding: '0.75rem 1rem', marginBottom: '1rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <span style={{ flex: 1 }}>{t('unsent')}</span>
        <Button type="button" size="small" outlined label={t('gotIt')} onClick={draft.dismissRenewed} />
      </div>
    );
  }
  if (draft.renewed) {
    return (
      <div className="p-message p-message-warn" role="status" style={{ padding: '0.75rem 1rem', marginBottom: '1rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <i className="pi pi-refresh" aria-hidden="true" />
        <span style={{ flex: 1 }}>{t('renewed')}</span>
        <Button type="button" size="small" outlined label={t('gotIt')} onClick={draft.dismissRenewed} />
      </div>
    );
  }
  if (!draft.pending) return null;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(draft.pending.savedAt);
  return (
    <div className="p-message p-message-info" role="region" aria-label={t('label')} style={{ padding: '0.75rem 1rem', marginBottom: '1rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <i className="pi pi-history" aria-hidden="true" />
      <span style={{ flex: 1 }}>{t('found', { when })}</span>
      <Button type="button" size="small" label={t('restore')} icon="pi pi-replay" onClick={draft.restore} />
      <Button type="button" size="small" outlined label={t('discard')} onClick={draft.discard} />
    </div>
  );
}
