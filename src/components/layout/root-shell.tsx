import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Toasts } from '@/components/feedback/toasts';
import { ScreenLoading } from '@/components/feedback/loading';
import { useDocumentTitle } from '@/components/feedback/use-document-title';

function useRouteTitle(): string | null {
  const matches = useMatches();
  const { t } = useTranslation(['nav', 'common']);
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i].handle as { titleKey?: string } | undefined)?.titleKey;
    if (key) return t(`nav:${key}`);
  }
  return null;
}

/** The root of every page: toasts, page title, scroll restoration, and the layout below. */
export function RootShell() {
  const title = useRouteTitle();
  useDocumentTitle(title);
  const { t } = useTranslation('common');
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Toasts />
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
