import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ScreenLoading } from '@/components/feedback/loading';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// PrimeReact's Toast is not needed for the first paint; messages shown before it mounts are queued.
const Toasts = lazy(() => import('@/components/feedback/toasts').then((m) => ({ default: m.Toasts })));

function useRouteTitle(): string | null {
  const matches = useMatches();
  const { t } = useTranslation(['nav', 'common']);
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = (matches[i].handle as { titleKey?: string } | undefined)?.titleKey;
    if (key) return t(`nav:${key}`);
  }
  return null;
}

/**
 * The root of every page: toasts, page title, scroll restoration, and the layout below. The prerendered pages'
 * public shell (src/app/public) has no toasts (`toasts={false}`): its pages show their messages in place, and one
 * shown just before the app takes over (the sign-in's "no permissions" notice) waits for the app's outlet instead
 * of vanishing with the shell.
 */
export function RootShell({ toasts = true }: { toasts?: boolean }) {
  const title = useRouteTitle();
  useDocumentTitle(title);
  const { t } = useTranslation('common');
  // not in a prerendered page's HTML (src/app/prerender): it mounts right after hydration
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      {toasts && hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <Suspense fallback={<ScreenLoading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
