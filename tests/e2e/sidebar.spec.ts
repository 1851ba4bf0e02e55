import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAndWait, tenantUrl } from './support';

test('desktops keep the menu beside the page: where you are, collapsible, remembered; phones keep the menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signInAndWait(page, 'supervisor@acme.test');
  await page.goto(tenantUrl('acme', '/observations/new'));
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Observations' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Incidents' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the main menu' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // moving between modules keeps the menu and marks the new place
  await nav.getByRole('link', { name: 'Incidents' }).click();
  await expect(page).toHaveURL(/\/incidents\/new$/);
  await expect(nav.getByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page');

  // collapse to an icon rail: the links keep their names; the choice survives a reload
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Observations' })).toBeVisible();
  const rail = await nav.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
  expect(rail).toBeLessThan(80);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand the menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand the menu' }).click();
  await expect(page.getByRole('button', { name: 'Collapse the menu' })).toHaveAttribute('aria-expanded', 'true');

  // a tablet: no sidebar, the menu button opens the drawer
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the main menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page');
});
