import { expect, test, type Page } from '@playwright/test';
import { dismissToast, expectNoAxeViolations, keyboardDragReady, signInAt } from './support';

/** Permit templates (issue 14, part 1): the builder, show-if logic, keyboard reordering, preview, versions and diff. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('permit templates', () => {
  test('an admin builds a template with a gas test and a show-if rule, reorders by keyboard, previews, publishes v1 and v2 and sees the diff', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/permit-forms');
    await expect(page.getByRole('heading', { level: 1, name: 'Permit templates' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Permit templates: 6 found' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New permit template' }).click();
    const form = page.getByRole('form', { name: 'New permit template' });
    await expect(form.getByRole('heading', { level: 3, name: 'Location of Work' })).toBeVisible();
    await expect(form.getByLabel(/^Default hours from start/)).toHaveValue('8');
    await expect(form.getByLabel(/^Default hours for an extension/)).toHaveValue('4');
    await form.getByLabel(/^Permit name/).fill('Tank cleaning');
    await form.getByLabel(/^Prefix id/).fill('TC');
    await form.getByLabel(/^Description/).fill('Cleaning of storage tanks from inside');
    await page.getByRole('button', { name: 'Create template' }).click();
    await expect(page.getByText('Template Tank cleaning saved.')).toBeVisible();
    await dismissToast(page, 'Template Tank cleaning saved.');
    await expect(page).toHaveURL(/\/permit-forms\/\d+$/);
    const builder = page.getByRole('form', { name: 'Permit template Tank cleaning' });
    await expect(builder.getByText('Draft: not published yet')).toBeVisible();

    // a new section with a radio question and a gas test shown only when the answer is Yes
    await builder.getByRole('button', { name: 'Add section' }).click();
    await expect(builder.getByLabel(/^Section title/).last()).toBeFocused();
    await builder.getByLabel(/^Section title/).last().fill('Atmosphere');
    const section = builder.getByRole('region', { name: 'Atmosphere' });
    await section.getByLabel('Type of the new question').selectOption({ label: 'Radio buttons' });
    await section.getByRole('button', { name: 'Add question to Atmosphere' }).click();
    const questions = section.getByRole('list', { name: 'Questions of Atmosphere' });
    await expect(questions.getByRole('listitem').first().getByLabel(/^Label/)).toBeFocused();
    await questions.getByRole('listitem').first().getByLabel(/^Label/).fill('Is the tank ventilated?');
    await questions.getByRole('listitem').first().getByLabel('Answer required').check();
    await questions.getByRole('listitem').first().getByRole('button', { name: 'Close' }).click();
    await section.getByLabel('Type of the new question').selectOption({ label: 'Gas test' });
    await section.getByRole('button', { name: 'Add question to Atmosphere' }).click();
    const gas = questions.getByRole('listitem').nth(1);
    await gas.getByLabel(/^Label/).fill('Entry gas test');
    await expect(gas.getByRole('group', { name: 'Gases and safe limits' }).getByRole('textbox', { name: 'Gas', exact: true }).first()).toHaveValue('O₂');
    await gas.getByLabel('Show when the answer to').selectOption({ label: 'Is the tank ventilated?' });
    await expect(gas.getByLabel('Condition')).toHaveValue('is');
    await expect(gas.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(gas.getByText('Shown when “Is the tank ventilated?” is Yes')).toBeVisible();
    await expectNoAxeViolations(page);
    await gas.getByRole('button', { name: 'Close' }).click();

    // keyboard reordering: the new section moves above the Declaration section
    const sections = builder.getByRole('list', { name: 'Sections' });
    await expect(sections.locator(':scope > li h3')).toHaveText(['Location of Work', 'Duration of Work', 'Night Work Checklist', 'Closure Checklist', 'Declaration', 'Atmosphere']);
    const handle = builder.getByRole('button', { name: 'Move section Atmosphere', exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    await keyboardDragReady(page);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(/^Atmosphere is now at position 5 of 6\.$/)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Atmosphere dropped at position 5 of 6\.$/)).toBeAttached();
    await expect(sections.locator(':scope > li h3')).toHaveText(['Location of Work', 'Duration of Work', 'Night Work Checklist', 'Closure Checklist', 'Atmosphere', 'Declaration']);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Template Tank cleaning saved.')).toBeVisible();

    // the preview renders the generated form: the gas test shows after Yes, and an unsafe reading is flagged
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('form', { name: 'Permit form preview' });
    await expect(preview.getByRole('group', { name: /Entry gas test/ })).toHaveCount(0);
    await preview.getByRole('group', { name: /Is the tank ventilated/ }).getByLabel('Yes').check();
    const test = preview.getByRole('group', { name: /Entry gas test/ });
    await test.getByLabel('O₂ reading (% vol)').fill('18.5');
    await expect(test.getByText('Unsafe (too low)')).toBeVisible();
    await expect(test.getByText('Gas test failed: the atmosphere is unsafe.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Hide preview' }).click();

    await page.getByRole('button', { name: 'Publish version 1' }).click();
    await expect(page.getByText('Version 1 published.')).toBeVisible();
    await expect(builder.getByText('Version 1 is published; the draft matches it')).toBeVisible();
    await expect(page.getByRole('table', { name: '1 published version' })).toBeVisible();

    // edit and publish v2, then the diff names what changed
    await builder.getByLabel(/^Default hours from start/).fill('10');
    await page.getByRole('button', { name: 'Publish version 2' }).click();
    await expect(page.getByText('Version 2 published.')).toBeVisible();
    const diff = page.getByRole('region', { name: 'Changes from Version 1 to Version 2' });
    await expect(diff.getByText('Default hours')).toBeVisible();
    await expect(diff.locator('del')).toHaveText('8');
    await expect(diff.locator('ins')).toHaveText('10');
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the register, the builder and the preview fit and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/permit-forms');
      await expect(page.getByRole('table', { name: 'Permit templates: 6 found' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Confined space entry permit' }).click();
      const builder = page.getByRole('form', { name: 'Permit template Confined space entry permit' });
      await expect(builder.getByRole('heading', { level: 3, name: 'Entry conditions' })).toBeVisible();
      await builder.getByRole('button', { name: 'Edit' }).nth(8).click();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('form', { name: 'Permit form preview' });
      await expect(preview.getByRole('group', { name: /Pre-entry gas test/ })).toBeVisible();
      await expect(preview.getByRole('group', { name: /Rescue arrangements/ })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
