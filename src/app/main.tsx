import { createRoot, hydrateRoot } from 'react-dom/client';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@/styles/app.css';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { bootstrap } from './bootstrap';
import { apiReady } from '@/lib/api/api-ready';
import { buildRoutes } from './routes/build-routes';
import { routeTable } from './routes/route-table';

async function main() {
  // The demo backend is imported only in demo builds: `build` contains no mock code.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  const root = document.getElementById('root')!;
  const { store } = await bootstrap({ deferApi: !!root.dataset.prerendered });
  const routes = buildRoutes(routeTable);
  // /login, /observation and /incident arrive prerendered (src/app/prerender): React adopts that HTML. The code
  // for it is loaded only there (their HTML preloads it), so no other page carries it.
  const prerender = root.dataset.prerendered ? await import('./prerender/hydrate') : null;
  const page = prerender?.hydratablePage(root, store.getState().session.authenticated);
  if (prerender && page) {
    await prerender.prepareHydration(page, routes);
    hydrateRoot(root, <AppRoot store={store} router={createAppRouter(routes)} />);
  } else {
    // any other page, or prerendered HTML this visit cannot adopt (a signed-in visitor on /login)
    root.replaceChildren();
    createRoot(root).render(<AppRoot store={store} router={createAppRouter(routes)} />);
  }
  // the page's inline script hid a signed-in visitor's prerendered /login until the app took over
  document.documentElement.removeAttribute('data-prerender-hide');
  // a prerendered page fetched what hydration needs first; the API layer (axios interceptors) loads now
  void apiReady();
  // the app's service worker (app shell and public forms offline, installable): production builds register it here;
  // demo builds already did, as the demo backend's worker (src/mocks/browser.ts)
  // after the page's own loading, so the worker's precache does not compete with it
  if (import.meta.env.PROD && import.meta.env.VITE_DEMO !== 'true' && 'serviceWorker' in navigator) {
    if (document.readyState === 'complete') registerServiceWorker();
    else window.addEventListener('load', registerServiceWorker, { once: true });
  }
}

function registerServiceWorker() {
  void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

void main();
