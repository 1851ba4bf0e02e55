import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/** Permit views (issue 14): the board, the list, the map, the printable report and the dashboard, in Chromium against the demo build. */

const PHONE = { width: 360, height: 740 };
const COLUMNS = ['Requested', 'Drafts', 'Approved / active', 'Suspended', 'Revoked', 'Rejected', 'Closed', 'Expired, not handed back'];

const board = (page: Page) => page.getByTestId('permit-board');
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** axe at desktop, then at 360 px (and nothing wider than the phone), back to desktop */
async function axeBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const size = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width + 1);
  await page.setViewportSize(size);
}

test.describe('permit views', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('the board shows 8 columns with counts, flags clashes; the list searches and filters through the URL', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/permits');
    await expect(board(page)).toHaveAttribute('aria-busy', 'false');
    const headings = board(page).getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(8);
    let total = 0;
    for (const [i, name] of COLUMNS.entries()) {
      const text = (await headings.nth(i).innerText()).replace(/\s+/g, ' ').trim();
      const m = new RegExp(`^${name.replace(/[/]/g, '\\/')} (\\d+)$`).exec(text);
      expect(m, text).not.toBeNull();
      const count = Number(m![1]);
      total += count;
      const column = board(page).getByRole('region', { name: new RegExp(`^${name.replace(/[/]/g, '\\/')}`) });
      await expect(column.getByRole('listitem')).toHaveCount(count);
    }
    expect(total).toBeGreaterThan(150);
    // the seeded clashing permits are flagged on their cards
    const clashing = board(page).getByRole('listitem').filter({ hasText: /\d+ clash(es)?/ });
    expect(await clashing.count()).toBeGreaterThanOrEqual(2);
    await axeBothWidths(page);

    // the list: search by number, filters in the URL
    // textContent: cards off screen are not rendered (content-visibility: auto), so they have no innerText
    const first = (await board(page).getByRole('region', { name: /^Closed/ }).getByRole('link').first().textContent()) ?? '';
    const number = first.split(' · ')[0];
    expect(number).not.toBe('');
    await page.getByRole('link', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('table', { name: /^Permits: \d+ found/ })).toBeVisible();
    await page.getByLabel(/^Search/).fill(number);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(number)}`));
    await expect(page.getByRole('table', { name: 'Permits: 1 found' })).toBeVisible();
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Overdue' });
    await expect(page).toHaveURL(/status=overdue/);
    await page.getByRole('tab', { name: /^Approved/ }).click();
    await expect(page).toHaveURL(/tab=approved/);
    const overdue = page.getByRole('table', { name: /^Permits: \d+ found/ });
    await expect(overdue.getByRole('row').nth(1)).toContainText('Overdue');
    // the same list after a reload (state in the URL)
    await page.reload();
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('overdue');
    await expect(page.getByRole('tab', { name: /^Approved/ })).toHaveAttribute('aria-selected', 'true');
    await axeBothWidths(page);
  });

  test('the map flags the seeded clashing permits on the plan and in its list', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/permits/map-view');
    await expect(page.locator('.permit-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByRole('status').filter({ hasText: /of them clashing/ })).toContainText(/[1-9]\d* of them clashing/);
    const clashMarkers = page.locator('.leaflet-marker-pane [data-kind="clash"]');
    expect(await clashMarkers.count()).toBeGreaterThanOrEqual(2);
    const list = page.getByRole('region', { name: /open permits?$/ });
    const flagged = list.getByRole('list', { name: /^Clashes of / });
    expect(await flagged.count()).toBeGreaterThanOrEqual(2);
    // "Show on the map" selects the marker
    const item = list.getByRole('listitem').filter({ has: page.getByRole('list', { name: /^Clashes of / }) }).first();
    const show = item.getByRole('button', { name: /^Show .* on the map$/ });
    await show.click();
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.permit-pin--selected')).toHaveCount(1);
    await axeBothWidths(page);
  });

  test('the report prints the permit with a QR code to the live permit; the dashboard drills down to the list', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/permits?view=list&tab=closed');
    const row = page.getByRole('table', { name: /^Permits: \d+ found/ }).getByRole('row').nth(1);
    const number = (await row.getByRole('cell').first().innerText()).trim();
    await row.getByRole('link', { name: `Printable report of ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Permit to work ${number}` })).toBeVisible();
    const qr = page.getByRole('img', { name: `QR code opening permit ${number}` });
    await expect(qr).toBeVisible();
    const live = page.getByRole('link', { name: /\/permit\/\d+\/summary$/ });
    await expect(live).toHaveAttribute('href', /^http:\/\/acme\.localhost:\d+\/permit\/\d+\/summary$/);
    await expect(page.getByRole('region', { name: 'History' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    await axeBothWidths(page);

    await openInApp(page, '/permit-dashboard');
    const kpis = page.getByRole('region', { name: 'Key figures' });
    const overdue = kpis.getByRole('link', { name: /^Overdue, not handed back: show the \d+ permits?$/ });
    const label = (await overdue.getAttribute('aria-label'))!;
    const count = Number(/show the (\d+)/.exec(label)![1]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: 'Permits by status' }).getByRole('rowheader', { name: 'Closed' })).toBeVisible();
    await axeBothWidths(page);
    await overdue.click();
    await expect(page).toHaveURL(/\/permits\?.*overdue=1/);
    await expect(page.getByRole('table', { name: `Permits: ${count} found` })).toBeVisible();
  });
});
