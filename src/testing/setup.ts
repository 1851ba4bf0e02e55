import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { db, type TenantData } from '@/mocks/db/db';
import { seedTenants } from '@/mocks/db/seed';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { initI18n } from '@/lib/i18n/i18n';
import { forgetListStates } from '@/components/list/list-state';
import { LazyTenants } from './lazy-tenants';
import { holdToContract } from './contract/harness';
import { forgetApp } from './render-app';
import { browser } from '@/lib/browser';

// One wait for every findBy/waitFor of the suite: long enough for a busy 2-core machine, so no file sets its own.
configure({ asyncUtilTimeout: 15_000 });

// jsdom does not lay out or scroll: pages that scroll a record or an error into view get no-ops.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
// jsdom cannot save files: a click on a download link (lib/files/download-blob) would be a navigation it reports as
// "Not implemented"; a browser downloads and stays on the page, so the test's page stays too.
// (once per document: the files of a shared worker run this file again)
const downloads = globalThis as { downloadsStayOnPage?: boolean };
if (!downloads.downloadsStayOnPage) {
  downloads.downloadsStayOnPage = true;
  document.addEventListener('click', (event) => {
    if (event.target instanceof HTMLAnchorElement && event.target.hasAttribute('download')) event.preventDefault();
  });
}

// jsdom cannot load another document: a hard navigation (lib/browser.ts assign / reload) that its test did not spy on
// is reported with the test that made it (jsdom itself would print an anonymous "Not implemented: navigation").
const hardNavigation = (to: string) => console.error(`[hard navigation] ${expect.getState().currentTestName ?? '(between tests)'}: ${to}`);
browser.hardAssign = (path: string) => hardNavigation(`to ${path}`);
browser.hardReload = () => hardNavigation('reload');

// Every test runs against the demo backend; a request it does not answer fails the test.
// The seeded demo data is built once per file; every test starts from a fresh copy of it, made when the test first
// reads a tenant (LazyTenants): pure tests (locale parity, models, schemas) copy nothing.
let seeded: TenantData[] = [];
const dbTenants = db as unknown as { tenants: Map<string, TenantData> };
if (!(dbTenants.tenants instanceof Map)) throw new Error('setup.ts: DemoDb no longer keeps its tenants in `tenants`');

beforeAll(async () => {
  setDemoSettingsOverride({ latencyMs: 0 });
  server.listen({ onUnhandledFrame: 'error' });
  [seeded] = await Promise.all([seedTenants(), initI18n('en')]);
});

// React's act() warnings are shown, one line each, with the test that caused them: an update outside act() is one no
// test waited for (a response or a lazy screen landing after the test looked, or after it ended). Testing Library's
// render, events, findBy and waitFor run inside act(). ACT_WARNINGS=fail makes each one fail its test (the goal, once
// the suite is at 0; docs/architecture.md "Tests"), ACT_WARNINGS=full prints React's whole message.
// (The setup file runs again for each file of a shared worker: the original console.error is wrapped once.)
const ACT_MODE = process.env.ACT_WARNINGS ?? 'report';
const ACT_WARNING = /not wrapped in act\(|was not wrapped in act|is not configured to support act/;
const actWarnings: string[] = [];
const withOriginal = console as Console & { originalError?: Console['error'] };
withOriginal.originalError ??= console.error.bind(console);
const consoleError = withOriginal.originalError;
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (!ACT_WARNING.test(text)) return consoleError(...args);
  const component = typeof args[1] === 'string' && text.includes('%s') ? ` (${args[1]})` : '';
  const line = `[act warning] ${expect.getState().currentTestName ?? '(between tests)'}: ${text.split('\n')[0]}${component}`;
  actWarnings.push(line);
  if (ACT_MODE !== 'fail') consoleError(ACT_MODE === 'full' ? `${line}\n${text}` : line);
};

beforeEach(() => {
  // Testing Library turns this on in a beforeAll registered when it is first imported: with modules shared between the
  // files of a worker, that is the worker's first file only (and its afterAll turns it off again)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  dbTenants.tenants = new LazyTenants(seeded);
  setDemoSettingsOverride({ latencyMs: 0 });
});

afterEach(() => {
  cleanup();
  forgetApp();
  forgetListStates();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  const warnings = actWarnings.splice(0);
  if (warnings.length && ACT_MODE === 'fail') throw new Error(`React act() warning(s) in this test:\n${warnings.join('\n')}`);
});

afterAll(() => server.close());

// every request and answer of an operation api/openapi.yaml fixes is checked against it (issue 31, docs/api.md)
holdToContract(server);
