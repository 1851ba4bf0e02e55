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
