import { isNotFoundResponse, useRouteError } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { toChunkLoadError } from '@/lib/lazy';
import { browser } from '@/lib/browser';
import { useDocumentTitle } from './use-document-title';

/** Route error element: a failed screen chunk gets a translated screen with retry (SPEC §8). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const chunk = toChunkLoadError(error);
  const notFound = isNotFoundResponse(error);
  const title = chunk ? t('errors.chunkTitle') : notFound ? t('notFound.title') : t('errors.unexpectedTitle');
  useDocumentTitle(title);
  return (
    <main className="center-screen" id="main">
      <i className="pi pi-exclamation-triangle" style={{ fontSize: '2.5rem', color: '#a16207' }} aria-hidden="true" />
      <h1>{title}</h1>
      <p>{chunk ? t('errors.chunkBody') : t('errors.unexpectedBody')}</p>
      {chunk && (
        <p className="hint">
          {t('errors.code')}: <code>{chunk.code === 'CSS_CHUNK_LOAD_FAILED' ? 'CSS_CHUNK_LOAD_FAILED' : 'ChunkLoadError'}</code>
        </p>
      )}
      {/* a native button in PrimeReact's look: this screen must render even when chunks fail to load */}
      <button type="button" className="p-button p-component" onClick={() => browser.reload()}>
        <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label">{t('actions.retry')}</span>
      </button>
    </main>
  );
}
