import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PNG, expectNoAxeViolations, openInApp, signInAt } from './support';

/**
 * Audits (issue 15): conduct an audit on a 360 px phone with a photo → live score → key finding → an action that
 * appears under /actions/audits → submit → approve → printable report; templates and schedules at desktop size.
 */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

async function answer(page: Page, question: string, option: string) {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: option }).check();
}

test.describe('audits on a phone', () => {
  test.use(PHONE);

  test('conducts an audit with a photo, raises an action, submits, approves and prints the report', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/audits/all');
    await expect(page.getByRole('heading', { level: 1, name: 'Audits and inspections' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Audits found: \d+/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Start an audit' }).click();
    const start = page.getByRole('form', { name: 'Start an audit' });
    await start.getByLabel(/^Template/).selectOption({ label: 'Fire safety inspection (v1)' });
    await start.getByLabel(/^Site/).selectOption({ index: 1 });
    // Hugo Dalton audits: the super admin who approves below is never the auditor (separation of duties)
    await start.getByLabel(/^Auditor/).selectOption({ label: 'Hugo Dalton' });
    await start.getByRole('button', { name: 'Start' }).click();

    await expect(page.getByRole('heading', { name: '1. Escape routes' })).toBeVisible();
    const auditUrl = new URL(page.url()).pathname.replace(/\/audit\/0$/, '');
    // not started: no verdict before the first answer (issue 26)
    await expect(page.getByText('Not started', { exact: true })).toBeVisible();
    await expect(page.getByText('Failed')).toHaveCount(0);
    await answer(page, 'Fire exits are unlocked and unobstructed', 'No');
    await expect(page.getByText('This answer needs: a photo, a note')).toBeVisible();
    await expect(page.getByText('Failed').first()).toBeVisible();
    await page.getByLabel('Note').first().fill('Pallets stacked in front of the east exit');
    await page.getByLabel('Photos and documents', { exact: true }).first().setInputFiles({ name: 'east-exit.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('list', { name: /Photos and documents/ }).getByText('east-exit.png')).toBeVisible();
    await answer(page, 'Exit signs are lit', 'Yes');
    await answer(page, 'Assembly point is signposted', 'Yes');
    await expect(page.getByText('Section score 66.7% (4 of 6 points)')).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    // the failing answer raises a real corrective action (type Audit)
    await page.getByRole('button', { name: 'Raise an action for “Fire exits are unlocked and unobstructed”' }).click();
    const dialog = page.getByRole('dialog', { name: 'New corrective action' });
    await dialog.getByLabel(/^Description/).fill('Clear the east fire exit and mark a keep-clear zone');
    await dialog.getByLabel(/^Control type/).selectOption('engineering');
    await dialog.getByLabel(/^Responsible person/).selectOption({ label: 'Hugo Dalton' });
    await dialog.getByLabel(/^Due date/).fill(day(7));
    await dialog.getByRole('button', { name: 'Create action' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Actions raised: 1')).toBeVisible();

    await page.getByRole('button', { name: 'Next section' }).click();
    await expect(page.getByRole('heading', { name: '2. Equipment' })).toBeVisible();
    await answer(page, 'Extinguishers are in place and in date', 'Yes');
    await answer(page, 'Fire alarm was tested this week', 'Yes');
    await answer(page, 'Sprinkler heads are not obstructed', 'Good');
    await page.getByRole('button', { name: 'Go to the summary' }).click();

    await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
    await expect(page.getByText('A critical question has a failing answer.').first()).toBeVisible();
    await page.locator('summary', { hasText: 'Explain my score' }).click();
    await expect(page.getByRole('region', { name: 'Explain my score' }).getByText('Critical question failed: the audit fails')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /^Key findings/ }).click();
    await page.getByLabel(/^Finding/).fill('East fire exit blocked by pallets');
    await page.getByLabel('Severity').selectOption('high');
    await page.getByRole('button', { name: 'Add the finding' }).click();
    await page.getByRole('button', { name: 'Save answers' }).click();
    await expect(page.getByText('Your answers were saved.').last()).toBeVisible();

    await page.getByRole('link', { name: 'Summary' }).click();
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText(/was submitted for approval/)).toBeVisible();
    // no Audit workflow applies to this template and site: the organisation's super admin (signed in) approves
    const approvers = page.getByRole('region', { name: 'Approvers' });
    await expect(approvers.getByText("No audit workflow applies: the organisation's super admin approves.")).toBeVisible();
    await expect(approvers.getByText('Alice Admin: waiting for their decision')).toBeVisible();
    const approval = page.getByRole('form', { name: 'Approval' });
    await approval.getByRole('button', { name: 'Reject' }).click();
    await expect(approval.getByText('A reason is required to reject an audit')).toBeVisible();
    await approval.getByLabel('Reason or remarks').fill('Agreed; the action is raised');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
    await expect(approvers.getByText(/^Alice Admin: approved on /)).toBeVisible();
    await expect(approval).toHaveCount(0);

    await openInApp(page, '/actions/audits');
    await expect(page.getByText('Clear the east fire exit and mark a keep-clear zone').first()).toBeVisible();

    await openInApp(page, `${auditUrl}/report`);
    await expect(page.getByRole('heading', { level: 1, name: /^Audit report .* – Fire safety inspection$/ })).toBeVisible();
    await expect(page.getByText('East fire exit blocked by pallets')).toBeVisible();
    await expect(page.getByRole('img', { name: 'east-exit.png' })).toBeVisible();
    await expectNoAxeViolations(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toMatch(/-AUD-\d+\.pdf$/);
    // the PDF carries the photo (a JPEG image) and the organisation, like the HTML report
    const pdf = readFileSync((await (await download).path())!).toString('latin1');
    expect(pdf).toMatch(/\/Subtype \/Image \/Width \d+ \/Height \d+ \/ColorSpace \/DeviceRGB \/BitsPerComponent 8 \/Filter \/DCTDecode/);
    await expect(page.getByText('Acme Manufacturing', { exact: true })).toBeVisible();

    // schedules with their calendar on the phone: the month grid scrolls in its own region, then the week
    await openInApp(page, '/audits/schedules');
    await expect(page.getByRole('table', { name: 'Schedules found: 4' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Calendar: / })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Month grid: / })).toBeVisible();
    await expect(page.getByText('(today)')).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page.getByRole('table', { name: /^week of / })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test('the template builder with its preview and the recurring schedule form fit a 360 px phone (issue 26)', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/audit-forms');
    await page.getByRole('link', { name: 'Fire safety inspection' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit template: Fire safety inspection' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Preview the form' }).click();
    const preview = page.getByRole('region', { name: 'Preview: Fire safety inspection' });
    await expect(preview.getByRole('heading', { name: '1. Escape routes' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await openInApp(page, '/audits/schedules');
    await page.getByRole('button', { name: 'New schedule' }).click();
    const form = page.getByRole('form', { name: 'New schedule' });
    await form.getByLabel(/^Frequency/).selectOption('monthly');
    await form.getByRole('radio', { name: 'A weekday of the month' }).check();
    await form.getByRole('radio', { name: 'After a number of occurrences' }).check();
    await expect(form.getByLabel(/^Week of the month/)).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await form.getByLabel(/^Frequency/).selectOption('weekly');
    await expect(form.getByRole('group', { name: 'On these weekdays' }).getByRole('checkbox')).toHaveCount(7);
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});

test('templates, the builder and schedules pass axe at desktop size', async ({ page }) => {
  await signInAt(page, 'admin@acme.test', '/audit-forms');
  await expect(page.getByRole('table', { name: 'Templates found: 4' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Fire safety inspection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit template: Fire safety inspection' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Logic of this question' }).first()).toContainText('fails the audit');
  await expectNoAxeViolations(page);
  await openInApp(page, '/audits/schedules');
  await expect(page.getByRole('table', { name: 'Schedules found: 4' })).toBeVisible();
  await openInApp(page, '/audit-summary');
  await expect(page.getByRole('heading', { name: 'Repeated failures' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openInApp(page, '/audits/schedules');
  await expect(page.getByRole('table', { name: 'Schedules found: 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page).toHaveURL(/view=month&date=/);
  await expect(page.getByRole('heading', { name: /^Calendar: / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Month grid: / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Week', exact: true }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByRole('table', { name: /^week of / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New schedule' }).click();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Choose a template')).toBeVisible();
  await expectNoAxeViolations(page);
});
