import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@/styles/app.css';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { bootstrap } from './bootstrap';

async function main() {
  // The demo backend is imported only in demo builds: `build` contains no mock code.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  const { store } = await bootstrap();
  const router = createAppRouter();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
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
