import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** Workflows (issue 13): register, editor with ordered reviewers, impact preview before saving, delete fallback. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

async function addReviewer(page: Page, name: string) {
  const form = page.getByRole('form', { name: /workflow/i });
  await form.getByLabel('Reviewer to add').selectOption({ label: name });
  await form.getByRole('button', { name: 'Add reviewer' }).click();
  await expect(form.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

test.describe('workflows', () => {
  test('an admin creates a parallel workflow, edits it to sequential after the impact preview, then deletes one', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/workflows');
    await expect(page.getByRole('heading', { level: 1, name: 'Workflows' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Workflows: 4 found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New workflow' }).click();
    const form = page.getByRole('form', { name: 'New workflow' });
    await expect(form).toBeVisible();
    // a refused submit lands on the first field to fix
    await form.getByRole('button', { name: 'Create workflow' }).click();
    await expect(form.getByText('Title is required.')).toBeVisible();
    await expect(form.getByText('Select at least one reviewer.')).toBeVisible();
    await expect(form.getByLabel(/^Title/)).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Title/).fill('Harbour observation review');
    await form.getByRole('radio', { name: 'Parallel' }).check();
    await form.getByLabel(/^Module/).selectOption({ label: 'Observations' });
    const sites = form.getByRole('combobox', { name: /^Sites/ });
    await sites.fill('Harbour');
    await form.getByRole('option', { name: 'Harbour Assembly' }).click();
    await sites.press('Escape');
    for (const name of ['Hugo Dalton', 'Sara Petrova', 'Pablo Ortega']) await addReviewer(page, name);
    await form.getByLabel(/^Approve when this many agree/).selectOption({ label: '2 of 3 reviewers' });
    await form.getByLabel(/^Lead time per step/).fill('24');
    await form.getByLabel('Lead time unit').selectOption({ label: 'Hours' });
    await form.getByLabel('Escalation user').selectOption({ label: 'Alice Admin' });
    await form.getByRole('button', { name: 'Create workflow' }).click();

    const created = page.getByRole('dialog', { name: 'Create this workflow?' });
    await expect(created.getByText(/^Records whose review restarts: \d+$/)).toBeVisible();
    await expect(created.getByRole('cell', { name: '2 of 3 must agree: Hugo Dalton, Sara Petrova, Pablo Ortega' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await created.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByText('Workflow Harbour observation review was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/workflows\/edit\/\d+$/);
    await expect(page.getByRole('table', { name: 'Workflows: 5 found' })).toBeVisible();

    // edit: sequential, Pablo Ortega approves first
    const edit = page.getByRole('form', { name: 'Edit workflow Harbour observation review' });
    await edit.getByRole('radio', { name: 'Sequential' }).check();
    await edit.getByRole('button', { name: 'Move Pablo Ortega up' }).click();
    await edit.getByRole('button', { name: 'Move Pablo Ortega up' }).click();
    await expect(edit.getByRole('button', { name: 'Move Pablo Ortega up' })).toBeFocused();
    await expect(edit.getByRole('list', { name: 'Chosen reviewers: 3' }).getByRole('listitem').first()).toContainText('Pablo Ortega');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const impact = page.getByRole('dialog', { name: 'Save this workflow?' });
    await expect(impact.getByText(/^Records whose review restarts: \d+$/)).toBeVisible();
    const first = impact.getByRole('row').nth(1);
    await expect(first).toContainText('Harbour Assembly');
    await expect(first).toContainText('Waiting for review');
    await expect(first).toContainText('Pablo Ortega first, then Hugo Dalton, Sara Petrova');
    await expectNoAxeViolations(page);
    await impact.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(page.getByText('Workflow Harbour observation review was saved.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Workflows: 5 found' }).getByRole('row', { name: /Harbour observation review/ })).toContainText('Pablo Ortega → Hugo Dalton → Sara Petrova');

    // delete a seeded workflow from the register: its records fall back to the super admin
    await page.getByRole('button', { name: 'Delete Observation close-out – Northfield Plant' }).click();
    const removal = page.getByRole('dialog', { name: 'Delete workflow Observation close-out – Northfield Plant?' });
    await expect(removal.getByText('Records no other workflow covers get the super admin, Alice Admin, as their primary reviewer.')).toBeVisible();
    await expect(removal.getByRole('cell', { name: 'Alice Admin (super admin, primary reviewer)' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await removal.getByRole('button', { name: 'Delete workflow' }).click();
    await expect(page.getByText('Workflow Observation close-out – Northfield Plant was deleted. Alice Admin (super admin) is now the primary reviewer of its records.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Workflows: 4 found' })).toBeVisible();
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the register, the editor and the impact dialog fit and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/workflows');
      await expect(page.getByRole('table', { name: 'Workflows: 4 found' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Edit Incident investigation sign-off' }).click();
      const edit = page.getByRole('form', { name: 'Edit workflow Incident investigation sign-off' });
      await expect(edit.getByRole('list', { name: 'Chosen reviewers: 2' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await edit.getByRole('button', { name: 'Move Sara Petrova up' }).click();
      await edit.getByRole('button', { name: 'Save changes' }).click();
      const impact = page.getByRole('dialog', { name: 'Save this workflow?' });
      await expect(impact.getByText(/^Records whose review restarts: \d+$/)).toBeVisible();
      await expect(impact.getByRole('row').nth(1)).toContainText('Sara Petrova first, then Hugo Dalton');
      await expectNoAxeViolations(page);
      await impact.getByRole('button', { name: 'Cancel' }).click();
      await expect(impact).toBeHidden();
      await expect(edit.getByRole('list', { name: 'Chosen reviewers: 2' }).getByRole('listitem').first()).toContainText('Sara Petrova');
    });
  });
});
