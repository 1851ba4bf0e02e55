import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** Sites settings (issue 13, sites register and editor) in Chromium against the demo build. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** the document's width in CSS pixels (under mobile emulation innerWidth grows with the content) */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('sites', () => {
  test('an admin creates a site, then edits it; register and form pass axe', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/sites');
    await expect(page).toHaveURL(/\/sites\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sites: 4 found' })).toBeVisible();
    const form = page.getByRole('form', { name: 'New site' });
    await expect(form).toBeVisible();
    await expectNoAxeViolations(page);

    // a refused submit lands on the first field to fix
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect(form.getByText('Site name is required.')).toBeVisible();
    await expect(form.getByLabel(/^Site name/)).toBeFocused();
    await expectNoAxeViolations(page);

    await form.getByLabel(/^Site name/).fill('Southbank Yard');
    await form.getByLabel(/^Time zone/).selectOption('Europe/London');
    await form.getByLabel(/^Head of safety/).selectOption({ label: 'Hugo Dalton' });
    await form.getByLabel(/^Head of site/).selectOption({ label: 'Alice Admin' });
    await form.getByLabel('Emergency phone').fill('+44 20 7946 0018');
    await form.getByLabel('Emergency email').fill('safety@southbank.test');
    await form.getByLabel('Address').fill('1 Riverside Walk');
    await form.getByLabel('City').fill('London');
    await form.getByLabel('Country').fill('United Kingdom');
    await form.getByLabel('Latitude').fill('51.5072');
    await form.getByLabel('Longitude').fill('-0.1276');
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByText('Site Southbank Yard was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/sites\/edit\/\d+$/);
    await expect(page.getByRole('table', { name: 'Sites: 5 found' })).toBeVisible();

    // edit it from its row: make it inactive
    await page.getByRole('link', { name: 'Edit Southbank Yard' }).click();
    const edit = page.getByRole('form', { name: 'Edit site Southbank Yard' });
    await expect(edit.getByLabel('City')).toHaveValue('London');
    await expect(edit.getByLabel('Latitude')).toHaveValue('51.5072');
    await edit.getByLabel('Status').selectOption({ label: 'Inactive' });
    await edit.getByLabel('Zip code').fill('SE1 9PX');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Site Southbank Yard was saved.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Sites: 4 found' })).toBeVisible();
    await page.getByRole('tab', { name: /^Inactive/ }).click();
    const inactive = page.getByRole('table', { name: 'Sites: 1 found' });
    await expect(inactive.getByRole('row', { name: /Southbank Yard/ })).toContainText('Hugo Dalton');
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the register and the editor do not scroll sideways', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/sites');
      await expect(page.getByRole('table', { name: 'Sites: 4 found' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'New site' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await page.getByRole('link', { name: 'Edit Northfield Plant' }).click();
      await expect(page.getByRole('form', { name: 'Edit site Northfield Plant' }).getByLabel('City')).toHaveValue('Leeds');
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
