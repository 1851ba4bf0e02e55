import { expect, test } from '@playwright/test';
import { PNG, expectNoAxeViolations, exportedSheet, signInAt, tenantUrl } from './support';

/**
 * Incident register (list, classification matrix, reporting form with victims, summary) and the public
 * /incident form, in Chromium against the demo build.
 */

test.describe('incident register', () => {
  test('the HOD reports an incident with a victim and finds it in the register', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/incidents');
    await expect(page).toHaveURL(/\/incidents\/new$/);
    const table = page.getByRole('table', { name: /^Incidents: \d+ found$/ });
    await expect(table).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Open \d+$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('table', { name: 'Number of incidents for each severity and likelihood' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Report an incident' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // the matrix filters the list
    const pending = page.getByRole('button', { name: /^Rating pending: \d+$/ });
    await pending.click();
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Show every rating' }).click();
    await expect(pending).toHaveAttribute('aria-pressed', 'false');

    await form.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Injury' });
    await form.getByLabel(/^Category( \*)?$/).selectOption({ label: 'Manual handling' });
    await form.getByLabel(/^Description( \*)?$/).fill('Back strain while lifting a drum in store 2');
    await form.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Northfield Plant' });
    await form.getByLabel(/^Shift( \*)?$/).selectOption({ label: 'Night' });
    await form.getByLabel(/^Risk level( \*)?$/).selectOption({ label: 'High' });
    await form.getByLabel('Severity', { exact: true }).selectOption({ label: 'Serious' });
    await form.getByLabel('Likelihood', { exact: true }).selectOption({ label: 'Likely or intermittent' });
    await expect(form.getByText('Serious × Likely or intermittent (6, Medium)')).toBeVisible();
    await form.getByLabel(/^Attachments( \*)?$/).setInputFiles({ name: 'drum.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('list', { name: 'Chosen files for Attachments' })).toContainText('drum.png');
    await form.getByRole('group', { name: 'Were there victims?' }).getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('link', { name: 'Add a victim' }).click();
    await expect(page).toHaveURL(/\/incidents\/new\/victim\/new$/);
    const dialog = page.getByRole('dialog', { name: 'Add a victim' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel(/^Victim type( \*)?$/).selectOption({ label: 'Employee' });
    await dialog.getByLabel(/^Victim name( \*)?$/).fill('Lena Park');
    await dialog.getByLabel(/^Gender( \*)?$/).selectOption({ label: 'Female' });
    await dialog.getByRole('checkbox', { name: 'Back' }).check();
    await dialog.getByRole('checkbox', { name: 'Taken to hospital' }).check();
    await dialog.getByRole('button', { name: 'Save victim' }).click();
    await expect(page).toHaveURL(/\/incidents\/new$/);
    await expect(form.getByRole('cell', { name: 'Lena Park', exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Submit incident' }).click();

    await expect(page.getByText(/^Incident INC-\d+ was reported\.$/)).toBeVisible();
    await expect(page).toHaveURL(/\/incidents\/summary\/\d+$/);
    const heading = page.getByRole('heading', { name: /^Incident INC-\d+$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Incident ', '').trim();
    await expect(page.getByRole('list', { name: 'Victims' })).toContainText('Lena Park');
    await expect(page.getByRole('list', { name: 'Victims' })).toContainText('Female');
    await expect(page.getByRole('link', { name: 'Continue investigation' })).toBeVisible();
    await expectNoAxeViolations(page);

    // it is in the register
    await page.getByLabel('Search', { exact: true }).fill(number);
    await expect(page.getByRole('table', { name: 'Incidents: 1 found' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Incidents: 1 found' })).toContainText('Serious × Likely or intermittent (6, Medium)');

    // the printable report
    await page.getByRole('link', { name: 'Printable report' }).click();
    await expect(page.getByRole('heading', { name: `Incident report ${number}` })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  });

  test('Excel export downloads every incident of the chosen tab and filters', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/incidents/new');
    await page.getByRole('tab', { name: /^Closed \d+$/ }).click();
    await page.locator('#inc-f-type').selectOption('injury');
    const table = page.locator('table.data-table');
    await expect(table.locator('tbody tr').first()).toContainText('Injury');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const found = Number(/(\d+)/.exec((await table.locator('caption').textContent()) ?? '')?.[1]);
    expect(found).toBeGreaterThan(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^incidents-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await exportedSheet(download);
    expect(sheet.rowCount).toBe(found + 1);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(sheet.getRow(r).getCell(3).value).toBe('Injury');
      expect(sheet.getRow(r).getCell(12).value).toBe('Closed');
    }
  });

  test('an anonymous visitor reports an incident on a 360 px phone', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(tenantUrl('acme', '/incident'));
    await expect(page.getByRole('heading', { name: 'Report an incident' })).toBeVisible();
    await expect(page.getByLabel(/^Site( \*)?$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Choose the type of incident.')).toBeVisible();
    await expect(page.getByText('Describe what happened.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Type( \*)?$/).selectOption({ label: 'Near miss' });
    await page.getByLabel(/^Description( \*)?$/).fill('A pallet fell from the rack next to aisle 3');
    await page.getByLabel(/^Site( \*)?$/).selectOption({ label: 'Riverside Warehouse' });
    // the messages above the radios go once the fields are valid; tap only after the form has moved up
    for (const message of ['Choose the type of incident.', 'Describe what happened.', 'Select a site or area.']) await expect(page.getByText(message)).toBeHidden();
    await page.getByRole('radio', { name: 'Medium' }).check();
    await page.getByLabel(/^Photos or documents( \*)?$/).setInputFiles({ name: 'rack.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('rack.png')).toBeVisible();
    await expect(page.getByLabel('Stay anonymous (no name is stored)')).toBeChecked();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Report another incident' })).toHaveAttribute('href', '/incident');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
