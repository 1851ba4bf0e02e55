import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** The dashboard (issue 17, part): filters in the URL, a figure's formula and the records behind it, charts with tables. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('dashboard', () => {
  test('filter → figure → formula and records → open a record; accessible', async ({ page }, testInfo) => {
    await signInAt(page, 'admin@acme.test', '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('this_month');
    await expect(page.getByRole('button', { name: /^Observations reported / })).toBeVisible();
    await expectNoAxeViolations(page);

    // filters live in the URL
    await page.getByRole('tab', { name: 'Incidents' }).click();
    await page.getByLabel('Period', { exact: true }).selectOption('last_12_months');
    await page.getByLabel('Rate base').selectOption('1000000');
    await expect(page).toHaveURL(/tab=incidents/);
    await expect(page).toHaveURL(/period=last_12_months/);
    await expect(page.getByText(/Hours worked are an estimate: 8 h ×/).first()).toBeVisible();

    // the chart draws (chart.js loaded on demand) and its numbers are a table too
    const pyramid = page.getByRole('region', { name: 'Safety pyramid' });
    await pyramid.scrollIntoViewIfNeeded();
    await pyramid.getByText('Data table: Safety pyramid').click();
    await expect(pyramid.getByRole('table', { name: 'Safety pyramid' })).toBeVisible();

    await page.getByRole('button', { name: /^LTIFR / }).click();
    const panel = page.getByRole('region', { name: /^LTIFR: / });
    await expect(panel.getByText(/^LTIFR = lost-time injuries × 1,000,000 ÷ man-hours = \d+ × 1,000,000 ÷ [\d,]+ = /)).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 })).toBeFocused();
    const records = panel.getByRole('table', { name: /records behind this figure/ });
    const first = records.getByRole('link').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('dashboard-incidents.png'), fullPage: true });

    // a reload keeps the filters and the open figure
    await page.reload();
    await expect(page.getByRole('region', { name: /^LTIFR: / }).getByRole('table', { name: /records behind this figure/ })).toBeVisible();

    const reloaded = page.getByRole('region', { name: /^LTIFR: / }).getByRole('table', { name: /records behind this figure/ });
    const number = (await reloaded.getByRole('link').first().textContent())!;
    await reloaded.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/incidents\/\d+\/steps/);
    await expect(page.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('is readable at 360 px and accessible', async ({ page }, testInfo) => {
      await signInAt(page, 'admin@acme.test', '/?tab=actions&period=last_12_months');
      await expect(page.getByRole('button', { name: /^Over 90 days / })).toBeVisible();
      await page.getByRole('button', { name: /^Over 90 days / }).click();
      await expect(page.getByRole('region', { name: /^Over 90 days: / }).getByRole('table', { name: /records behind this figure/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('dashboard-phone.png'), fullPage: true });
    });
  });
});
