import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, tenantUrl } from './support';

test('a signed-out visitor sees the landing page, switches language, and it is accessible', async ({ page }, testInfo) => {
  await page.goto(tenantUrl('acme', '/'));
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Safer workplaces, one report at a time' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle(/^Sign in \| /);
  await expectNoAxeViolations(page);

  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Sprache')).toBeVisible();
  await expectNoAxeViolations(page);

  // the choice is stored and survives a reload
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();

  await page.screenshot({ path: testInfo.outputPath('landing-de.png'), fullPage: true });
  await testInfo.attach('landing-de', { path: testInfo.outputPath('landing-de.png'), contentType: 'image/png' });
});

test('an unknown path goes to /not_found, and signed out from there to /login', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/no/such/page'));
  await expect(page).toHaveURL(/\/login$/);
});

test('the platform address says where the demo organisations sign in', async ({ page }) => {
  await page.goto(tenantUrl(null, '/login'));
  const hint = page.getByRole('complementary', { name: 'Demo organisations' });
  await expect(hint).toContainText('password Demo@12345');
  await hint.getByRole('link', { name: /^acme\.localhost/ }).click();
  await expect(page).toHaveURL(tenantUrl('acme', '/login'));
  await expect(page.getByRole('complementary', { name: 'Demo organisations' })).toHaveCount(0);
});
