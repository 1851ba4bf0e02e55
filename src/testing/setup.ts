import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { db, type TenantData } from '@/mocks/db/db';
import { seedTenants } from '@/mocks/db/seed';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { initI18n } from '@/lib/i18n/i18n';
import { forgetListStates } from '@/components/list/list-state';

// One wait for every findBy/waitFor of the suite: long enough for a busy 2-core machine, so no file sets its own.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not lay out or scroll: pages that scroll a record or an error into view get no-ops.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

// Every test runs against the demo backend; a request it does not answer fails the test.
// The seeded demo data is built once per worker; every test starts from a fresh copy of it.
let seeded: TenantData[] = [];

beforeAll(async () => {
  setDemoSettingsOverride({ latencyMs: 0 });
  server.listen({ onUnhandledFrame: 'error' });
  [seeded] = await Promise.all([seedTenants(), initI18n('en')]);
});

// These are integration tests over a real (in-process) backend: lazy routes, msw answers and PrimeReact's own
// mount effects update components between Testing Library's act() calls. Testing Library's render, events and
// waitFor still run inside act(); everything else is not an act() scope (as in the browser), so React does not
// warn about updates that no test could wrap. (Testing Library turns the flag on in its own beforeAll.)
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

beforeEach(() => {
  db.replaceAll(structuredClone(seeded));
  setDemoSettingsOverride({ latencyMs: 0 });
});

afterEach(() => {
  cleanup();
  forgetListStates();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => server.close());
