import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signIn, signInAt, tenantUrl } from './support';

/** The onboarding wizard (globex starts onboarding in every fresh context) and the activity log, in Chromium. */

const PHONE = { width: 360, height: 740 };

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** axe at desktop width and at 360 px, then back */
async function axeBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  const desktop = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(desktop);
}

test.describe('onboarding wizard', () => {
  test('the globex owner sets the organisation up, resumes after signing out, finishes and reaches the app', async ({ page }) => {
    await signIn(page, 'owner@globex.test');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(stepHeading(page, 'Step 1 of 5: Sites')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sites Current step' })).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('list', { name: 'Your sites' })).toContainText('Central Depot');
    await axeBothWidths(page);

    // 1. a site, with the sites module's own form
    await page.getByRole('button', { name: 'Add a site' }).click();
    const form = page.getByRole('form', { name: 'New site' });
    await form.getByLabel(/^Site name/).fill('North Terminal');
    await form.getByLabel(/^Time zone/).selectOption('Europe/Madrid');
    await form.getByLabel(/^Head of safety/).selectOption({ label: 'Olga Owens' });
    await axeBothWidths(page);
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByRole('list', { name: 'Your sites' })).toContainText('North Terminal');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 2. a division and a department in the sites module's tree editor
    await expect(stepHeading(page, 'Step 2 of 5: Divisions, departments and units')).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Step 2 of 5' })).toHaveText('Step 2 of 5: Divisions, departments and units');
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'North Terminal' });
    const tree = page.getByRole('tree', { name: 'Divisions, departments and units' });
    await page.getByRole('button', { name: 'Add division' }).click();
    await page.getByRole('textbox', { name: 'Name of the new division' }).fill('Operations');
    await page.keyboard.press('Enter');
    await expect(tree.getByRole('treeitem', { name: 'Operations', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('textbox', { name: 'Name of the new department' }).fill('Cross-docking');
    await page.keyboard.press('Enter');
    await expect(tree.getByRole('treeitem', { name: 'Cross-docking', exact: true })).toBeFocused();
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 3. invite a person (the users module's POST /users)
    await expect(stepHeading(page, 'Step 3 of 5: Users')).toBeFocused();
    await page.getByLabel(/^Full name/).fill('Nora Field');
    await page.getByLabel(/^Email/).fill('nora.field@globex.test');
    await page.getByLabel(/^Role/).selectOption({ label: 'Supervisor' });
    await page.getByRole('checkbox', { name: 'North Terminal' }).check();
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Nora Field (nora.field@globex.test)')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 4. modules
    await expect(stepHeading(page, 'Step 4 of 5: Module selection')).toBeFocused();
    const modules = page.getByRole('group', { name: 'Modules' });
    await modules.getByRole('checkbox', { name: 'Contractors' }).uncheck();
    await modules.getByRole('checkbox', { name: 'Document library' }).uncheck();
    await axeBothWidths(page);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // 5. review: starter content in one click (twice adds nothing)
    await expect(stepHeading(page, 'Step 5 of 5: Review and finish')).toBeFocused();
    await page.getByLabel('Industry', { exact: true }).selectOption({ label: 'Warehousing and logistics' });
    await page.getByRole('button', { name: 'Add starter content' }).click();
    await expect(page.getByText(/^Warehousing and logistics: added 4 categories, 9 sub-categories and 2 templates\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'Add starter content' }).click();
    await expect(page.getByText('The Warehousing and logistics starter content is already in place: nothing was added.')).toBeVisible();
    await axeBothWidths(page);

    // sign out half-way and back in: the wizard resumes where it was
    await page.getByRole('link', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, 'owner@globex.test');
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(stepHeading(page, 'Step 5 of 5: Review and finish')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Divisions, departments and units Completed' })).toBeVisible();
    await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('logistics');
    await expect(page.getByText('Sites: 2')).toBeVisible();

    // finish: the guards let the tenant in at once, with the menu
    await page.getByRole('button', { name: 'Finish set-up' }).click();
    await expect(page).not.toHaveURL(/\/onboarding/);
    await expect(page.getByRole('navigation', { name: /menu/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sites' }).first()).toBeVisible();
    // /onboarding is closed now
    await page.goto(tenantUrl('globex', '/onboarding'));
    await expect(page).not.toHaveURL(/\/onboarding/);
  });
});

test.describe('activity log', () => {
  test('an admin edits a site and sees the entry with their name and the changed field', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/sites');
    await page.getByRole('link', { name: 'Edit Northfield Plant' }).click();
    const edit = page.getByRole('form', { name: 'Edit site Northfield Plant' });
    await edit.getByLabel('City').fill('Wakefield');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Site Northfield Plant was saved.')).toBeVisible();

    await openInApp(page, '/activity-logs');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity log' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Activity log: 1 changes found' });
    const row = table.getByRole('row', { name: /Northfield Plant/ });
    await expect(row).toContainText('Alice Admin');
    await expect(row).toContainText('City: Leeds → Wakefield');
    await axeBothWidths(page);

    // filters live in the address
    await page.getByLabel('Record type').selectOption({ label: 'User' });
    await expect(page.getByRole('table', { name: 'Activity log: 0 changes found' })).toBeVisible();
    await expect(page).toHaveURL(/record_type=user/);
    await page.goBack();
    await expect(page.getByRole('table', { name: 'Activity log: 1 changes found' })).toBeVisible();
  });
});
