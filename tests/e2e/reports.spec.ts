import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signInAt } from './support';

/** Reports (issue 17, part): choose a report, filter (in the URL), drill down to the records, export exactly the table. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const reportTable = (page: Page, title: string) => page.getByRole('table', { name: new RegExp(`^${title}: counts per row`) });

test.describe('reports', () => {
  test('choose a report → filter → drill down → open a record; Excel, CSV and PDF of the filtered report; accessible', async ({ page }, testInfo) => {
    await signInAt(page, 'admin@acme.test', '/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(reportTable(page, 'Site-wise observations')).toBeVisible();
    await expect(page.getByLabel('Period', { exact: true })).toHaveValue('this_month');
    await expectNoAxeViolations(page);

    // choose a report and filter it: the filters live in the URL
    await page.getByRole('link', { name: 'User-wise' }).click();
    await expect(page).toHaveURL(/\/reports\/users/);
    // the URL changes before the chosen report is on screen (react-router renders the new page as a transition and
    // React keeps the old one, filters and all, until it is ready): a period chosen in the old form would filter the
    // old report (ci13). A user acts on the report they see: wait for its heading.
    await expect(page.getByRole('heading', { level: 2, name: 'User-wise' })).toBeVisible();
    const range = page.getByText(/^Showing .+ to .+$/);
    const thisMonth = (await range.textContent())!;
    await page.getByLabel('Period', { exact: true }).selectOption('last_12_months');
    await expect(page).toHaveURL(/period=last_12_months/);
    const table = reportTable(page, 'User-wise');
    await expect(table).toBeVisible();
    // the new period is rendered (its range), and its numbers have arrived: the table was busy showing the old ones
    await expect(range).not.toHaveText(thisMonth);
    await expect(page.getByRole('region', { name: /^User-wise: counts per row/ })).toHaveAttribute('aria-busy', 'false');

    // a number opens the records behind it
    const cell = table.getByRole('button', { name: /Actions responsible for: show the records$/ }).first();
    const label = (await cell.getAttribute('aria-label'))!;
    const count = Number(label.split(' — ')[0]);
    await cell.click();
    await expect(page).toHaveURL(/drill=/);
    const panel = page.getByRole('region', { name: new RegExp(`Actions responsible for: ${count} records$`) });
    await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
    const records = panel.getByRole('table', { name: /records behind this number/ });
    await expect(records.getByRole('link').first()).toBeVisible();
    expect(await records.getByRole('link').count()).toBe(Math.min(count, 50));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('reports-users.png'), fullPage: true });

    // the chart's numbers as a table
    await page.getByText(/^Data table: Actions responsible for by Person$/).click();
    await expect(page.getByRole('table', { name: 'Actions responsible for by Person' })).toBeVisible();

    // exports: exactly the filtered table
    const rows = await table.locator('tbody tr').count();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^report-users-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Person');
    expect(sheet.getRow(1).getCell(4).value).toBe('Actions responsible for');
    expect(sheet.rowCount).toBe(rows + 2);
    expect(sheet.getRow(rows + 2).getCell(1).value).toBe('Total');
    expect(wb.worksheets[1].getRow(2).getCell(2).value).toMatch(/^Last 12 months: /);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const lines = readFileSync(await csv.path(), 'utf8').replace(/^\ufeff/, '').trim().split('\r\n');
    expect(lines[0].startsWith('Person,Observations reported,Incidents reported,Actions responsible for')).toBe(true);
    expect(lines).toHaveLength(rows + 2);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF' }).click()]);
    expect(readFileSync(await pdf.path()).subarray(0, 4).toString()).toBe('%PDF');

    // a reload keeps the report, its filters and the open drill-down; a record opens
    await page.reload();
    const reloaded = page.getByRole('region', { name: new RegExp(`Actions responsible for: ${count} records$`) }).getByRole('table', { name: /records behind this number/ });
    const number = (await reloaded.getByRole('link').first().textContent())!;
    await reloaded.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/actions\/all\/summary\/\d+/);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('is readable at 360 px and accessible', async ({ page }, testInfo) => {
      await signInAt(page, 'admin@acme.test', '/reports/action_controls?period=last_12_months');
      const table = reportTable(page, 'Control-wise actions');
      await expect(table.getByRole('rowheader', { name: 'Elimination' })).toBeVisible();
      await table.getByRole('button', { name: /^\d+ — Total, Overdue: show the records$/ }).click();
      await expect(page.getByRole('region', { name: /^Total — Overdue: \d+ records$/ }).getByRole('table', { name: /records behind this number/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('reports-phone.png'), fullPage: true });
    });
  });
});
