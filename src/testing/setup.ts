import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { server } from '@/mocks/node';
import { db, type TenantData } from '@/mocks/db/db';
import { seedTenants } from '@/mocks/db/seed';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { i18n, initI18n } from '@/lib/i18n/i18n';
import { forgetListStates } from '@/components/list/list-state';
import { LazyTenants, oncePerDay } from './lazy-tenants';
import { holdToContract } from './contract/harness';
import { forgetApp } from './render-app';
import { browser } from '@/lib/browser';
import { config as transitionConfig } from 'react-transition-group';
import * as React from 'react';

// One wait for every findBy/waitFor of the suite: long enough for a busy 2-core machine, so no file sets its own.
configure({ asyncUtilTimeout: 15_000, getElementError: lazyElementError });

// jsdom runs no CSS animations: react-transition-group (PrimeReact's dialogs, sidebar, overlay panel and toasts) goes
// straight to entered / exited in the update that opened or closed them, inside that update's act(), instead of
// ending on a timer after the test has looked (an update outside act). Its own switch for tests
// (reactcommunity.org/react-transition-group/testing); PrimeReact's `cssTransition = false` is not used: it calls
// the dialog's enter callbacks from passive effects, one render later, and an Escape pressed at once went unheard.
transitionConfig.disabled = true;

// React's development build records an owner stack for every element it creates (an Error with its stack trace and a
// console task: react/cjs/react-jsx-dev-runtime.development.js), up to 10,000 a second; in a screen test that was
// ≈ 10 % of the CPU and more garbage to collect. Only React's own warnings print those stacks, and a warning fails its
// test with a one-line message anyway: off unless asked for with OWNER_STACKS=on (docs/architecture.md "Tests").
// React counts them in its shared internals; a count that never falls below the limit takes the elements' "unknown
// owner" stack instead. If React renames the counter, this says so rather than silently costing the time again.
const REACT_INTERNALS = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
const reactInternals = (React as unknown as Record<string, Record<string, unknown> | undefined>)[REACT_INTERNALS];
if (!reactInternals || !('recentlyCreatedOwnerStacks' in reactInternals)) throw new Error('setup.ts: React no longer counts owner stacks in recentlyCreatedOwnerStacks');
if (process.env.OWNER_STACKS !== 'on') {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined, configurable: true });
}

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

// Every test runs against the demo backend; a request it does not answer fails the test.
// The seeded demo data is built once per worker and day (oncePerDay); every test starts from a fresh copy of it, made
// when the test first reads a tenant (LazyTenants): a test that never reaches the demo backend copies nothing.
const worker = globalThis as { seedDemo?: () => Promise<TenantData[]> };
const seedDemo = (worker.seedDemo ??= oncePerDay(() => seedTenants()));
let seeded: readonly TenantData[] = [];
// The shell's side pieces, loaded once per worker before its first test: no test waits for them (a test waits for its
// page), so the first one in a worker to need them ended while they still loaded, under load even seconds after it
// looked, and their arrival was an update outside act() in whatever test ran then. Loaded, React's lazy() resolves
// them within the render's own microtasks. The toasts and the offline queue's panel (lazy chunks of every page,
// app/layout/root-shell.tsx, components/offline/offline-queue-slot.tsx) and the namespaces of the header's bell and
// that panel (the page's own namespaces are the page's: its test waits for its text).
const SHELL_CHUNKS = [() => import('@/components/feedback/toasts'), () => import('@/components/offline/offline-queue-panel')];
const SHELL_NAMESPACES = ['notifications', 'offline'];
const dbTenants = db as unknown as { tenants: Map<string, TenantData> };
if (!(dbTenants.tenants instanceof Map)) throw new Error('setup.ts: DemoDb no longer keeps its tenants in `tenants`');

beforeAll(async () => {
  setDemoSettingsOverride({ latencyMs: 0 });
  server.listen({ onUnhandledFrame: 'error' });
  [seeded] = await Promise.all([seedDemo(), initI18n('en').then(() => i18n.loadNamespaces(SHELL_NAMESPACES)), ...SHELL_CHUNKS.map((load) => load())]);
});

