import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt, switchUser } from './support';

/**
 * Issue 26 "Permits (HSG250, OSHA 1910.146)": the super admin requests a confined-space permit whose pre-entry gas
 * test fails (O₂ 18 %): flagging it unsafe with a note records the failure but the request is refused until a passing
 * re-test is recorded; once requested, the requester — admin or not — is not offered Approve (the approval line says
 * another approver takes it); the reviewer's approval dialog shows the latest test and approves.
 */

const actions = (page: Page) => page.getByRole('region', { name: 'Actions' });

async function readings(gas: Locator, o2: string) {
  await gas.getByLabel(/^O₂ reading/).fill(o2);
  await gas.getByLabel(/^Flammable gas \(LFL\) reading/).fill('0');
  await gas.getByLabel(/^H₂S reading/).fill('0');
  await gas.getByLabel(/^CO reading/).fill('1');
}

test('a requester cannot approve their own confined-space permit and a failed gas test blocks it until a passing re-test', async ({ page }) => {
  test.setTimeout(240_000);
  await signInAt(page, 'admin@acme.test', '/permit-form-questions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New permit: choose a template' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a Confined space entry permit' }).click();
  const form = page.getByRole('form', { name: 'New permit' });
  await expect(page.getByRole('heading', { level: 1, name: 'New permit' })).toBeVisible();
  await form.getByLabel(/^Description of work/).fill('Inspecting tank T-4');
  await form.getByLabel(/^Details of the work/).fill('Internal visual inspection of the tank shell.');
  await form.getByLabel(/^Site/).selectOption({ index: 2 });
  await form.getByLabel(/^Exact location/).fill('Tank farm, T-4');
  await form.getByLabel(/^Name/).fill('Femi Okafor');
  await form.getByLabel(/^Type of space/).selectOption('Tank');
  await form.getByLabel(/^Entry point/).fill('Top manway');
  const rescue = form.getByRole('group', { name: /^Rescue arrangements/ });
  for (const row of ['Standby person at the entry', 'Rescue tripod and winch', 'Communication agreed']) await rescue.getByRole('radio', { name: `${row}: In place` }).check();
  await form.getByLabel(/^Entry attendant/).selectOption([{ label: 'Sara Petrova' }]);

  // the first test fails (O₂ below 19.5 %): the note records it …
  const gas = form.getByRole('group', { name: /^Pre-entry gas test/ });
  await readings(gas, '18');
  await expect(gas.getByText('Gas test failed: the atmosphere is unsafe.')).toBeVisible();
  await gas.getByLabel('Flag the atmosphere as unsafe and record it').check();
  await gas.getByLabel('What was done about it').fill('Low oxygen: forced ventilation started');
  // … but does not let the permit through
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(gas.getByText(/A gas test failed: the permit cannot be requested or approved until a passing re-test is recorded/)).toBeVisible();
  await expect(page).toHaveURL(/\/permit-form-questions\/new\/\d+$/);

  // a passing re-test is recorded; the first (failed) test stays listed
  await gas.getByRole('button', { name: 'Record a re-test' }).click();
  await expect(gas.getByRole('list', { name: 'Earlier tests' })).toContainText('First test');
  await readings(gas, '20.9');
  await expect(gas.getByText('Gas test passed.')).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Submit request' }).click();
  await expect(page.getByText(/^Permit CSE-\d+ saved\.$/)).toBeVisible();
  // the summary's code loads on first use (a busy machine may take a while)
  await expect(page).toHaveURL(/\/permit\/\d+\/summary$/, { timeout: 60_000 });
  const summaryUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: /^Permit CSE-\d+: Inspecting tank T-4$/ })).toBeVisible();

  // the requester (the organisation's super admin) is not offered Approve; the approval line says who takes it
  await expect(actions(page).getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await expect(actions(page).getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(page.getByText(/Alice Admin requested this permit and cannot approve it|never the requester \(Alice Admin\)/)).toBeVisible();
  await expectNoAxeViolations(page);

  // the reviewer sees the latest test (the passing re-test) in the approval dialog and approves
  await switchUser(page, 'hod@acme.test', summaryUrl);
  await actions(page).getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const latest = dialog.getByRole('region', { name: 'Latest gas test' });
  await expect(latest).toContainText('re-test 1');
  await expect(latest).toContainText('O₂: 20.9 % vol (Pass)');
  await expect(latest.getByRole('alert')).toHaveCount(0);
  const reasons = dialog.getByLabel(/^Why may it go ahead/);
  for (let i = 0; i < (await reasons.count()); i++) await reasons.nth(i).fill('Different area, agreed with the area owner');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'History' }).getByText('Approved', { exact: true })).toBeVisible();
});
