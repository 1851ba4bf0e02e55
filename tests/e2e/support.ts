import { readFileSync } from 'node:fs';
import { expect, type BrowserContext, type Download, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import ExcelJS from 'exceljs';
import { PRECACHE_MESSAGE } from '../../src/mocks/worker-control';

export const DEMO_PASSWORD = 'Demo@12345';
/** axe-core, as @axe-core/playwright (a dev dependency) brings it */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** http://<tenant>.localhost:4173<path>; `null` = the platform host without a sub-domain. */
export function tenantUrl(tenant: string | null, path = '/'): string {
  return `http://${tenant ? `${tenant}.` : ''}localhost:${PORT}${path}`;
}

/** Sets demo backend knobs before the app loads (localStorage `ehs-demo-settings`). */
export async function setDemoSettings(page: Page, settings: Record<string, unknown>) {
  await page.addInitScript((value) => {
    const current = JSON.parse(localStorage.getItem('ehs-demo-settings') ?? '{}');
    localStorage.setItem('ehs-demo-settings', JSON.stringify({ ...current, ...value }));
  }, settings);
}

export async function signIn(page: Page, email: string, tenant: string | null = email.endsWith('@platform.test') ? null : email.split('@')[1].split('.')[0]) {
  await page.goto(tenantUrl(tenant, '/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signed in on the start page (by the landing rules), the session stored, so a goto keeps it: see signInAt. */
export async function signInAndWait(page: Page, email: string) {
  await signInAt(page, email, '/');
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * Per worker: what a user's first sign-in through the form left in the browser (the session in localStorage, the
 * demo's data with that session in IndexedDB), without the demo knobs a journey may have set.
 */
const signedIn = new Map<string, StorageState>();

/**
 * Opens `path` signed in as `email`. The user's first journey in a worker signs in through the form on the /login
 * the deep link is sent to, and the app goes back to `path` without another load (a link followed from an e-mail);
 * later journeys in a fresh browser start from that browser state instead, as a reload would (the form and its
 * failures are the subject of auth.spec and access.spec). A page that is not a fresh context's only page always
 * signs in through the form: restoring the state would replace the demo data of what it did before.
 */
export async function signInAt(page: Page, email: string, path: string) {
  const tenant = email.endsWith('@platform.test') ? null : email.split('@')[1].split('.')[0];
  const context = page.context();
  const fresh = page.url() === 'about:blank' && context.pages().length === 1;
  const state = fresh ? signedIn.get(email) : undefined;
  if (state) {
    await context.setStorageState(state);
    // the page's first answer from the API: the demo backend is running (a journey may call the API itself next)
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/api/'), { timeout: 15_000 });
    await page.goto(tenantUrl(tenant, path));
    await answered;
    return;
  }
  await page.goto(tenantUrl(tenant, path));
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
  if (!fresh) return;
  const taken = await context.storageState({ indexedDB: true });
  signedIn.set(email, { ...taken, origins: taken.origins.map((o) => ({ ...o, localStorage: o.localStorage.filter((item) => item.name !== 'ehs-demo-settings') })) });
}

/**
 * Signs the current user out (the app's /logout) and `email` in on `path` (an address of the same tenant, or the
 * page's own URL): the journeys in which the requester hands over to an approver.
 */
export async function switchUser(page: Page, email: string, path: string) {
  await page.goto(tenantUrl('acme', '/logout'));
  await page.waitForURL((url) => url.pathname.startsWith('/login'));
  const target = new URL(path, page.url());
  await signInAt(page, email, `${target.pathname}${target.search}`);
}

/**
 * Goes to `path` inside the running app, as a link does (the router follows the address; no page load), and waits
 * until the page has answered it (the first change in <main>: aria-busy while the next page's code loads, or the next
 * page itself) and then settled. From a settled signed-in page; for journeys about what signed-in pages show, not
 * about loading them.
 */
export async function openInApp(page: Page, path: string) {
  await settled(page); // the page left first: its own late changes are not an answer to this navigation
  const answered = page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        if (`${location.pathname}${location.search}` === to) return resolve(); // already there
        const observer = new MutationObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(document.getElementById('main')!, { subtree: true, childList: true, attributes: true, characterData: true });
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
  await expect(answered, `the app answers the address ${path}`).resolves.toBeUndefined();
  await settled(page);
}

/** the page's first heading is shown and nothing loads any more (a loading screen, or aria-busy on what fetches) */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.center-screen[role="status"], [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Waits until the demo's worker controls the page and holds its offline copy (sw.js's precache, which a demo page
 * asks for once loaded and idle: src/mocks/worker-control.ts). The same ask as the page's, so it joins a running one.
 */
export async function offlineCopyStored(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(
    (message) =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        navigator.serviceWorker.controller!.postMessage(message, [channel.port2]);
      }),
    PRECACHE_MESSAGE,
  );
}

/** A real 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The first sheet of a downloaded register export, checked to be an .xlsx with a 'Number' header and rows. */
export async function exportedSheet(download: Download) {
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = wb.worksheets[0];
  expect(sheet.getRow(1).getCell(1).value).toBe('Number');
  expect(sheet.rowCount).toBeGreaterThan(1);
  return sheet;
}

/**
 * After a keyboard pick-up (dnd-kit's KeyboardSensor): the sensor starts listening for the moving keys in a 0 ms timer
 * it queues at the pick-up (so that the Space which picked up is not also a drop), and a key pressed as soon as the
 * pick-up shows could come before it and be lost (a CI run's ArrowUp). This waits until a 0 ms timer queued now has
 * run: timers of equal delay run in the order they were queued (HTML's timer steps), so the sensor's has run too.
 */
export async function keyboardDragReady(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __timerRan?: boolean };
    w.__timerRan = false;
    setTimeout(() => (w.__timerRan = true));
  });
  await page.waitForFunction(() => (window as unknown as { __timerRan?: boolean }).__timerRan === true);
}

export async function expectNoAxeViolations(page: Page) {
  // colours mid-transition are not the page's colours (a toggle button fading from outlined to filled failed
  // color-contrast on a loaded CI machine): let running transitions and finite animations end first (spinners loop)
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))));
  // axe.run in the page (as @axe-core/playwright's legacy mode: no blank page for finishRun; the app has no cross-origin
  // frames), only the violations' nodes collected (resultTypes): half the time of a full run, the same violations.
  // axe-core goes into each frame once per document: AxeBuilder evaluated its 550 KB source twice in every frame on
  // every run (0.43–1.1 s of the page's CPU a run against 0.24–0.34 s, measured on /observations).
  for (const frame of page.frames()) if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (values) => (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'], runOnly: { type: 'tag', values } }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
  );
  // a toast on its way out (its life ended during the run, or it was closed just before) is not the page: while it
  // collapses its close button is smaller than a target may be (a CI run, after openInApp kept toasts across screens)
  const judged = results.violations
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).filter((target) => !target.includes('.p-toast-message-exit')) }))
    .filter((v) => v.nodes.length > 0);
  expect(judged.map((v) => ({ ...v, nodes: v.nodes.slice(0, 5) }))).toEqual([]);
}

/**
 * Closes the toast saying `text` and waits until it has gone, so a later step can await the same words again
 * (a success toast lives 10 s: on a busy machine it is still up when the next save says the same).
 */
export async function dismissToast(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(text)).toHaveCount(0);
}
