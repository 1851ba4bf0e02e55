import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAndWait, signInAt, tenantUrl } from './support';

/**
 * The desktop sidebar (1200 px and wider): the main menu stays beside the page, marks where you are, collapses to
 * an icon rail and remembers that on reload (until the user chooses, it is a rail below 1366 px); below 1200 px the
 * menu button and its drawer stay as they were. layout.spec.ts checks that the registers keep their columns.
 */

/** the width of a link's visible name (1 px or less when only screen readers get it) */
const nameWidth = async (page: Page, name: string) =>
  (await page.getByRole('navigation', { name: 'Main menu' }).getByText(name, { exact: true }).boundingBox())?.width ?? 0;

/** whether the page scrolls sideways (the registers are wide tables: they scroll inside their own box) */
const overflowsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('at 1366 px the menu is a sidebar: where you are, keyboard, collapsed and remembered on reload, expanded again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAt(page, 'supervisor@acme.test', '/observations');
  await expect(page.getByRole('table', { name: /: \d+ found/ }).locator('tbody tr').first()).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  for (const name of ['Dashboard', 'My work', 'Observations', 'Incidents', 'Actions', 'Permits']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // the same permission filtering as the drawer: a supervisor has no user administration
  await expect(nav.getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Observations', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).not.toHaveAttribute('aria-current', /.*/);
  await expect(page.getByRole('button', { name: 'Open the main menu' })).toHaveCount(0);
  const collapse = page.getByRole('button', { name: 'Collapse menu', exact: true });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  expect(await overflowsSideways(page)).toBe(false);
  await expectNoAxeViolations(page);

  // keyboard: from the toggle, Tab walks the links with a visible focus ring
  await collapse.focus();
  await page.keyboard.press('Tab');
  const dashboard = nav.getByRole('link', { name: 'Dashboard', exact: true });
  await expect(dashboard).toBeFocused();
  expect(await dashboard.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'My work', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Observations', exact: true })).toBeFocused();

  // moving between modules keeps the sidebar and marks the new place
  await nav.getByRole('link', { name: 'Incidents', exact: true }).click();
  await expect(page).toHaveURL(/\/incidents/);
  await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Observations', exact: true })).not.toHaveAttribute('aria-current', /.*/);

  // collapse to an icon rail: the links keep their names and the page gets the width
  const before = (await page.locator('#main').boundingBox())!.width;
  await collapse.click();
  const expand = page.getByRole('button', { name: 'Expand menu', exact: true });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Observations', exact: true })).toBeVisible();
  await expect.poll(async () => (await nav.boundingBox())!.width).toBeLessThan(80);
  expect(await nameWidth(page, 'Observations')).toBeLessThanOrEqual(1);
  expect((await page.locator('#main').boundingBox())!.width).toBeGreaterThan(before);
  await expectNoAxeViolations(page);

  // the choice survives a reload
  await page.reload();
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).toHaveAttribute('aria-current', 'page');
  expect((await nav.boundingBox())!.width).toBeLessThan(80);

  // and back: the names show again, which a reload keeps too
  await expand.click();
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => nameWidth(page, 'Observations')).toBeGreaterThan(20);
  await page.reload();
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => nameWidth(page, 'Incidents')).toBeGreaterThan(20);
});

test('at 1280 px the sidebar starts as an icon rail, so the registers keep their columns; expanding it is remembered', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAndWait(page, 'hod@acme.test');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  for (const path of ['/observations', '/incidents', '/actions/all']) {
    await page.goto(tenantUrl('acme', path));
    await expect(page.getByRole('table', { name: /: \d+ found/ }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Expand menu', exact: true })).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).toBeVisible();
    expect(await overflowsSideways(page), path).toBe(false);
  }
  await page.getByRole('button', { name: 'Expand menu', exact: true }).click();
  await expect.poll(() => nameWidth(page, 'Incidents')).toBeGreaterThan(20);
  // the page still does not scroll sideways: a wide table scrolls in its own box
  expect(await overflowsSideways(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Collapse menu', exact: true })).toHaveAttribute('aria-expanded', 'true');
});

test('below 1200 px there is no sidebar: the menu button opens the drawer as before', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await signInAt(page, 'supervisor@acme.test', '/incidents');
  // /incidents opens its report form (a redirect once the form's chunk is there)
  await expect(page).toHaveURL(/\/incidents\/new/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Collapse|Expand) menu$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open the main menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Incidents', exact: true })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Observations', exact: true }).click();
  await expect(page).toHaveURL(/\/observations/);
  // the drawer closes after the navigation
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // growing the window to a desktop brings the sidebar, without the menu button
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Observations', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Open the main menu' })).toHaveCount(0);
});

test('a visitor who asked for less motion gets none: transitions and animations stop (journeys run so, CI ones too)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signInAt(page, 'supervisor@acme.test', '/observations');
  const button = page.getByRole('button', { name: 'Export to Excel' });
  await expect(button).toBeVisible();
  // the longest transition of a PrimeReact button (its colours and focus ring), in seconds
  const longest = () => button.evaluate((el) => Math.max(...getComputedStyle(el).transitionDuration.split(',').map((d) => parseFloat(d))));
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await longest()).toBeGreaterThanOrEqual(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await longest()).toBeLessThan(0.001);
});
