import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAndWait, signInAt } from './support';

/** Site plans (issue 13): the plan image with pins and zones on a leaflet CRS.Simple map, in Chromium against the demo build. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const FIXTURE = fileURLToPath(new URL('./fixtures/site-plan.png', import.meta.url));
const FIXTURE_SIZE = { width: 640, height: 480 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const pins = (page: Page) => page.getByRole('region', { name: /^Pins \(\d+\)$/ });
const zones = (page: Page) => page.getByRole('region', { name: /^Zones \(\d+\)$/ });
const live = (page: Page) => page.getByTestId('plan-live');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { planCspViolations: string[] }).planCspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { planCspViolations: string[] }).planCspViolations);

/** the screen position of an image pixel of the plan (the image overlay is scaled to fit the map) */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await page.locator('.leaflet-image-layer').boundingBox())!;
  return { x: box.x + (x * box.width) / FIXTURE_SIZE.width, y: box.y + (y * box.height) / FIXTURE_SIZE.height, scale: box.width / FIXTURE_SIZE.width };
}

async function clickPlan(page: Page, x: number, y: number) {
  const p = await screenPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

/** "at 120, 45" of a pin in the list */
async function pinPoint(page: Page, name: string) {
  const text = await pins(page).getByRole('listitem').filter({ hasText: name }).innerText();
  const m = /at (\d+), (\d+)/.exec(text)!;
  return { x: Number(m[1]), y: Number(m[2]) };
}

test.describe('site plans', () => {
  test('an admin builds a site with a division tree, then pins and a zone on its plan, by mouse and by keyboard', async ({ page }) => {
    await signInAndWait(page, 'admin@acme.test');

    // the site
    await openInApp(page, '/sites');
    const form = page.getByRole('form', { name: 'New site' });
    await form.getByLabel(/^Site name/).fill('Quayside Works');
    await form.getByLabel(/^Time zone/).selectOption('Europe/London');
    await form.getByLabel(/^Head of safety/).selectOption({ label: 'Hugo Dalton' });
    await form.getByRole('button', { name: 'Create site' }).click();
    await expect(page.getByText('Site Quayside Works was created.')).toBeVisible();

    // its divisions → departments tree
    await page.getByRole('link', { name: 'Divisions of Quayside Works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Divisions of Quayside Works' })).toBeVisible();
    await page.getByRole('button', { name: 'Add division' }).click();
    await page.getByRole('textbox', { name: 'Name of the new division' }).fill('Operations');
    await page.keyboard.press('Enter');
    const tree = page.getByRole('tree', { name: 'Divisions, departments and units' });
    await expect(tree.getByRole('treeitem', { name: 'Operations', exact: true })).toBeFocused();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('textbox', { name: 'Name of the new department' }).fill('Dock crew');
    await page.keyboard.press('Enter');
    await expect(tree.getByRole('treeitem', { name: 'Dock crew', exact: true })).toBeFocused();

    // its plan: from the sites register row
    await openInApp(page, '/sites');
    await page.getByRole('link', { name: 'Open the plan of Quayside Works' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan of Quayside Works' })).toBeVisible();
    await expect(page.getByText('This site has no plan image yet. Upload one to place pins and draw zones.')).toBeVisible();
    await page.getByLabel('Plan image', { exact: true }).setInputFiles(FIXTURE);
    await expect(page.getByText('site-plan.png is the plan now (640 × 480 pixels).')).toBeVisible();
    await expect(page.locator('.plan-map[data-ready="true"] .leaflet-image-layer')).toBeVisible();
    await expectNoAxeViolations(page);

    // two pins by clicking the map; placing keeps Leaflet's own classes on the map element (issue 26: React once
    // rewrote its className, dropping leaflet-container / leaflet-touch and so their touch-action and cursors)
    const mapElement = page.locator('.plan-map[data-ready="true"]');
    await page.getByRole('button', { name: 'Add pin' }).click();
    await expect(mapElement).toHaveClass(/\bplan-map--placing\b/);
    await expect(mapElement).toHaveClass(/\bleaflet-container\b/);
    await clickPlan(page, 100, 100);
    await expect(mapElement).toHaveClass(/\bleaflet-container\b/);
    const pinForm = page.getByRole('form', { name: 'New pin' });
    await expect(pinForm.getByLabel(/^Pin name/)).toBeFocused();
    await pinForm.getByLabel(/^Pin name/).fill('Gate house');
    await pinForm.getByRole('button', { name: 'Save' }).click();
    await expect(live(page)).toHaveText(/^Pin Gate house added at \d+, \d+\.$/);
    await page.getByRole('button', { name: 'Add pin' }).click();
    await clickPlan(page, 500, 380);
    await page.getByRole('form', { name: 'New pin' }).getByLabel(/^Pin name/).fill('Crane base');
    await page.getByRole('form', { name: 'New pin' }).getByLabel(/^Kind/).selectOption({ label: 'Hazard' });
    await page.getByRole('form', { name: 'New pin' }).getByRole('button', { name: 'Save' }).click();
    await expect(live(page)).toHaveText(/^Pin Crane base added at/);
    await expect(page.locator('.leaflet-marker-icon.plan-pin')).toHaveCount(2);
    const first = await pinPoint(page, 'Gate house');
    expect(Math.abs(first.x - 100)).toBeLessThanOrEqual(2);
    expect(Math.abs(first.y - 100)).toBeLessThanOrEqual(2);

    // drag Gate house 60 image pixels right and 40 down
    const marker = page.locator('.leaflet-marker-icon.plan-pin').first();
    const box = (await marker.boundingBox())!;
    const { scale } = await screenPoint(page, 0, 0);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30 * scale, box.y + box.height / 2 + 20 * scale, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2 + 60 * scale, box.y + box.height / 2 + 40 * scale, { steps: 5 });
    await page.mouse.up();
    await expect(live(page)).toHaveText(/^Pin Gate house moved to \d+, \d+\.$/);
    const moved = await pinPoint(page, 'Gate house');
    expect(Math.abs(moved.x - (first.x + 60))).toBeLessThanOrEqual(3);
    expect(Math.abs(moved.y - (first.y + 40))).toBeLessThanOrEqual(3);

    // rename from the list
    await pins(page).getByRole('button', { name: 'Edit Gate house' }).click();
    const edit = page.getByRole('form', { name: 'Edit pin Gate house' });
    await edit.getByLabel(/^Pin name/).fill('Main gate');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(live(page)).toHaveText('Pin Main gate saved.');

    // a zone of 4 corners drawn on the map
    await page.getByRole('button', { name: 'Draw zone' }).click();
    for (const [x, y] of [
      [300, 60],
      [600, 60],
      [600, 300],
      [300, 300],
    ]) await clickPlan(page, x, y);
    await expect(live(page)).toHaveText(/^Corner 4 at/);
    await page.getByRole('button', { name: 'Finish zone' }).click();
    const zoneForm = page.getByRole('form', { name: 'New zone' });
    await expect(zoneForm.getByLabel(/^Zone name/)).toBeFocused();
    await zoneForm.getByLabel(/^Zone name/).fill('Quay edge');
    await zoneForm.getByRole('checkbox', { name: 'Work at height' }).check();
    await zoneForm.getByRole('button', { name: 'Save' }).click();
    await expect(live(page)).toHaveText('Zone Quay edge added with 4 corners.');
    await expect(page.locator('path.plan-zone')).toHaveCount(1);
    await expect(zones(page).getByText('Requires: Work at height')).toBeVisible();
    await expectNoAxeViolations(page);

    // the keyboard path: crosshair, arrows, Enter, name, Enter
    const crosshair = page.getByRole('button', { name: /^Crosshair at 320, 240/ });
    await crosshair.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('button', { name: 'Crosshair at 320, 190, in Quay edge' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('form', { name: 'New pin' }).getByLabel(/^Pin name/)).toBeFocused();
    await page.keyboard.type('Ladder access');
    await page.keyboard.press('Enter');
    await expect(live(page)).toHaveText('Pin Ladder access added at 320, 190.');
    await expect(pins(page).getByRole('listitem').filter({ hasText: 'Ladder access' })).toContainText('in Quay edge');

    // stored: a reload shows everything
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Plan of Quayside Works' })).toBeVisible();
    await expect(pins(page).getByText('Main gate', { exact: true })).toBeVisible();
    await expect(pins(page).getByText('Crane base', { exact: true })).toBeVisible();
    await expect(pins(page).getByText('Ladder access', { exact: true })).toBeVisible();
    await expect(zones(page).getByText('Quay edge', { exact: true })).toBeVisible();
    expect(await pinPoint(page, 'Main gate')).toEqual(moved);
    await expect(page.locator('.plan-map[data-ready="true"] .leaflet-marker-icon.plan-pin')).toHaveCount(3);
    await expect(page.locator('path.plan-zone')).toHaveCount(1);

    // the overview and the permits by zone
    await page.getByRole('link', { name: 'All site plans' }).click();
    const table = page.getByRole('table', { name: /^Site plans: \d+ sites$/ });
    await expect(table.getByRole('row', { name: /Quayside Works/ })).toContainText('site-plan.png');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Permits required by zone' }).click();
    await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Quayside Works (1 zones)' });
    await expect(page.getByRole('table', { name: 'Permit types required in the zones of Quayside Works' })).toContainText('Work at height');
    await expectNoAxeViolations(page);
    expect(await cspViolations(page)).toEqual([]);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);
    test('the map view, the overview and the permits by zone fit and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/map-plotting');
      await expect(page.getByRole('table', { name: /^Site plans: \d+ sites$/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await page.getByRole('link', { name: 'Open the plan of Northfield Plant' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Plan of Northfield Plant' })).toBeVisible();
      await expect(page.locator('.plan-map[data-ready="true"] .leaflet-image-layer')).toBeVisible();
      await expect(page.locator('.leaflet-marker-icon.plan-pin')).toHaveCount(3);
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await pins(page).getByRole('button', { name: 'Edit Main entrance' }).click();
      await expect(page.getByRole('form', { name: 'Edit pin Main entrance' })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await openInApp(page, '/site-permits');
      await expect(page.getByRole('table', { name: /^Permit types required in the zones of/ })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      expect(await cspViolations(page)).toEqual([]);
    });
  });
});
