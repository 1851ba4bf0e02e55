import { setupWorker } from 'msw/browser';
import { db } from './db/db';
import { keptHere, loadDb } from './db/persist';
import { handlers } from './handlers';
import { remindOverdue } from './services/notify';
import { storeOfflineCopy, untilWorkerControls } from './worker-control';
import { remindExpiringDocuments } from '@/features/contractors/demo/reminders';

/** Starts the in-browser demo backend (only `npm start` / `build:demo` ever import this file). */
export async function startDemoBackend(): Promise<void> {
  const worker = setupWorker(...handlers);
  // a built demo has one service worker for the scope: the app's (sw.js, app shell offline) with msw's inside it
  // (scripts/pwa); the dev server has no sw.js, only msw's own worker
  const url = import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js';
  // msw starts (messages to and from the worker) while the data loads (IndexedDB, seeding): neither waits for the
  // other, and no request is answered before both are done (the app holds its requests until this resolves)
  const listening = untilWorkerControls(navigator.serviceWorker, !import.meta.env.DEV).then(() => worker.start({ serviceWorker: { url }, onUnhandledFrame: 'bypass', quiet: true }));
  const loaded = loadDb(db).then(() => {
    // what a real backend's nightly job does: once a day per tenant (the notifications reach the users by the cable),
    // for the tenants this origin keeps: another tenant's users are reminded on its own origin (its data here is
    // seeded when first used and gone at the next load)
    for (const key of keptHere()) {
      const tenant = db.tenant(key);
      if (!tenant?.organization) continue;
      remindOverdue(tenant);
      remindExpiringDocuments(tenant);
    }
  });
  await Promise.all([listening, loaded]);
  if (import.meta.env.DEV || !ASKS_FOR_OFFLINE_COPY) return;
  if (document.readyState === 'complete') storeOfflineCopyWhenIdle();
  else window.addEventListener('load', storeOfflineCopyWhenIdle, { once: true });
}

/**
 * The browser tests' build (`npm run test:e2e`) sets VITE_DEMO_OFFLINE_COPY=on-request: each journey is a fresh
 * browser, and storing ≈ 250 files in each cost ≈ 11 % of a 2-core run. The journeys about offline ask for the copy
 * themselves (tests/e2e/support.ts offlineCopyStored), with the same message as the page.
 */
const ASKS_FOR_OFFLINE_COPY = import.meta.env.VITE_DEMO_OFFLINE_COPY !== 'on-request';

const askForOfflineCopy = () => void storeOfflineCopy(navigator.serviceWorker);

/** the offline copy once the page has loaded and is idle (worker-control.ts; Safari has no requestIdleCallback) */
function storeOfflineCopyWhenIdle() {
  if ('requestIdleCallback' in window) requestIdleCallback(askForOfflineCopy, { timeout: 5000 });
  else setTimeout(askForOfflineCopy, 1000);
}
