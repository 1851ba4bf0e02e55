import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn, tenantUrl } from './support';

/** Route table and access control (SPEC §2, §6): where each demo account lands, deep links, the menu. */

const path = (page: Page) => new URL(page.url()).pathname;

const LANDINGS: { email: string; landing: RegExp; heading: string | RegExp }[] = [
  { email: 'admin@acme.test', landing: /^\/$/, heading: /./ },
  { email: 'permits@acme.test', landing: /^\/permit-forms$/, heading: 'Permit templates' },
  { email: 'noaccess@acme.test', landing: /^\/no_permissions$/, heading: 'No access permissions yet' },
  { email: 'owner@globex.test', landing: /^\/onboarding$/, heading: "Welcome! Let's set up Globex Logistics" },
  { email: 'admin@initech.test', landing: /^\/roadblock$/, heading: 'Your organisation is locked' },
  { email: 'master@platform.test', landing: /^\/organizations$/, heading: 'Organisations' },
];

for (const { email, landing, heading } of LANDINGS) {
  test(`${email} signs in and lands on ${landing.source}`, async ({ page }) => {
    await signIn(page, email);
    await expect.poll(() => path(page)).toMatch(landing);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    // it stays there once every request has settled
    await page.waitForLoadState('networkidle');
    expect(path(page)).toMatch(landing);
  });
}

test('noaccess@acme.test is told to contact the administrator', async ({ page }) => {
  await signIn(page, 'noaccess@acme.test');
  // the page says it, and so does the sign-in's toast (either may show first)
  await expect(page.getByText('Login successful. However, you have no access permissions assigned yet. Please contact your administrator').first()).toBeVisible();
  await expect(page).toHaveTitle(/^No access \| /);
  await expectNoAxeViolations(page);
});

test('an inactive user is refused at sign-in', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByLabel('Email').fill('inactive@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Your account is inactive\. Please contact your administrator/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  expect(path(page)).toBe('/login');
});

test('a deep link while signed out goes to /login, and back to the deep link after sign-in', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/users/7/permission'));
  await expect.poll(() => path(page)).toBe('/login');
  await page.getByLabel('Email').fill('admin@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => path(page)).toBe('/users/7/permission');
  await expect(page).toHaveTitle(/^User permissions \| /);
});

test('guards redirect exactly: permit fallback with the redirected query, admin-only, signed-out-only, unknown', async ({ page }) => {
  await signIn(page, 'supervisor@acme.test');
  await expect.poll(() => path(page)).toBe('/');
  await page.goto(tenantUrl('acme', '/permit-form-questions/new'));
  await expect.poll(() => new URL(page.url()).search).toBe(`?redirected=${encodeURIComponent('/permit-form-questions/new')}`);
  expect(path(page)).toBe('/');
  await page.goto(tenantUrl('acme', '/sso_configs'));
  await expect.poll(() => path(page)).toBe('/');
  await page.goto(tenantUrl('acme', '/login'));
  await expect.poll(() => path(page)).toBe('/');
  await page.goto(tenantUrl('acme', '/no/such/page'));
  await expect.poll(() => path(page)).toBe('/not_found');
  // public report pages let signed-in users through
  await page.goto(tenantUrl('acme', '/observation'));
  await page.waitForLoadState('networkidle');
  expect(path(page)).toBe('/observation');
});

test('the side menu shows only permitted entries, grouped as modules and settings; the shell is accessible', async ({ page }) => {
  // a tablet: the menu is the drawer behind the menu button (desktops: sidebar.spec.ts)
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, 'supervisor@acme.test');
  await expect.poll(() => path(page)).toBe('/');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Open the main menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const modules = nav.getByRole('list', { name: 'Modules' });
  await expect(modules.getByRole('link', { name: 'Observations' })).toBeVisible();
  await expect(modules.getByRole('link', { name: 'Incidents' })).toBeVisible();
  await expect(modules.getByRole('link', { name: 'Permits', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Contractors' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Single sign-on settings' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await modules.getByRole('link', { name: 'Incidents' }).click();
  await expect.poll(() => path(page)).toBe('/incidents/new');
  await expect(page).toHaveTitle(/^Incidents \| /);
  // the menu collapsed after the navigation
  await expect(nav).toHaveCount(0);
});

test('the admin sees the settings and admin-only entries; the master sees the platform only', async ({ browser }) => {
  // tablets: the drawer behind the menu button
  const tablet = { viewport: { width: 1024, height: 800 } };
  const admin = await (await browser.newContext(tablet)).newPage();
  await signIn(admin, 'admin@acme.test');
  await expect.poll(() => path(admin)).toBe('/');
  await admin.getByRole('button', { name: 'Open the main menu' }).click();
  const settings = admin.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Settings' });
  for (const name of ['Users', 'Roles', 'Sites', 'Permit templates', 'Single sign-on settings', 'Subscription', 'Email templates', 'Manpower']) {
    await expect(settings.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(admin);

  const master = await (await browser.newContext(tablet)).newPage();
  await signIn(master, 'master@platform.test');
  await expect.poll(() => path(master)).toBe('/organizations');
  await master.getByRole('button', { name: 'Open the main menu' }).click();
  const nav = master.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('list', { name: 'Platform' }).getByRole('link', { name: 'Domains' })).toBeVisible();
  await expect(nav.getByRole('list', { name: 'Modules' })).toHaveCount(0);
  await expect(nav.getByRole('list', { name: 'Settings' })).toHaveCount(0);
  await master.goto(tenantUrl(null, '/permits'));
  await expect.poll(() => path(master)).toBe('/organizations');
});

test('the roadblock and onboarding screens are accessible and translated', async ({ page }) => {
  await signIn(page, 'admin@initech.test');
  await expect.poll(() => path(page)).toBe('/roadblock');
  await expect(page.getByRole('link', { name: 'Sign out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Language').selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Votre organisation est verrouillée' })).toBeVisible();
  await page.goto(tenantUrl('initech', '/users'));
  await expect.poll(() => path(page)).toBe('/roadblock');
});
