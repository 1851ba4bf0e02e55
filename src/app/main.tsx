import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primeicons/primeicons.css';
import '@/styles/app.css';
import { startApp } from './start-app';
import { registerServiceWorker } from './service-worker';

/** index.html's entry: every page but the prerendered ones (those start with src/app/public/public-main.tsx). */
async function main() {
  // The demo backend is imported only in demo builds: `build` contains no mock code.
  if (import.meta.env.VITE_DEMO === 'true') {
    const { startDemoBackend } = await import('@/mocks/browser');
    await startDemoBackend();
  }
  await startApp(document.getElementById('root')!);
  registerServiceWorker();
}

void main();
