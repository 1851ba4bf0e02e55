import { useTranslation } from 'react-i18next';

export function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" style={{ fontSize: '2rem' }} aria-hidden="true" />
      <span>{t('status.loading')}</span>
    </div>
  );
}

/** Fallback before translations exist (the very first paint). */
export function BareLoading() {
  return (
    <div className="center-screen" role="status" aria-live="polite">
      <i className="pi pi-spin pi-spinner" style={{ fontSize: '2rem' }} aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
