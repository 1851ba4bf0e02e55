import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, signInAt } from './support';

/** OSHA 300 / 300A / 301 (issue 17): open the log, filter by year, open a case's 301, export the log; axe. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const THIS_YEAR = new Date().getFullYear();
const log = (page: Page, year: number) => page.getByRole('table', { name: `OSHA Form 300: log of work-related injuries and illnesses, ${year}` });
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('osha logs', () => {
  test('log → year filter → Excel and PDF exports → a case’s 301 → 300A; accessible', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/osha-logs');
    await expect(page.getByRole('heading', { name: 'OSHA injury and illness logs' })).toBeVisible();
    await expect(log(page, THIS_YEAR)).toBeVisible();
    await expectNoAxeViolations(page);

    // last year, in the URL; then back to this year
    await page.getByLabel('Year').selectOption(String(THIS_YEAR - 1));
    await expect(page).toHaveURL(new RegExp(`year=${THIS_YEAR - 1}`));
    await expect(log(page, THIS_YEAR - 1).or(page.getByText(`No recordable cases in ${THIS_YEAR - 1}.`))).toBeVisible();
    await page.getByLabel('Year').selectOption(String(THIS_YEAR));
    await expect(log(page, THIS_YEAR)).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');

    // the Excel export of the log: a real .xlsx with the Form 300 columns and one row per case
    const rows = await log(page, THIS_YEAR).getByRole('row').count();
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the log to Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toBe(`osha-300-${THIS_YEAR}.xlsx`);
    const bytes = readFileSync(await xlsx.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('(A) Case no.');
    expect(sheet.getRow(1).getCell(7).value).toBe('(G) Death');
    expect(sheet.rowCount).toBe(rows);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the log to PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`osha-300-${THIS_YEAR}.pdf`);
    expect(readFileSync(await pdf.path()).subarray(0, 4).toString()).toBe('%PDF');

    // a case's 301
    const firstCase = log(page, THIS_YEAR).getByRole('rowheader').first();
    const caseNo = (await firstCase.textContent())!.trim();
    await page.getByRole('link', { name: `Form 301 of case ${caseNo}` }).click();
    await expect(page.getByRole('heading', { name: `Form 301: injury and illness incident report, case ${caseNo}` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Form 301 — Incident report' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Information about the case' })).toBeVisible();
    const [pdf301] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export this 301 to PDF' }).click()]);
    expect(pdf301.suggestedFilename()).toBe(`osha-301-${caseNo}.pdf`);
    expect(readFileSync(await pdf301.path()).subarray(0, 4).toString()).toBe('%PDF');
    await expectNoAxeViolations(page);

    // the 300A
    await page.getByRole('tab', { name: 'Form 300A — Summary' }).click();
    await expect(page.getByRole('table', { name: `OSHA Form 300A: summary of work-related injuries and illnesses, ${THIS_YEAR}` })).toBeVisible();
    // its Excel export: the totals as numbers
    const [summary] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export the 300A to Excel' }).click()]);
    expect(summary.suggestedFilename()).toBe(`osha-300a-${THIS_YEAR}.xlsx`);
    const summaryBook = new ExcelJS.Workbook();
    await summaryBook.xlsx.load(readFileSync(await summary.path()) as unknown as ArrayBuffer);
    const labels = summaryBook.worksheets[0].getColumn(1).values.map(String);
    expect(labels.some((v) => v.startsWith('(G) Total number of deaths'))).toBe(true);
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the log scrolls inside its labelled region, the page does not; the 300A and a 301 fit; axe passes', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/osha-logs');
      await expect(log(page, THIS_YEAR)).toBeVisible();
      await expect(page.getByRole('region', { name: 'OSHA 300 log (scrolls sideways)' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await page.getByRole('tab', { name: 'Form 300A — Summary' }).click();
      await expect(page.getByRole('table', { name: /^OSHA Form 300A:/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      // a 301 chosen from the case list
      await page.getByRole('tab', { name: 'Form 301 — Incident report' }).click();
      await page.getByLabel('Case').selectOption({ index: 1 });
      await expect(page.getByRole('heading', { name: /^Form 301: injury and illness incident report, case / })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    });
  });
});
