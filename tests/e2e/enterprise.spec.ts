import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signInAt, tenantUrl } from './support';

/** Issue 28 in Chromium against the demo build: SSO by the configured id (a guest joins), the enterprise look, /organization_verify. */

test('SSO through /login/sso by the unique id: a directory person who is not a user joins as a guest', async ({ page }) => {
  await page.goto(tenantUrl('vertex', '/login/sso'));
  await page.getByLabel('Organisation ID').fill('vertex-sso');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Sign in to Vertex Chemicals with Demo identity provider.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('dana.field@vertex.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in with single sign-on' }).click();
  // a guest has no permissions (SPEC §6)
  await page.waitForURL((url) => url.pathname === '/no_permissions');
});

test("vertex's look applies app-wide (colour, logo, font) and its admin's editor passes axe at desktop and 360 px", async ({ browser }) => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 360, height: 740 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInAt(page, 'admin@vertex.test', '/subscriptions');
    await expect(page.getByRole('heading', { name: 'Customised look' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('img', { name: 'Vertex Chemicals' })).toBeVisible();
    const look = await page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      return { primary: css.getPropertyValue('--ehs-primary').trim(), font: getComputedStyle(document.body).fontFamily };
    });
    expect(look.primary).toBe('#0f766e');
    expect(look.font).toContain('Palatino');
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect(width).toBe(viewport.width);
    await context.close();
  }
});

test('/organization_verify on the app host finds an organisation and passes axe', async ({ page }) => {
  await page.goto(tenantUrl('app', '/organization_verify'));
  await page.getByLabel('Organisation ID').fill('acme');
  await page.getByRole('button', { name: 'Find organisation' }).click();
  await expect(page.getByRole('link', { name: 'Continue to Acme Manufacturing' })).toHaveAttribute('href', tenantUrl('acme', '/login'));
  await expectNoAxeViolations(page);
});
