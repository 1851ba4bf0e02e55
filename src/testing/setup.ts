import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/db';
import { loadDb } from '@/mocks/db/persist';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { initI18n } from '@/lib/i18n/i18n';
import { forgetListStates } from '@/components/list/list-state';

// Every test runs against the demo backend; a request it does not answer fails the test.
beforeAll(async () => {
  setDemoSettingsOverride({ latencyMs: 0 });
  server.listen({ onUnhandledFrame: 'error' });
  await Promise.all([loadDb(db), initI18n('en')]);
});

afterEach(() => {
  cleanup();
  forgetListStates();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
});

afterAll(() => server.close());
