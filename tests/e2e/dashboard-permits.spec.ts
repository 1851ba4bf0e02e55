import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** The dashboard's permit tab (issue 17): figure → formula and the permits behind it → Excel export; the classic dashboard. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('dashboard: permits', () => {
  test('permit tab: figure → drill-down → open a permit; export the list; accessible', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/');
    await page.getByRole('tab', { name: 'Permits' }).click();
    await page.getByLabel('Period', { exact: true }).selectOption('last_12_months');
    await expect(page).toHaveURL(/tab=permits/);
    await expect(page.getByRole('heading', { level: 2, name: 'Permits open now' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Permits raised / }).click();
    const panel = page.getByRole('region', { name: /^Permits raised: / });
    await expect(panel.getByText(/^Count of the records listed below/)).toBeVisible();
    const records = panel.getByRole('table', { name: /records behind this figure \(permits\)/ });
    await expect(records.getByRole('link').first()).toBeVisible();
    const shown = await records.getByRole('row').count();
    await expectNoAxeViolations(page);

    // the export: every permit behind the figure, and the filters on the second sheet
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^Permits-raised-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await file.path()) as unknown as ArrayBuffer);
    expect(wb.worksheets[0].getRow(1).getCell(1).value).toBe('Number');
    expect(wb.worksheets[0].rowCount).toBeGreaterThanOrEqual(Math.min(shown, 51));
    expect(String(wb.worksheets[0].getRow(2).getCell(1).value)).toMatch(/\S/);

    const number = (await records.getByRole('link').first().textContent())!;
    await records.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/permit\/\d+\/summary/);
  });

  test('the classic dashboard counts per module, each count opening its records', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/dashboard_old?tab=permits&period=last_12_months');
    await expect(page.getByRole('heading', { level: 1, name: 'Classic dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Permits by status' })).toBeVisible();
    await page.getByRole('button', { name: /^Open now / }).click();
    await expect(page.getByRole('region', { name: /^Open now: / })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('the permit tab is readable at 360 px and accessible', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/?tab=permits&period=last_12_months');
      await page.getByRole('button', { name: /^Open now / }).click();
      await expect(page.getByRole('region', { name: /^Open now: / }).getByRole('table', { name: /records behind this figure/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
