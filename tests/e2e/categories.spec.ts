import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/**
 * Settings > Categories (issue 13): categories with sub-categories, and environment categories, in Chromium
 * against the demo build.
 */

// names unique per run: the demo data persists in the browser's IndexedDB only for this context
const stamp = Date.now().toString(36).slice(-5);

test.describe('categories', () => {
  test('an admin adds a category and a sub-category, and the observation form offers them', async ({ page }) => {
    const category = `Lifting gear ${stamp}`;
    await signInAt(page, 'admin@acme.test', '/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    await expect(page.getByRole('table', { name: /Categories: \d+ found/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New category' }).click();
    const form = page.getByRole('form', { name: 'New category' });
    await form.getByLabel(/^Name( \*)?$/).fill(category);
    await form.getByLabel(/^Category type( \*)?$/).selectOption({ label: 'Observation' });
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Category ${category} was created.`)).toBeVisible();

    // the new category opens its sub-categories
    await expect(page.getByRole('heading', { level: 1, name: `Sub-categories of ${category}` })).toBeVisible();
    await expect(page.getByText('This category has no sub-categories yet.')).toBeVisible();
    await page.getByLabel(/^Name of the new sub-category( \*)?$/).fill('Slings');
    await page.getByRole('button', { name: 'Add sub-category' }).click();
    const table = page.getByRole('table', { name: `Sub-categories of ${category}: 1` });
    await expect(table.getByRole('cell', { name: 'Slings', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // a duplicate is refused under the field, the text stays
    await page.getByLabel(/^Name of the new sub-category( \*)?$/).fill('slings');
    await page.getByRole('button', { name: 'Add sub-category' }).click();
    await expect(page.getByText('This name is already used here. Choose another name.')).toBeVisible();
    await expect(page.getByLabel(/^Name of the new sub-category( \*)?$/)).toHaveValue('slings');

    // rename in place by keyboard
    await table.getByRole('button', { name: 'Rename Slings' }).focus();
    await page.keyboard.press('Enter');
    const rename = page.getByLabel(/^New name for Slings( \*)?$/);
    await expect(rename).toBeFocused();
    await rename.fill('Web slings');
    await page.keyboard.press('Enter');
    await expect(table.getByRole('button', { name: 'Rename Web slings' })).toBeFocused();

    await openInApp(page, '/observations/new');
    const choice = page.getByRole('form', { name: 'Report an observation' }).getByLabel(/^Category( \*)?$/);
    await expect(choice.locator('option', { hasText: `${category} › Web slings` })).toHaveCount(1);
    await choice.selectOption({ label: `${category} › Web slings` });
    await expect(choice.locator('option', { hasText: category })).toHaveCount(2);
  });

  test('an admin adds an environment category and the list reloads', async ({ page }) => {
    const name = `Steam use ${stamp}`;
    await signInAt(page, 'admin@acme.test', '/environment_categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Environment categories' })).toBeVisible();
    const table = page.getByRole('table', { name: /Environment categories: \d+ found/ });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'New environment category' }).click();
    const form = page.getByRole('form', { name: 'New environment category' });
    await expect(form.getByLabel(/^Name( \*)?$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await form.getByLabel(/^Name( \*)?$/).fill(name);
    await form.getByLabel(/^Environment type( \*)?$/).selectOption({ label: 'Energy' });
    await form.getByLabel(/^Unit of measure( \*)?$/).fill('t');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Environment category ${name} was created.`)).toBeVisible();
    // the list holds only what GET /v2/environment_categories answers: the row shows once it reloaded
    await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the category screens pass axe at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAt(page, 'admin@acme.test', '/categories?category_type=observation');
    const table = page.getByRole('table', { name: /Categories: \d+ found/ });
    await expect(table.getByRole('link', { name: 'Housekeeping', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await table.getByRole('link', { name: 'Housekeeping', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sub-categories of Housekeeping' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sub-categories of Housekeeping: 2' })).toBeVisible();
    await expectNoAxeViolations(page);
    await openInApp(page, '/environment_categories');
    await expect(page.getByRole('table', { name: /Environment categories: \d+ found/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
