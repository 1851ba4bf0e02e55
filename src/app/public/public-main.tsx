import { hydrateRoot, type Root } from 'react-dom/client';
import { initI18n } from '@/lib/i18n/i18n';
import { loadPersistedSession } from '@/lib/session/persist';
import { storeSignedIn } from '@/lib/session/session-starter';
import { hydratablePage, prepareHydration } from '../prerender/hydrate';
import { PublicRoot } from './public-root';
import { publicRoutes } from './public-routes';
import { createShellRouter, type ShellRouter } from './shell-router';
import { registerServiceWorker } from '../service-worker';

/**
 * The entry of the prerendered pages (/login, /observation, /incident; issue 18): it hydrates the page's HTML with
 * the public shell alone — React, its own small router (shell-router.tsx: no react-router), i18next and the page's
 * screen; no store, ability, route table or API layer — so the form takes input after ≈ 60–70 KB less JS than with
 * the app's entry (README "Performance"). The app (src/app/start-app.tsx) takes over, rendering from scratch, when
 * the visitor leaves these pages (a link, the address after a sign-in), and straight away when this visit cannot
 * hydrate (a signed-in visitor of /login, a language the page was not swapped to).
 */
async function main() {
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  const container = document.getElementById('root')!;
  await initI18n();
  let root: Root | null = null;
  let router: ShellRouter | null = null;
  let leaving = false;
  const leave = () => {
    if (leaving) return;
    leaving = true;
    void import('../start-app').then(({ startApp }) => startApp(container, { before: () => (router?.dispose(), root?.unmount()) }));
  };
  const page = hydratablePage(container, !!loadPersistedSession()?.authenticated);
  if (!page) {
    leave();
  } else {
    router = createShellRouter(publicRoutes(leave));
    await prepareHydration(page, router);
    const hydratingRouter = router;
    // One task, not a time-sliced transition: text typed between two slices of a transition could be set back to the
    // form's state by the slice that hydrates its field (a sign-in e-mail was lost in a journey). What is typed before
    // this task is kept (components/form/typed-before-hydration).
    root = hydrateRoot(container, <PublicRoot router={hydratingRouter} startSession={storeSignedIn} />);
  }
  registerServiceWorker();
}

void main();
