import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAxeViolations, openInApp, signInAndWait, signInAt } from './support';

/** Contractors, their workers and documents (issue 27) in Chromium against the demo build. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const COMPANY = 'Northbridge Scaffolding Ltd';

/** the document's width in CSS pixels (under mobile emulation innerWidth grows with the content) */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** a local day `days` from today, as a date input takes it */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function openOwnCompany(page: Page, section: 'workers' | 'documents') {
  await openInApp(page, '/contractors');
  const table = page.getByRole('table', { name: /^Contractors: \d+ found/ });
  await table.getByRole('link', { name: `${section === 'workers' ? 'Workers' : 'Documents'} of ${COMPANY}` }).click();
}

test.describe('contractors', () => {
  test('a contractor user adds a worker and a document valid for three weeks, and sees the expiry warning', async ({ page }) => {
    await signInAt(page, 'contractor@acme.test', '/contractors');
    await expect(page.getByRole('heading', { level: 1, name: 'Contractors' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Contractors: 1 found' });
    await expect(table.getByRole('row', { name: new RegExp(COMPANY) })).toContainText('Expiring');
    await expectNoAxeViolations(page);

    await openOwnCompany(page, 'workers');
    await expect(page.getByRole('heading', { level: 1, name: `Workers of ${COMPANY}` })).toBeVisible();
    await page.getByRole('link', { name: 'New worker' }).click();
    const form = page.getByRole('form', { name: 'New worker' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ola Nordmann');
    await form.getByLabel('Age').fill('31');
    await form.getByLabel('Phone').fill('+47 912 34 567');
    await form.getByLabel('Gender').selectOption('Female');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Add worker' }).click();
    await expect(page.getByText('Worker Ola Nordmann added: pending review.')).toBeVisible();
    await expect(page.getByRole('table', { name: /^Workers: \d+ found/ }).getByRole('row', { name: /Ola Nordmann/ })).toContainText('Pending review');

    await openOwnCompany(page, 'documents');
    await expect(page.getByText(/document\(s\) expire within a month/)).toBeVisible();
    await page.getByRole('link', { name: 'New document' }).click();
    const doc = page.getByRole('form', { name: 'New document' });
    await doc.getByRole('textbox', { name: 'Title', exact: true }).fill('Insurance 2027');
    await doc.getByLabel('Valid until').fill(dayFromToday(21));
    await doc.getByLabel('File').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(doc.getByRole('list', { name: /File/ })).toContainText('insurance.pdf');
    await doc.getByRole('button', { name: 'Add document' }).click();
    await expect(page.getByText('Document Insurance 2027 added: pending review.')).toBeVisible();
    await expect(page.getByText(/This document expires on .*, within a month\./)).toBeVisible();
    await expect(page.getByRole('table', { name: /^Documents: \d+ found/ }).getByRole('row', { name: /Insurance 2027/ })).toContainText('Expires within a month');
    await expectNoAxeViolations(page);
  });

  test('an admin approves a worker someone else submitted; a 100-row upload with 3 bad rows reports exactly those', async ({ page }) => {
    await signInAndWait(page, 'admin@acme.test');
    await openOwnCompany(page, 'workers');
    await page.getByRole('tab', { name: /^Pending review/ }).click();
    const pending = page.getByRole('table', { name: /^Workers: \d+ found/ });
    await pending.getByRole('link', { name: /^Edit / }).first().click();
    const review = page.getByRole('region', { name: 'Review' });
    await review.getByRole('radio', { name: 'Approved' }).check();
    await expectNoAxeViolations(page);
    await review.getByRole('button', { name: 'Save the decision' }).click();
    await expect(page.getByText('Marked Approved.')).toBeVisible();
    await expect(page.getByText(/^Alice Admin, /)).toBeVisible();

    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Workers');
    ws.addRow(['Name', 'Age', 'Phone', 'Gender']);
    for (let i = 0; i < 100; i++) ws.addRow([`Worker ${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`, 20 + (i % 40), '', i % 2 ? 'Male' : 'Female']);
    ws.getRow(12).getCell(2).value = 15; // row 12: too young
    ws.getRow(40).getCell(1).value = 'R2-D2'; // row 40: not letters
    ws.getRow(77).getCell(4).value = 'Robot'; // row 77: not a gender
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());

    await page.getByRole('button', { name: 'Bulk upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bulk upload of workers' });
    await dialog.getByLabel('Excel file (.xlsx)').setInputFiles({ name: 'workers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    const report = dialog.getByRole('table', { name: 'Upload problems: 3' });
    await expect(report.getByRole('row')).toHaveText([/Row/, /^12Age/, /^40Name/, /^77Gender/]);
    await expect(dialog.getByRole('alert')).toContainText('Nothing was added');
    await expectNoAxeViolations(page);
  });

  test('on a phone the registers and forms fit the screen', async ({ browser }) => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await signInAndWait(page, 'admin@acme.test');
    for (const path of ['/contractors/new', '/contractor/uncategory-workers']) {
      await openInApp(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
    // a company's workers and documents, their new forms and the company's edit form
    for (const section of ['workers', 'documents'] as const) {
      await openOwnCompany(page, section);
      await expect(page.getByRole('table').first()).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      const list = new URL(page.url()).pathname.replace(/\/(new)?$/, '');
      await openInApp(page, `${list}/new`);
      await expect(page.getByRole('textbox').first()).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    }
    await openInApp(page, '/contractors');
    await page.getByRole('table', { name: /^Contractors: \d+ found/ }).getByRole('link', { name: new RegExp(`^Edit ${COMPANY}`) }).click();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
