import { expect, test, type Page } from '@playwright/test';
import { dismissToast, openInApp, signInAt, switchUser } from './support';

/**
 * Issue 26 (ISO 45001 7.5.3): a HIRA revision leaves the risk in Published, as the version in force with its own
 * approver and next review, until the revision is approved; the assessor is never its approver.
 */

const REF = 'E2E-HIRA-REV';
const summary = (page: Page) => page.getByRole('region', { name: `Risk ${REF}` });
const publishedRow = (page: Page) => page.getByRole('table', { name: /^Risks: \d+ found$/ }).getByRole('row').filter({ has: page.getByRole('link', { name: REF }) });
/** the register, newest reference first: E2E-… sorts before every seeded ACM-… risk */
const register = (tab = '') => `/hira?${tab ? `tab=${tab}&` : ''}sort=reference_id&order=desc`;
const detail = (page: Page, label: string) => summary(page).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('a HIRA revision leaves the risk in Published until approved', async ({ page }) => {
  await signInAt(page, 'admin@acme.test', '/hira/new');
  const form = page.getByRole('form', { name: 'New risk assessment' });
  await form.getByLabel(/^Risk assessment ID/).fill(REF);
  await form.getByLabel(/^Classification/).selectOption({ label: 'Routine activity' });
  await form.getByLabel(/^Title/).fill('Forklift near pedestrians');
  await form.getByLabel(/^Site/).selectOption({ index: 1 });
  await form.getByRole('textbox', { name: 'Hazard' }).fill('Moving forklift');
  await form.getByRole('textbox', { name: 'Risk', exact: true }).fill('Pedestrian struck');
  await form.getByRole('textbox', { name: 'Consequence' }).fill('Crush injury');
  await form.getByLabel(/^Assessed by/).selectOption({ label: 'Alice Admin' });
  const inherent = form.getByRole('group', { name: /^Risk rating \(inherent\)/ });
  await inherent.getByLabel('Likelihood').selectOption({ label: '3 – Likely' });
  await inherent.getByLabel('Severity').selectOption({ label: '4 – Major' });
  await form.getByRole('button', { name: 'Add control' }).click();
  await form.getByLabel(/^Control 1/).fill('Barrier-separated walkways');
  const residual = form.getByRole('group', { name: /^Residual rating/ });
  await residual.getByLabel('Likelihood').selectOption({ label: '2 – Possible' });
  await residual.getByLabel('Severity').selectOption({ label: '4 – Major' });
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`Risk ${REF} was saved.`)).toBeVisible();
  await dismissToast(page, `Risk ${REF} was saved.`);

  // the admin assessed it: the workflow's other reviewer approves, and the admin is told why they cannot
  await summary(page).getByRole('button', { name: 'Send for approval' }).click();
  await expect(summary(page).getByText(/^Waiting for approval by Hugo Dalton .*The assessor is not an approver of their own risk/)).toBeVisible();
  await expect(summary(page).getByText('You assessed this risk, so you cannot approve or reject it: another person decides (separation of duties).')).toBeVisible();
  await expect(summary(page).getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Hugo Dalton approves version 1
  await switchUser(page, 'hod@acme.test', register('waiting'));
  await page.getByRole('link', { name: REF, exact: true }).click();
  await summary(page).getByRole('button', { name: 'Approve' }).click();
  // closed, so the same words after the second approval are that approval's (a success toast stays 10 s)
  await dismissToast(page, `Risk ${REF} was approved and published.`);
  await expect(detail(page, 'Approved by')).toContainText('Hugo Dalton');
  const nextReview = (await detail(page, 'Next review').textContent())!.trim();
  expect(nextReview).not.toBe('—');

  // version 2 as a draft: version 1 stays in force, listed in Published with its next review
  await summary(page).getByRole('link', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Edit risk ${REF}` });
  await edit.getByLabel(/^Title/).fill('Forklift near pedestrians, night shift');
  await edit.getByRole('button', { name: 'Save draft' }).click();
  await expect(summary(page).getByText('Version 2', { exact: true })).toBeVisible();
  await expect(summary(page).getByText(new RegExp(`^Version 1 stays in force until version 2 is approved \\(approved by Hugo Dalton on .*; next review ${nextReview}\\)`))).toBeVisible();
  // version 2 does not carry version 1's approver
  await expect(detail(page, 'Approved by')).toHaveText('—');
  await openInApp(page, register());
  await expect(page.getByRole('tab', { name: /^Published \d+$/ })).toHaveAttribute('aria-selected', 'true');
  await expect(publishedRow(page)).toContainText('Forklift near pedestrians');
  await expect(publishedRow(page)).not.toContainText('night shift');
  await expect(publishedRow(page)).toContainText('Revision 2: Draft');
  await expect(publishedRow(page)).toContainText(nextReview);

  // sent for approval: still Published as version 1
  await page.getByRole('link', { name: REF, exact: true }).click();
  await summary(page).getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText(`Risk ${REF} was sent for approval.`)).toBeVisible();
  await openInApp(page, register());
  await expect(publishedRow(page)).toContainText('Revision 2: Waiting for approval');

  // Hugo Dalton approves version 2 (Alice Admin is still its assessor): version 2 replaces version 1 in Published
  await page.getByRole('link', { name: REF, exact: true }).click();
  await summary(page).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Risk ${REF} was approved and published.`)).toBeVisible();
  await openInApp(page, register());
  await expect(publishedRow(page)).toContainText('night shift');
  await expect(publishedRow(page)).not.toContainText('Revision 2');
});
