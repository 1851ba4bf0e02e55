import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useTitleKey } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { ScreenLoading } from '@/components/feedback/loading';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// PrimeReact's Toast is not needed for the first paint; messages shown before it mounts are queued.
const Toasts = lazy(() => import('@/components/feedback/toasts').then((m) => ({ default: m.Toasts })));

/** the route's title (`handle.titleKey` in the `nav` namespace); `ready` false while `nav` loads without suspending */
function useRouteTitle(suspend: boolean): { title: string | null; ready: boolean } {
  const key = useTitleKey();
  const { t, ready } = useTranslation(['nav', 'common'], { useSuspense: suspend });
  return { title: key ? t(`nav:${key}`) : null, ready };
}

/**
 * The root of every page: toasts, page title, scroll restoration, and the layout below. In the prerendered pages'
 * public shell (src/app/public, `publicShell`): no toasts — its pages show their messages in place, and one shown
 * just before the app takes over (the sign-in's "no permissions" notice) waits for the app's outlet instead of
 * vanishing with the shell; and the route titles' namespace (`nav`, ≈ 2.6 KB) loads after hydration instead of
 * before it — the prerendered page already has its title.
 */
export function RootShell({ publicShell = false }: { publicShell?: boolean }) {
  const { title, ready } = useRouteTitle(!publicShell);
  useDocumentTitle(title, ready);
  const { t } = useTranslation('common');
  // not in a prerendered page's HTML (src/app/prerender): it mounts right after hydration
  const hydrated = useHydrated();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      {!publicShell && hydrated && (
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
