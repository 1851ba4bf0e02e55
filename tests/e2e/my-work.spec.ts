import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

test('My work lists my work and opens a record from it; it is accessible', async ({ page }) => {
  await signInAt(page, 'hod@acme.test', '/my-work');
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  const actions = page.getByRole('region', { name: /^My open actions/ });
  const first = actions.getByRole('link', { name: /^ACT-\d+$/ }).first();
  await expect(first).toBeVisible();
  await expect(page.getByRole('region', { name: /^Public reports to review/ }).getByRole('link', { name: /^OBS-\d+$/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  const number = await first.textContent();
  await first.click();
  await expect(page).toHaveURL(/\/actions\/all\/summary\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(String(number)) }).first()).toBeVisible();
});
