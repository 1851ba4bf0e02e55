import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@/styles/app.css';
import { holdRequestsUntil } from '@/lib/api/api-ready';
import { startApp } from './start-app';
import { registerServiceWorker } from './service-worker';

/** index.html's entry: every page but the prerendered ones (those start with src/app/public/public-main.tsx). */
async function main() {
  // The demo backend is imported only in demo builds: `build` contains no mock code. It starts while the app loads
  // and renders (a cold load of the dashboard waited for it first); the API's requests wait for it.
  if (import.meta.env.VITE_DEMO === 'true') holdRequestsUntil(import('@/mocks/browser').then((m) => m.startDemoBackend()));
  await startApp(document.getElementById('root')!);
  registerServiceWorker();
}

void main();
