import { expect, test, type Locator, type Page } from '@playwright/test';
import { openInApp, settled, signInAndWait, signInAt, tenantUrl } from './support';

/**
 * Layout on phones and laptops (issue "What users hit first", 1 and 2): no route is wider than a 360 px
 * phone, toasts stay on screen, an opened record comes into view with focus below 1800 px (back returns to
 * the list where it was left), and register tables never clip their columns at 1280 px and wider.
 */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const SIGNED_IN_ROUTES = ['/', '/observations', '/observations/new', '/incidents', '/incidents/new', '/actions', '/actions/all/open', '/actions/observations', '/actions/new', '/notification', '/myaccount'];
const PUBLIC_ROUTES = ['/login', '/observation', '/incident'];

/** the document's width in CSS pixels (under mobile emulation innerWidth grows with the content, so compare with the device's 360) */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('WCAG reflow (320 px wide)', () => {
  test.use({ ...PHONE, viewport: { width: 320, height: 640 } });

  test('no route scrolls sideways at 320 px, signed out or in', async ({ page }) => {
    for (const path of PUBLIC_ROUTES) {
      await page.goto(tenantUrl('acme', path));
      await settled(page);
      expect(await documentWidth(page), path).toBeLessThanOrEqual(320);
    }
    await signInAndWait(page, 'hod@acme.test');
    for (const path of [...SIGNED_IN_ROUTES, '/incidents/lfi-list']) {
      await openInApp(page, path);
      expect(await documentWidth(page), path).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('phones (360 × 740)', () => {
  test.use(PHONE);

  test('no public route is wider than the phone', async ({ page }) => {
    for (const path of PUBLIC_ROUTES) {
      await page.goto(tenantUrl('acme', path));
      await settled(page);
      expect(await documentWidth(page), path).toBeLessThanOrEqual(360);
    }
  });

  test('no signed-in route is wider than the phone, and a toast stays on screen', async ({ page }) => {
    await signInAndWait(page, 'hod@acme.test');
    for (const path of SIGNED_IN_ROUTES) {
      await openInApp(page, path);
      expect(await documentWidth(page), path).toBeLessThanOrEqual(360);
    }
    // an error toast: save an empty new observation is refused on the client, so force a server refusal
    await openInApp(page, '/observations');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    const toast = page.locator('.p-toast-message').first();
    await expect(toast).toBeVisible();
    const box = (await toast.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  });

  test('tapping a record brings it into view with focus; back returns to the list where it was left', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/observations');
    // the list's address settles on its 'new' panel first (a redirect that puts the page at the top; measured before
    // it, the list's place was not where the row was tapped)
    await expect(page).toHaveURL(/\/observations\/new$/);
    await settled(page);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(10)).toBeVisible();
    const link = rows.nth(10).getByRole('link').first();
    await link.scrollIntoViewIfNeeded();
    const number = (await link.textContent())!.trim();
    const listScroll = await clickFrom(page, link);
    expect(listScroll).toBeGreaterThan(0);
    // the record is on screen at once, with focus
    await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeInViewport();
    await expect(page.locator('.record-panel')).toBeFocused();
    await page.getByRole('link', { name: 'Back to the list' }).click();
    await expect(page).toHaveURL(/\/observations\/new$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
    // the browser's back button too
    const leftAt = await clickFrom(page, link);
    await expect(page.getByRole('heading', { name: new RegExp(number) })).toBeInViewport();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(leftAt);
  });
});

/**
 * Clicks `link` and gives the window's scroll at the click: where the list was left. Read in the page at the click,
 * not before it: Playwright scrolls a link first when it is not clickable where it is (under the sticky header, say).
 * One CI run's back button returned to 1,365 px where the test expected the first click's 1,715 (not reproduced in
 * 50 runs here, also beside a second browser job); if the app itself is wrong, this still fails.
 */
async function clickFrom(page: Page, link: Locator) {
  await page.evaluate(() => addEventListener('click', () => ((window as unknown as { __leftAt: number }).__leftAt = scrollY), { capture: true, once: true }));
  await link.click();
  return page.evaluate(() => (window as unknown as { __leftAt: number }).__leftAt);
}

/** whether the visible register table shows every column without scrolling sideways */
async function expectNoClippedColumns(page: Page, what: string) {
  const scroller = page.locator('.table-scroll', { has: page.getByRole('table', { name: /: \d+ found/ }) });
  if (!(await scroller.isVisible())) return; // an open record is its own view at this width
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, what).toBeLessThanOrEqual(clientWidth);
}

for (const width of [1280, 1366, 1600, 1920]) {
  test(`registers never clip their columns at ${width} px, with and without an open record`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAndWait(page, 'hod@acme.test');
    for (const path of ['/observations', '/incidents', '/actions/all']) {
      await openInApp(page, path);
      const firstRow = page.getByRole('table', { name: /: \d+ found/ }).locator('tbody tr').first();
      await expect(firstRow.getByRole('link').first()).toBeVisible();
      await expectNoClippedColumns(page, `${path} at ${width}px`);
      await firstRow.getByRole('link').first().click();
      await expect(page.locator('.record-panel')).toBeVisible();
      await settled(page);
      await expectNoClippedColumns(page, `${path} with a record open at ${width}px`);
    }
  });
}
