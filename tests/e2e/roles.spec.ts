import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn, signInAt } from './support';

/**
 * Roles settings (issue 13, roles live) in Chromium against the demo build: the role × module × right matrix, the
 * members panel, "view as this role", and a role given to a user who is signed in in another window of the same
 * browser, whose menu and route guard follow at once (RulesChannel), without a reload.
 */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** the document's width in CSS pixels (under mobile emulation innerWidth grows with the content) */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const path = (page: Page) => new URL(page.url()).pathname;

/**
 * Windows of one browser share localStorage, and a tab follows the session stored by another (sign-out, another user:
 * lib/session/cross-tab.ts). So that an admin and a second user can both work in their windows, this window keeps its
 * session in its own sessionStorage: it starts signed out, and neither window sees the other's sign-in.
 */
async function signedInOwnSession(page: Page, email: string) {
  await page.addInitScript(() => {
    const KEY = 'ehs-session';
    const proto = Storage.prototype;
    const real = { get: proto.getItem, set: proto.setItem, remove: proto.removeItem };
    const own = (store: Storage, key: string) => (store === window.localStorage && key === KEY ? window.sessionStorage : store);
    proto.getItem = function getItem(this: Storage, key: string) {
      return real.get.call(own(this, key), key);
    };
    proto.setItem = function setItem(this: Storage, key: string, value: string) {
      real.set.call(own(this, key), key, value);
    };
    proto.removeItem = function removeItem(this: Storage, key: string) {
      real.remove.call(own(this, key), key);
    };
  });
  await signIn(page, email);
  await expect.poll(() => path(page), { timeout: 15_000 }).not.toBe('/login');
}

test('an admin creates a role without Audit read and gives it to a signed-in user: their menu loses Audits live', async ({ browser }) => {
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await signInAt(adminPage, 'admin@acme.test', '/roles');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
  const register = adminPage.getByRole('table', { name: /^Roles: \d+$/ });
  await expect(register.getByRole('row', { name: /^HOD Safety Manager/ })).toBeVisible();
  await expectNoAxeViolations(adminPage);

  // the HOD, signed in in a second window, reads audits
  const hodPage = await context.newPage();
  await signedInOwnSession(hodPage, 'hod@acme.test');
  const menu = hodPage.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Audits' }).click();
  await expect(hodPage).toHaveURL(/\/audits\/all$/);
  await hodPage.waitForFunction(() => sessionStorage.getItem('ehs-realtime-channels') === '16', undefined, { timeout: 15_000 });
  await hodPage.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));

  // the admin builds the role in the matrix: Observations (all rights) and Actions (view), no Audit
  await adminPage.getByRole('link', { name: 'New role' }).click();
  const form = adminPage.getByRole('form', { name: 'New role' });
  await form.getByLabel(/^Role name/).fill('Field Observer');
  await form.getByRole('checkbox', { name: 'All rights: Observations' }).check();
  await form.getByRole('checkbox', { name: 'View: Actions' }).check();
  await expect(form.getByRole('checkbox', { name: 'View: Audits' })).not.toBeChecked();
  // "view as this role" before saving: no dashboard (no Incident / Permit / Audit read) → the observations
  await form.getByRole('button', { name: 'Show the preview' }).click();
  const preview = form.getByRole('region', { name: 'Preview of the role Field Observer' });
  await expect(preview).toContainText('Landing page: Observations /observations');
  const modules = preview.getByRole('list', { name: 'Modules entries' });
  await expect(modules.getByText('Observations', { exact: true })).toBeVisible();
  await expect(modules.getByText('Audits', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(adminPage);
  await form.getByRole('button', { name: 'Create role' }).click();
  await expect(adminPage.getByText('Role Field Observer was created.')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/roles\/\d+$/);
  await expect(register.getByRole('row', { name: /^Field Observer/ })).toBeVisible();

  // …and gives it to the HOD from the members panel
  const members = adminPage.getByRole('region', { name: /^Members/ });
  await expect(members.getByRole('heading', { name: 'Members (0)' })).toBeVisible();
  await members.getByLabel('Give this role to').selectOption({ label: 'Hugo Dalton (now HOD Safety Manager)' });
  await members.getByRole('button', { name: 'Assign role' }).click();
  await expect(adminPage.getByText('Hugo Dalton now holds the role Field Observer.')).toBeVisible();
  await expect(members.getByRole('list', { name: 'Users holding Field Observer' })).toContainText('Hugo Dalton');
  await expect(register.getByRole('row', { name: /^Field Observer/ }).getByRole('cell').nth(2)).toHaveText('1');
  await expectNoAxeViolations(adminPage);

  // the HOD's menu loses Audits, and the guard moves them off the audits page to their landing page — no reload
  await expect(menu.getByRole('link', { name: 'Audits' })).toHaveCount(0, { timeout: 10_000 });
  await expect(menu.getByRole('link', { name: 'Observations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Roles' })).toHaveCount(0);
  await expect(hodPage).toHaveURL(/\/observations/);
  expect(await hodPage.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload)).toBe(true);
  await context.close();
});

test.describe('on a 360 px phone', () => {
  test.use(PHONE);

  test('the register and the editor fit the screen (the matrix scrolls in its own region) and pass axe', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/roles');
    const register = page.getByRole('table', { name: /^Roles: \d+$/ });
    await expect(register.getByRole('row', { name: /^Supervisor/ })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Open role Supervisor' }).click();
    const form = page.getByRole('form', { name: 'Edit role Supervisor' });
    await expect(form.getByRole('checkbox', { name: 'View: Observations' })).toBeChecked();
    await expect(page.getByRole('region', { name: 'Rights by module' })).toBeVisible();
    // keyboard: the arrows walk the grid, Space ticks
    await form.getByRole('checkbox', { name: 'View: Permits' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(form.getByRole('checkbox', { name: 'View: Permit templates' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(form.getByRole('checkbox', { name: 'View: Permit templates' })).toBeChecked();
    await form.getByRole('button', { name: 'Show the preview' }).click();
    await expect(form.getByRole('region', { name: 'Preview of the role Supervisor' })).toContainText('Landing page:');
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New role' }).click();
    await expect(page.getByRole('form', { name: 'New role' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
