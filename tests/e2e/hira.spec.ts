import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { dismissToast, expectNoAxeViolations, signInAt } from './support';

/** HIRA register (issue 16): matrices that filter, draft → waiting → approve → edit → new version with a diff → archive. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const REF = 'E2E-HIRA-1';

const registerTable = (page: Page) => page.getByRole('table', { name: /^Risks: \d+ found$/ });
const summary = (page: Page) => page.getByRole('region', { name: `Risk ${REF}` });

test.describe('hira', () => {
  test('a matrix cell filters the register; a risk goes draft → waiting → approved → version 2 with a diff → archived', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/hira');
    await expect(page.getByRole('heading', { level: 1, name: 'HIRA register' })).toBeVisible();
    await expect(registerTable(page)).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Published \d+$/ })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    // the residual matrix: a cell with risks filters the register (state in the URL), a second press clears it
    const residual = page.getByRole('table', { name: /^Residual risk matrix/ });
    const cell = residual.getByRole('button', { name: /: [1-9]\d* risks, score/ }).first();
    const label = (await cell.textContent())!;
    const count = Number(/: (\d+) risks, score/.exec(label)![1]);
    await cell.click();
    await expect(page.getByRole('table', { name: `Risks: ${count} found` })).toBeVisible();
    await expect(page).toHaveURL(/matrix=residual/);
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
    // keyboard: the focused cell moves with the arrow keys, Enter toggles it
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/matrix=/);
    await expect(cell).toHaveAttribute('aria-pressed', 'false');

    // a new risk, saved as a draft
    await page.getByRole('link', { name: 'New risk assessment' }).click();
    const form = page.getByRole('form', { name: 'New risk assessment' });
    await expect(form).toBeVisible();
    await form.getByLabel(/^Risk assessment ID/).fill(REF);
    await form.getByLabel(/^Classification/).selectOption({ label: 'Non-routine activity' });
    await form.getByLabel(/^Title/).fill('Cleaning the silo roof');
    await form.getByLabel(/^Site/).selectOption({ index: 1 });
    await form.getByRole('textbox', { name: 'Hazard' }).fill('Fragile roof panels');
    await form.getByRole('textbox', { name: 'Risk', exact: true }).fill('Fall through the roof');
    await form.getByRole('textbox', { name: 'Consequence' }).fill('Fatal injury');
    // assessed by Hugo Dalton: the admin, the other reviewer of the HIRA workflow, approves (never the assessor)
    await form.getByLabel(/^Assessed by/).selectOption({ label: 'Hugo Dalton' });
    const inherent = form.getByRole('group', { name: /^Risk rating \(inherent\)/ });
    await inherent.getByLabel('Likelihood').selectOption({ label: '3 – Likely' });
    await inherent.getByLabel('Severity').selectOption({ label: '5 – Catastrophic' });
    await expect(inherent.getByText('Rating: Likely × Catastrophic = 15 (Extreme)', { exact: false })).toBeVisible();
    await form.getByRole('button', { name: 'Add control' }).click();
    await form.getByLabel(/^Control 1/).fill('Crawling boards over the panels');
    const residualRating = form.getByRole('group', { name: /^Residual rating/ });
    await residualRating.getByLabel('Likelihood').selectOption({ label: '2 – Possible' });
    await residualRating.getByLabel('Severity').selectOption({ label: '5 – Catastrophic' });
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(`Risk ${REF} was saved.`)).toBeVisible();
    await expect(summary(page).getByText('Draft', { exact: true })).toBeVisible();
    await dismissToast(page, `Risk ${REF} was saved.`);

    // draft → waiting → approved (the admin is a reviewer of the seeded HIRA workflow)
    await summary(page).getByRole('button', { name: 'Send for approval' }).click();
    await expect(page.getByText(`Risk ${REF} was sent for approval.`)).toBeVisible();
    await expect(summary(page).getByText(/^Waiting for approval by /)).toBeVisible();
    await summary(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Risk ${REF} was approved and published.`)).toBeVisible();
    await expect(summary(page).getByText('Approved', { exact: true })).toBeVisible();
    await expect(summary(page).getByText('There is only one version: nothing to compare yet.')).toBeVisible();

    // edit: the published risk becomes version 2, a draft; the changes show field by field
    await summary(page).getByRole('link', { name: 'Edit' }).click();
    const edit = page.getByRole('form', { name: `Edit risk ${REF}` });
    await expect(edit.getByText('This risk is published: saving starts version 2, a draft that needs approval again.')).toBeVisible();
    await edit.getByLabel(/^Title/).fill('Cleaning the silo roof from a platform');
    await edit.getByRole('group', { name: /^Residual rating/ }).getByLabel('Likelihood').selectOption({ label: '1 – Rare' });
    await edit.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText(`Risk ${REF} was saved.`)).toBeVisible();
    await expect(summary(page).getByText('Version 2', { exact: true })).toBeVisible();
    const diff = summary(page).getByRole('table', { name: /^Changes from Version 1 .* to Version 2 .*: 2 fields$/ });
    await expect(diff).toBeVisible();
    await expect(diff.getByRole('row', { name: /^Title/ })).toContainText('from a platform');
    await expect(diff.getByRole('row', { name: /^Residual rating/ })).toContainText('Possible × Catastrophic = 10 (High)');
    await expect(diff.getByRole('row', { name: /^Residual rating/ })).toContainText('Rare × Catastrophic = 5 (Medium)');
    await expect(summary(page).getByRole('list', { name: 'Timeline' })).toContainText('New version started by Alice Admin');
    await expectNoAxeViolations(page);

    // archive
    await summary(page).getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText(`Risk ${REF} was archived.`)).toBeVisible();
    await expect(summary(page).getByText('Archived', { exact: true })).toBeVisible();
    await page.getByRole('tab', { name: /^Archive \d+$/ }).click();
    await expect(registerTable(page).getByRole('link', { name: REF })).toBeVisible();

    // the filtered register (the Archive tab) to Excel and PDF
    const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
    expect(xlsx.suggestedFilename()).toMatch(/^hira-archive-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Risk assessment ID');
    const refs = sheet.getColumn(1).values.slice(2);
    expect(refs).toContain(REF);
    expect(refs.every((v) => typeof v === 'string')).toBe(true);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync(await pdf.path()).subarray(0, 4).toString()).toBe('%PDF');
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the register with its matrices and a summary fit and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/hira');
      await expect(registerTable(page)).toBeVisible();
      await expect(page.getByRole('table', { name: /^Inherent risk matrix/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await registerTable(page).getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: /^Risk [A-Z]+-HIRA-\d+$/ })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Changes between versions' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth))).toBeLessThanOrEqual(360);
    });
  });
});