// React's act() warnings fail the test that caused them: an update outside act() is one no test waited for (a
// response, a lazy screen or its translations landing after the test looked, or after it ended). Testing Library's
// render, events, findBy and waitFor run inside act(). ACT_WARNINGS=report only prints them, one line each with the
// test; ACT_WARNINGS=full prints React's whole message (docs/architecture.md "Tests").
// (The setup file runs again for each file of a shared worker: the original console.error is wrapped once.)
const ACT_MODE = process.env.ACT_WARNINGS ?? 'fail';
const ACT_WARNING = /not wrapped in act\(|is not configured to support act|`act` call was not awaited|overlapping act\(\) calls|act\(async \(\) => \.\.\.\) without await/;
/** the act() warnings and unspied hard navigations since the last test's end */
const actWarnings: string[] = [];
const testName = () => expect.getState().currentTestName ?? '(between tests)';

// jsdom cannot load another document: a hard navigation (lib/browser.ts assign / reload) that its test did not spy on
// fails the test that made it, like an act() warning (jsdom itself would print an anonymous "Not implemented:
// navigation"). A test whose behaviour is a reload or a redirect spies on browser.reload / assign and asserts it.
// the last refused request (401/403), named with a hard navigation: SPEC §8 answers one with a refresh and a reload,
// or with the end of the session (one listener per worker: the server is shared by its files)
const refusals = globalThis as { lastRefusal?: string; refusalsHeard?: boolean };
if (!refusals.refusalsHeard) {
  refusals.refusalsHeard = true;
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.status === 401 || response.status === 403) refusals.lastRefusal = `${response.status} for ${request.method} ${new URL(request.url).pathname}`;
  });
}
const hardNavigation = (to: string) => {
  const line = `[hard navigation] ${testName()}: ${to}${refusals.lastRefusal ? ` (the last refusal: ${refusals.lastRefusal})` : ''}`;
  actWarnings.push(line);
  if (ACT_MODE !== 'fail') console.error(line);
};
browser.hardAssign = (path: string) => hardNavigation(`to ${path}`);
browser.hardReload = () => hardNavigation('reload');
const withOriginal = console as Console & { originalError?: Console['error'] };
withOriginal.originalError ??= console.error.bind(console);
const consoleError = withOriginal.originalError;
console.error = (...args: unknown[]) => {
  const text = args.map(String).join(' ');
  if (!ACT_WARNING.test(text)) return consoleError(...args);
  const component = typeof args[1] === 'string' && text.includes('%s') ? ` (${args[1]})` : '';
  const line = `[act warning] ${testName()}: ${text.split('\n')[0]}${component}`;
  actWarnings.push(line);
  if (ACT_MODE !== 'fail') consoleError(ACT_MODE === 'full' ? `${line}\n${text}` : line);
};

beforeEach(() => {
  // Testing Library turns this on in a beforeAll registered when it is first imported: with modules shared between the
  // files of a worker, that is the worker's first file only (and its afterAll turns it off again)
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  dbTenants.tenants = new LazyTenants(seeded);
  refusals.lastRefusal = undefined;
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
  if (warnings.length && ACT_MODE === 'fail') throw new Error(`React act() warning(s) or an unspied hard navigation in this test:\n${warnings.join('\n')}`);
});

afterAll(() => {
  server.close();
  // the document as the next file of this worker expects it: nothing left in <body> after the last test's cleanup
  const left = [...document.body.children].map((e) => e.outerHTML.slice(0, 160));
  document.body.replaceChildren();
  // and what landed after the file's last test had been cleaned up (both told at once)
  const warnings = ACT_MODE === 'fail' ? actWarnings.splice(0) : [];
  const problems = [
    ...(left.length ? [`This file left ${left.length} element(s) in the document's <body> (remove them after the test):\n${left.join('\n')}`] : []),
    ...(warnings.length ? [`React act() warning(s) or a hard navigation after this file's last test:\n${warnings.join('\n')}`] : []),
  ];
  actWarnings.length = 0;
  if (problems.length) throw new Error(problems.join('\n\n'));
});

// every request and answer of an operation api/openapi.yaml fixes is checked against it (issue 31, docs/api.md)
holdToContract(server);

/**
 * Testing Library's own error for a failed query (its message, then the DOM printed), printing the DOM only when the
 * message is read. findBy and waitFor retry a failed query on every change of the DOM and keep only the last error,
 * yet each attempt printed the whole DOM: ≈ 4 % of the CPU of the screen tests. A failing test still reads (and
 * prints) it at once, when the test fails, before cleanup empties the document.
 */
function lazyElementError(message: string | null, container: Element | null | undefined): Error {
  const error = new Error();
  Error.captureStackTrace(error, lazyElementError); // the stack starts at the query, as Testing Library's does
  error.name = 'TestingLibraryElementError';
  let text: string | undefined;
  const printDom = () => prettyDOM(container ?? undefined); // check-test-rules-allow testing-library/no-debugging-utils: the error's message
  Object.defineProperty(error, 'message', {
    configurable: true,
    get: () => (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${printDom()}`].filter(Boolean).join('\n\n')),
    set: (value: string) => {
      text = value;
    },
  });
  return error;
}
