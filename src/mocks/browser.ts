import { setupWorker } from 'msw/browser';
import { db } from './db/db';
import { loadDb } from './db/persist';
import { handlers } from './handlers';
import { remindOverdue } from './services/notify';

/** Starts the in-browser demo backend (only `npm start` / `build:demo` ever import this file). */
export async function startDemoBackend(): Promise<void> {
  await loadDb(db);
  // what a real backend's nightly job does: once a day per tenant (the notifications reach the users by the cable)
  for (const tenant of db.allTenants()) if (tenant.organization) remindOverdue(tenant);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}
