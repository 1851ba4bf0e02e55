import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signInAndWait, tenantUrl } from './support';

/**
 * Instant paint (issue 18): /login, /observation and /incident come prerendered in every language (scripts/prerender),
 * /start and every other signed-out page too (issue 30); the stored language is in the root before the first paint, and the SPA hydrates that HTML
 * (src/app/prerender).
 */
const PAGES = [
  { path: '/login', heading: 'Sign in', label: 'Email', deLabel: 'E-Mail', submit: 'Continue', deSubmit: 'Weiter', organisation: false },
  // issue 30: the sign-up too
  { path: '/start', heading: 'Start your free trial', label: 'Full name', deLabel: 'Vollständiger Name', submit: 'Create my organisation', deSubmit: 'Meine Organisation anlegen', organisation: false },
  // issue 30: every signed-out form too
  { path: '/password-reset', heading: 'Reset your password', label: 'Email', deLabel: 'E-Mail', submit: 'Send reset link', deSubmit: 'Link zum Zurücksetzen senden', organisation: false },
  { path: '/login/sso', heading: 'Single sign-on', label: 'Organisation ID', deLabel: 'Organisations-ID', submit: 'Continue', deSubmit: 'Weiter', organisation: false },
  // the organisation finder, on the product's shared address only (SPEC §2: app, lvh or 192 hosts)
  { path: '/organization_verify', host: 'app', heading: 'Find your organisation', label: 'Organisation ID', deLabel: 'Organisations-ID', submit: 'Find organisation', deSubmit: 'Organisation finden', organisation: false },
  { path: '/observation', heading: 'Report an observation', label: /^Type( \*)?$/, deLabel: /^Art( \*)?$/, submit: 'Send report', deSubmit: 'Meldung senden', organisation: true },
  { path: '/incident', heading: 'Report an incident', label: /^Type( \*)?$/, deLabel: /^Art( \*)?$/, submit: 'Send report', deSubmit: 'Meldung senden', organisation: true },
] as const;
/** the host a page is opened on: a tenant's (acme), or the one it names */
const hostOf = (p: (typeof PAGES)[number]) => ('host' in p ? p.host : 'acme');

/** Before the page's scripts: errors on the console, layout shifts, English shown while another language is stored, the first heading. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { pwShifts: number; pwMoved: string[]; pwFlash: string[]; pwFirstHeading: Element | null };
    w.pwShifts = 0;
    w.pwMoved = [];
    w.pwFlash = [];
    w.pwFirstHeading = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (e.hadRecentInput) continue;
        w.pwShifts += e.value;
        w.pwMoved.push(...e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'));
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // what could be painted: checked after every change of the document, before the browser may render it
    new MutationObserver(() => {
      const html = document.documentElement;
      const root = document.getElementById('root');
      if (!root) return;
      const hidden = html.hasAttribute('data-prerender-lng') || html.hasAttribute('data-prerender-hide');
      if (!hidden) w.pwFirstHeading ??= root.querySelector('h1, h2');
      const stored = localStorage.getItem('ehs-language') ?? 'en';
      if (!hidden && root.dataset.lng && root.dataset.lng !== stored) w.pwFlash.push(root.dataset.lng);
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  return errors;
}

const state = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { pwShifts: number; pwMoved: string[]; pwFlash: string[]; pwFirstHeading: Element | null };
    return { shifts: w.pwShifts, moved: w.pwMoved, flash: w.pwFlash, sameHeading: !!w.pwFirstHeading && w.pwFirstHeading === document.querySelector('#root h1, #root h2') };
  });

/**
 * Signs in through the form of the page shown, the document marked first: `samePage` then tells that the app took
 * this document over (no reload).
 */
async function signInHere(page: Page, email: string) {
  await page.evaluate(() => ((window as unknown as { pwSamePage: boolean }).pwSamePage = true));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // the app took over: its menu
  await expect(page.getByRole('navigation').first()).toBeVisible();
}
const samePage = (page: Page) => page.evaluate(() => (window as unknown as { pwSamePage?: boolean }).pwSamePage === true);

test('the HTML of each page paints its form without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const p of PAGES) {
    await page.goto(tenantUrl(hostOf(p), p.path));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', p.path);
    await expect(page.getByRole('heading', { name: p.heading })).toBeVisible();
    // the form is there and takes input at once (issue 30); sending waits for the app (the browser never sends it itself)
    await expect(page.getByLabel(p.label)).toBeVisible();
    await expect(page.getByLabel(p.label)).toBeEnabled();
    await expect(page.getByRole('button', { name: p.submit })).toBeDisabled();
  }
  await context.close();
});

