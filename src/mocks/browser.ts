import { setupWorker } from 'msw/browser';
import { db } from './db/db';
import { loadDb } from './db/persist';
import { handlers } from './handlers';

/** Starts the in-browser demo backend (only `npm start` / `build:demo` ever import this file). */
export async function startDemoBackend(): Promise<void> {
  await loadDb(db);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
