import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ScreenLoading } from './loading';

/** The query behind a record page, as RTK Query gives it. */
export interface RecordQueryState {
  error?: unknown;
  isFetching?: boolean;
  refetch?: () => unknown;
}

/**
 * True when the record is known to be absent (404) or out of reach (403), or when nothing failed at all. Any other
 * failure (no network, a 5xx, a proxy answering HTML, a token being renewed) says nothing about the record: right
 * after a successful save the record certainly exists, so "not found" would be wrong (issue 26).
 */
export function isMissing(error: unknown): boolean {
  if (!error) return true;
  const status = (error as { status?: unknown }).status ?? (error as { response?: { status?: unknown } }).response?.status;
  return status === 404 || status === 403 || status === 410;
}

/**
 * What a record page shows before it has its record: the loading screen, then the not-found message — or, when
 * the load failed for another reason, "could not load" with a retry button.
 */
export function MissingRecord({ loading, text, query }: { loading: boolean; text: string; query?: RecordQueryState }) {
  const { t } = useTranslation('common');
  if (loading) return <ScreenLoading />;
  if (query && !isMissing(query.error)) {
    return (
      <div role="alert" className="p-message p-message-error" style={{ padding: '0.75rem 1rem', display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <i className="pi pi-exclamation-circle" aria-hidden="true" />
        <span style={{ flex: 1 }}>{t('errors.recordLoadFailed')}</span>
        {query.refetch && <Button type="button" size="small" icon="pi pi-refresh" label={t('actions.retry')} loading={query.isFetching} onClick={() => void query.refetch?.()} />}
      </div>
    );
  }
  return <Message severity="error" text={text} />;
}