test('hydration adopts the prerendered page: no console error, no layout shift, the form works', async ({ page }) => {
  // watched once: a second init script would count every shift twice
  const errors = await watch(page);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const p of PAGES) {
      await page.goto(tenantUrl(hostOf(p), p.path));
      // hydrated: sending is on
      await expect(page.getByRole('button', { name: p.submit })).toBeEnabled();
      if (p.organisation) await expect(page.getByText('Acme Manufacturing', { exact: true })).toBeVisible();
      const seen = await state(page);
      // the same element: React hydrated the HTML instead of rendering the page again
      expect(seen.sameHeading).toBe(true);
      expect(seen.shifts, `${p.path} at ${width} px moved: ${seen.moved.join(' | ')}`).toBeLessThan(0.02);
      await expectNoAxeViolations(page);
    }
  }
  expect(errors).toEqual([]);
  page.removeAllListeners('console');
  page.removeAllListeners('pageerror');

  // the forms work after hydration
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByLabel('Email').fill('hod@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  await page.goto(tenantUrl('acme', '/observation'));
  await page.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Unsafe condition' });
  await page.getByLabel(/^Description( \*)?$/).fill(`Loose cable across the walkway (${Date.now().toString(36)})`);
  await page.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
  await page.getByRole('radio', { name: 'High' }).check();
  await expect(page.getByLabel(/^Date and time observed( \*)?$/)).not.toHaveValue('');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('a stored language is painted first, with no English before it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('ehs-language', 'de'));
  const errors = await watch(page);
  for (const p of PAGES) {
    await page.goto(tenantUrl(hostOf(p), p.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByLabel(p.deLabel)).toBeVisible();
    await expect(page.getByRole('button', { name: p.deSubmit })).toBeEnabled();
    const seen = await state(page);
    expect(seen.flash).toEqual([]);
    expect(seen.sameHeading).toBe(true);
    expect(seen.shifts, `moved: ${seen.moved.join(' | ')}`).toBeLessThan(0.02);
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('what a visitor types before the page scripts have run is kept and sent (issue 30)', async ({ page }) => {
  // the public shell's chunks are held until the visitor has typed: the prerendered form alone is on the page
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/public-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(tenantUrl('acme', '/observation'), { waitUntil: 'commit' });
  const description = `Spilled oil by the press (${Date.now().toString(36)})`;
  await page.getByLabel(/^Description( \*)?$/).fill(description);
  await page.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Unsafe condition' });
  await page.getByRole('radio', { name: 'High' }).check();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeEnabled();
  await expect(page.getByLabel(/^Description( \*)?$/)).toHaveValue(description);
  await page.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
});

test('a signed-in visitor opening /login is still sent to the app', async ({ page }) => {
  await signInAndWait(page, 'hod@acme.test');
  await page.goto(tenantUrl('acme', '/login'));
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('the prerendered pages hydrate with the public shell alone; signing in hands the same page to the app, no reload', async ({ page }) => {
  const errors = await watch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(tenantUrl('acme', '/login'));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  // the shell's entry, not the app's (index.html's entry is what every other page loads)
  const appEntry = await page.evaluate(async () => (await (await fetch('/index.html')).text()).match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]);
  expect(appEntry).toBeTruthy();
  expect(scripts.some((s) => /\/assets\/public-[^/]+\.js$/.test(s))).toBe(true);
  expect(scripts).not.toContain(appEntry);
  await signInHere(page, 'hod@acme.test');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).not.toBe('/login');
  expect(await samePage(page)).toBe(true);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('every signed-out page opened by its address runs the public shell, not the app (issue 30)', async ({ page }) => {
  const errors = await watch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(tenantUrl('acme', '/login'));
  const appEntry = await page.evaluate(async () => (await (await fetch('/index.html')).text()).match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]);
  expect(appEntry).toBeTruthy();
  const pages: { path: string; heading: string; host?: string }[] = [
    { path: '/password-reset', heading: 'Reset your password' },
    { path: '/registration', heading: 'This activation link has expired. You can sign up again or log in.' },
    { path: '/start/verify-account', heading: 'Verify your email' },
    { path: '/sso', heading: 'Single sign-on' },
    { path: '/setup-sso', heading: 'Set up single sign-on' },
    { path: '/pricing', heading: 'Pricing' },
    { path: '/get-started', heading: 'Get started' },
    // an expired session's page ends it and moves on to the login, still in the shell
    { path: '/sessionexpire', heading: 'Your session has expired. Please sign in again to continue.' },
    // a one-time sign-in link without its token (issue 30: the last two signed-out pages moved into the shell)
    { path: '/by_pass_client_admin', heading: 'This sign-in link has expired or was already used. You can sign up again or log in.' },
    { path: '/organization_verify', heading: 'Find your organisation', host: 'app' },
  ];
  for (const p of pages) {
    scripts.length = 0;
    await page.goto(tenantUrl(p.host ?? 'acme', p.path));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', p.path);
    await expect(page.getByText(p.heading, { exact: true }).first()).toBeVisible();
    // React has taken the page over (hydrateRoot marks its container), then nothing of the app was loaded
    await page.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')));
    await page.waitForLoadState('load');
    expect(scripts.some((s) => /\/assets\/public-[^/]+\.js$/.test(s)), p.path).toBe(true);
    expect(scripts, p.path).not.toContain(appEntry);
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
  // on a tenant's host /organization_verify is no page (SPEC §2): the app takes over and its guard answers /not_found
  await page.goto(tenantUrl('acme', '/organization_verify'));
  await page.waitForURL((url) => url.pathname === '/not_found');
  await expect(page.getByLabel('Organisation ID')).toHaveCount(0);
});

test('the public shell routes by itself: links, Back and Forward stay in the shell; the app takes its history over (issue 30)', async ({ page }) => {
  const errors = await watch(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const path = () => new URL(page.url()).pathname;
  await page.goto(tenantUrl('acme', '/login'));
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  const appEntry = await page.evaluate(async () => (await (await fetch('/index.html')).text()).match(/<script type="module" crossorigin src="([^"]+)"/)?.[1]);
  await page.getByRole('link', { name: 'Start a free trial' }).click();
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  expect(path()).toBe('/start');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(path()).toBe('/login');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(path()).toBe('/login');
  // all of it without the app or a reload
  expect(scripts).not.toContain(appEntry);
  await signInHere(page, 'hod@acme.test');
  // Back now goes through the app's router over the entries the shell wrote: /start, which a signed-in user leaves for /
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await samePage(page)).toBe(true);
  expect(errors).toEqual([]);
});
