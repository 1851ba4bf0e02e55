import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PNG, expectNoAxeViolations, exportedSheet, signInAt, tenantUrl } from './support';

/**
 * Observations and corrective actions (issue 6) in Chromium against the demo build.
 */

test.describe('observations', () => {
  test('a supervisor reports an observation with a photo and an action, then completes the action with proof', async ({ page }) => {
    await signInAt(page, 'supervisor@acme.test', '/observations');
    await expect(page).toHaveURL(/\/observations\/new$/);
    await expect(page.getByRole('table', { name: /Observations: \d+ found/ })).toBeVisible();
    const form = page.getByRole('form', { name: 'Report an observation' });
    await form.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Unsafe condition' });
    await form.getByLabel(/^Description( \*)?$/).fill('Guard missing on conveyor C-3');
    await form.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
    await form.getByLabel(/^Risk potential level( \*)?$/).selectOption({ label: 'High' });
    await form.getByLabel(/^Attachments( \*)?$/).setInputFiles({ name: 'guard.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: 'Chosen files for Attachments' })).toContainText('guard.png');
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Add an action' }).click();
    await form.getByLabel(/^Action to take( \*)?$/).fill('Refit the conveyor guard');
    await form.getByLabel(/^Control type( \*)?$/).selectOption({ label: 'Engineering control' });
    await form.getByLabel(/^Responsible person( \*)?$/).selectOption({ label: 'Sara Petrova' });
    await form.getByLabel(/^Action due date( \*)?$/).fill('2031-05-01');
    await form.getByLabel(/^Comment( \*)?$/).fill('Area taped off');
    await form.getByRole('button', { name: 'Submit observation' }).click();
    await expect(page.getByText(/Observation OBS-\d+ was reported\./)).toBeVisible();
    await expect(page).toHaveURL(/\/observations\/summary\/\d+$/);
    await page.getByRole('link', { name: /^Attachments \(1\)/ }).click();
    await expect(page.getByRole('img', { name: 'guard.png' })).toBeVisible();
    await page.getByRole('link', { name: /^Actions \(1\)/ }).click();
    const actionLink = page.getByRole('link', { name: /^ACT-\d+$/ });
    const number = (await actionLink.textContent())!.trim();
    await actionLink.click();

    // the action lives under /actions/observations too
    await expect(page).toHaveURL(/\/actions\/observations\/summary\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Observation actions' })).toBeVisible();
    await page.getByLabel(/^Search( \*)?$/).fill(number);
    await expect(page.getByRole('table', { name: 'Actions: 1 found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Action ${number}` })).toBeVisible();

    // completing needs proof
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.getByLabel(/^Status( \*)?$/).selectOption({ label: 'Completed' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Add completion proof to complete or close the action.').first()).toBeVisible();
    await page.getByLabel(/^Completion proof( \*)?$/).setInputFiles({ name: 'fixed.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Action ${number} was saved.`)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Actions: 1 found' })).toContainText('Completed');
  });

  test('a file that lies about its type is refused with the SPEC toast and the input is cleared', async ({ page }) => {
    await signInAt(page, 'supervisor@acme.test', '/observations/new');
    const input = page.getByLabel(/^Attachments( \*)?$/);
    await input.setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00 this is an exe') });
    await expect(page.getByText('File content does not match PNG format (invoice.png)')).toBeVisible();
    expect(await input.evaluate((el: HTMLInputElement) => el.value)).toBe('');
  });

  test('an anonymous visitor files a public observation on a 360 px phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(tenantUrl('acme', '/observation'));
    await expect(page.getByRole('heading', { name: 'Report an observation' })).toBeVisible();
    await expect(page.getByLabel(/^Site( \*)?$/)).toBeVisible();
    // nothing wider than the screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Choose the type of observation.')).toBeVisible();
    await page.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Near miss' });
    await page.getByLabel(/^Description( \*)?$/).fill('Wet floor by the canteen, no sign');
    await page.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Riverside Warehouse' });
    // the messages above the radios go once the fields are valid; tap only after the form has moved up
    for (const message of ['Choose the type of observation.', 'Describe what you observed.', 'Select a site or area.']) await expect(page.getByText(message)).toBeHidden();
    await page.getByRole('radio', { name: 'Medium' }).check();
    await page.getByLabel(/^Photos or documents( \*)?$/).setInputFiles({ name: 'floor.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('floor.png')).toBeVisible();
    await expect(page.getByLabel('Stay anonymous (no name is stored)')).toBeChecked();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await context.close();
  });

  test('Excel export downloads a real .xlsx of the filtered list', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/observations/new');
    await expect(page.getByRole('table', { name: 'Observations: 300 found' })).toBeVisible();
    // the whole year (300) is far below the export limit (10,000, issue 26): it downloads
    const [yearFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect((await exportedSheet(yearFile)).rowCount).toBe(301);
    await page.locator('#obs-f-risk').selectOption('critical');
    await expect(page).toHaveURL(/[?&]risk_level=critical/);
    await expect(page.getByRole('table', { name: /Observations: \d+ found/ })).not.toHaveAccessibleName('Observations: 300 found');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^observations-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await exportedSheet(download);
    for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getRow(r).getCell(9).value).toBe('Critical');
    // the exported file imports again as it is (export and import share one column definition)
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import observations from Excel' });
    const exported = { name: download.suggestedFilename(), mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: readFileSync(await download.path()) };
    await dialog.getByLabel(/^Excel file \(\.xlsx\)( \*)?$/).setInputFiles(exported);
    await expect(page.getByText(`${sheet.rowCount - 1} observations were imported.`)).toBeVisible();
  });

  test('importing a bad spreadsheet reports the rows and imports nothing', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/observations/new');
    const table = page.getByRole('table', { name: /Observations: \d+ found/ });
    await expect(table).toBeVisible();
    await expect(table.locator('caption')).toHaveText('Observations: 300 found');
    await page.getByRole('button', { name: 'Import from Excel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import observations from Excel' });
    const [template] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download the template' }).click()]);
    expect(template.suggestedFilename()).toBe('observations-import-template.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await template.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    sheet.addRow(['robbery', '', '', 'Moon Base', '', '', 'yesterday', 'extreme']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    await dialog.getByLabel(/^Excel file \(\.xlsx\)( \*)?$/).setInputFiles({ name: 'bad.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Data entered in incorrect format');
    await expect(alert).toContainText('Row 3: unknown type; description missing; unknown site');
    await page.keyboard.press('Escape');
    await expect(table.locator('caption')).toHaveText('Observations: 300 found');
  });

  test('list, form, summary and report pass axe', async ({ page }) => {
    await signInAt(page, 'supervisor@acme.test', '/observations/new');
    await expect(page.getByRole('table', { name: /Observations: \d+ found/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit observation' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit observation' }).click();
    await expect(page.getByText('A comment is required.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^OBS-\d+$/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Observation OBS-/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Printable report' }).click();
    await expect(page.getByRole('heading', { name: /^Observation report OBS-/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(readFileSync(await pdf.path()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
