import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt, switchUser, tenantUrl } from './support';

/**
 * The permit lifecycle (issue 14): a requester fills a hot work permit from its template on a phone (workers, location,
 * answers incl. a gas test) and submits it; an approver approves; suspend → re-issue → extend → handover (the incoming
 * person confirms) → hand-back → close, each in the history; a low-risk template's permit is approved on submission;
 * revoke without a comment is refused; the template gets a new version and the closed permit still shows the answers
 * of the version it was made from. axe on the form and the summary at 360 px and on desktop.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** runs a lifecycle action from the summary through its dialog; `fill` answers the dialog's fields */
async function act(page: Page, button: string, confirm: string, fill?: (dialog: Locator) => Promise<void>) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('permit lifecycle', () => {
  test('request on a phone, approve, suspend, re-issue, extend, hand over, hand back, close; low-risk auto-approval; pinned answers after a new version', async ({ page }) => {
    test.setTimeout(420_000);

    // an administrator publishes the low-risk template (unpublished in the seed)
    await signInAt(page, 'admin@acme.test', '/permit-forms');
    await page.getByRole('link', { name: 'General low-risk work' }).click();
    await page.getByRole('button', { name: 'Publish version 1' }).click();
    await expect(page.getByText('Version 1 published.')).toBeVisible();

    // --- the requester, on a 360 px phone -------------------------------------------------------------------------
    await page.setViewportSize(PHONE);
    await switchUser(page, 'hod@acme.test', '/permit-form-questions/new');
    await expect(page.getByRole('heading', { name: 'New permit: choose a template' })).toBeVisible();
    await page.getByRole('link', { name: 'Start a Hot work permit' }).click();
    const form = page.getByRole('form', { name: 'New permit' });
    await expect(form.getByText('Template: Hot work permit, version 2')).toBeVisible();
    await form.getByLabel(/^Description of work/).fill('Welding a bracket on the pipe rack');
    await form.getByLabel(/^Details of the work/).fill('Two welds on the rack support, area screened.');
    await form.getByLabel(/^Site/).selectOption({ index: 1 });
    await form.getByLabel(/^Exact location/).fill('Pipe rack, bay 2');
    // the pin is picked on the site plan (leaflet, loaded on demand); the select beside it shows the choice
    const pin = form.getByLabel('Pin on the site plan');
    await expect(pin).toHaveValue('');
    await form.getByRole('button', { name: 'Pick on the site plan' }).click();
    const plan = form.getByRole('region', { name: 'Site plan with its pins and zones' });
    await plan.locator('.permit-pin').first().click();
    await expect(pin).not.toHaveValue('');
    await form.getByLabel(/^Name/).fill('Femi Okafor');
    await form.getByLabel(/^Company/).fill('Delta Mechanical Ltd');
    await form.getByRole('group', { name: /Precautions in place/ }).getByLabel('Fire extinguisher within reach').check();
    await form.getByRole('group', { name: /Could flammable vapours be present/ }).getByLabel('Yes').check();
    const gas = form.getByRole('group', { name: /Gas test before hot work/ });
    await gas.getByLabel(/^O₂ reading/).fill('20.9');
    await gas.getByLabel(/^Flammable gas \(LFL\) reading/).fill('2');
    await gas.getByLabel(/^CO reading/).fill('3');
    await expect(gas.getByText('Gas test passed.')).toBeVisible();
    await form.getByLabel(/^Fire watch/).selectOption({ label: 'Sara Petrova' });
    await expect(form.getByRole('region', { name: 'Clashes with other permits' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await form.getByRole('button', { name: 'Submit request' }).click();
    await expect(page).toHaveURL(/\/permit\/\d+\/summary$/);
    const summaryUrl = page.url();
    await expect(page.getByRole('heading', { name: /^Permit HW-\d+: Welding a bracket on the pipe rack$/ })).toBeVisible();
    await expect(page.getByText('Requested', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Hot work permit, version 2')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await documentWidth(page)).toBeLessThanOrEqual(PHONE.width);

    // --- the approver, on a desktop -----------------------------------------------------------------------------
    await page.setViewportSize(DESKTOP);
    await switchUser(page, 'admin@acme.test', summaryUrl);
    await expect(page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Approve', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await act(page, 'Approve', 'Approve', async (d) => {
      // a clash with another permit is acknowledged with a reason
      const reasons = d.getByLabel(/^Why may it go ahead/);
      for (let i = 0; i < (await reasons.count()); i++) await reasons.nth(i).fill('Different shift, agreed with the area owner');
    });
    await expect(history(page).getByText('Approved', { exact: true })).toBeVisible();
    await act(page, 'Suspend', 'Suspend', (d) => d.getByLabel(/^Reason for suspension/).fill('Fire alarm test in the building'));
    await expect(history(page).getByText('Suspended', { exact: true })).toBeVisible();
    await expect(history(page).getByText('Fire alarm test in the building')).toBeVisible();
    await act(page, 'Re-issue', 'Re-issue');
    await expect(history(page).getByText('Re-issued', { exact: true })).toBeVisible();
    await act(page, 'Extend', 'Extend', async (d) => {
      await expect(d.getByLabel(/^Extend by \(hours\)/)).toHaveValue('4');
      await d.getByLabel('I confirm').check();
    });
    await expect(history(page).getByText('Extended', { exact: true })).toBeVisible();
    await act(page, 'Hand over', 'Hand over', async (d) => {
      await d.getByLabel(/^Incoming person/).selectOption({ label: 'Hugo Dalton' });
      await d.getByLabel('Handover notes').fill('Second weld still to do.');
      await d.getByLabel(/^I have briefed the incoming person/).check();
    });
    await expect(history(page).getByText('Handed over', { exact: true })).toBeVisible();
    await expect(page.getByText('Waiting for Hugo Dalton to confirm the handover.').first()).toBeVisible();

    // --- the incoming person confirms, hands back and closes ------------------------------------------------------
    await switchUser(page, 'hod@acme.test', summaryUrl);
    await act(page, 'Confirm handover', 'I take over');
    await expect(page.getByText(/Accepted by Hugo Dalton/)).toBeVisible();
    await act(page, 'Hand back', 'Hand back', async (d) => {
      const checklist = d.getByRole('group', { name: /Before hand-back/ });
      for (const item of ['Work area left clean and safe', 'Tools and materials removed', 'Isolations removed', 'Workers accounted for']) await checklist.getByLabel(item).check();
    });
    await expect(history(page).getByText('Handed back', { exact: true })).toBeVisible();
    await act(page, 'Close', 'Close permit');
    await expect(history(page).getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByText('No action is open to you on this permit now.')).toBeVisible();

    // --- a low-risk template's permit is approved on submission; revoke needs a comment ---------------------------
    await page.goto(tenantUrl('acme', '/permit-form-questions/new'));
    await page.getByRole('link', { name: 'Start a General low-risk work' }).click();
    const low = page.getByRole('form', { name: 'New permit' });
    await low.getByLabel(/^Description of work/).fill('Replacing a door closer');
    await low.getByLabel(/^Details of the work/).fill('Hand tools only.');
    await low.getByLabel(/^Site/).selectOption({ index: 1 });
    await low.getByLabel(/^Exact location/).fill('Office corridor');
    await low.getByLabel(/^Name/).fill('Lena Novak');
    await low.getByLabel(/^Description of the work/).fill('Unscrew the old closer, fit the new one.');
    await expectNoAxeViolations(page);
    await low.getByRole('button', { name: 'Submit (approved at once)' }).click();
    await expect(page).toHaveURL(/\/permit\/\d+\/summary$/);
    await expect(history(page).getByText('Approved automatically (low risk)')).toBeVisible();
    await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Revoke', exact: true }).click();
    const revoke = page.getByRole('dialog');
    await revoke.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(revoke.getByText('A comment is required to revoke a permit.')).toBeVisible();
    await revoke.getByRole('button', { name: 'Cancel' }).click();
    await expect(history(page).getByText('Revoked', { exact: true })).toHaveCount(0);

    // --- the template gets a new version; the closed permit keeps its version's answers ---------------------------
    await switchUser(page, 'admin@acme.test', '/permit-forms');
    await page.getByRole('link', { name: 'Hot work permit' }).click();
    const builder = page.getByRole('form', { name: 'Permit template Hot work permit' });
    await builder.getByLabel(/^Description/).first().fill('Welding, cutting and grinding (revised).');
    await page.getByRole('button', { name: 'Publish version 3' }).click();
    await expect(page.getByText('Version 3 published.')).toBeVisible();
    await page.goto(summaryUrl);
    await expect(page.getByText('Hot work permit, version 2')).toBeVisible();
    const answers = page.getByRole('region', { name: 'Answers (template version 2)' });
    await expect(answers.getByText('Fire watch')).toBeVisible();
    await expect(answers.getByText(/O₂: 20.9/)).toBeVisible();
    await expect(answers.getByText('Fire extinguisher within reach')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });
});
