import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, keyboardDragReady, signInAt } from './support';

/** The divisions → departments → units tree of a site (issue 13) in Chromium against the demo build. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const tree = (page: Page) => page.getByRole('tree', { name: 'Divisions, departments and units' });
const item = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true });
/** the departments of a division (or units of a department), in order */
const childrenOf = (page: Page, name: string) => item(page, name).locator('xpath=..').locator(':scope > ul > li > [role="treeitem"]');

async function openNorthfield(page: Page) {
  await signInAt(page, 'admin@acme.test', '/sites');
  await expect(page.getByRole('table', { name: 'Sites: 4 found' })).toBeVisible();
  await page.getByRole('link', { name: 'Divisions of Northfield Plant' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Divisions of Northfield Plant' })).toBeVisible();
  await expect(item(page, 'Production')).toBeVisible();
}

test.describe('site divisions tree', () => {
  test('an admin builds a division → department → unit, moves one by keyboard, and cannot delete a node in use', async ({ page }) => {
    await openNorthfield(page);
    await expectNoAxeViolations(page);

    // division → department → unit, each typed in place (Enter saves)
    await page.getByRole('button', { name: 'Add division' }).click();
    await page.getByRole('textbox', { name: 'Name of the new division' }).fill('Packing');
    await page.keyboard.press('Enter');
    await expect(item(page, 'Packing')).toBeFocused();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('textbox', { name: 'Name of the new department' }).fill('Line 2');
    await page.keyboard.press('Enter');
    await expect(item(page, 'Line 2')).toBeFocused();
    await page.getByRole('button', { name: 'Add child' }).click();
    await page.getByRole('textbox', { name: 'Name of the new unit' }).fill('Cell 7');
    await page.keyboard.press('Enter');
    await expect(item(page, 'Cell 7')).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: 'Packing › Line 2 › Cell 7' })).toBeVisible();
    await expectNoAxeViolations(page);

    // move Line A below Line B with the keyboard; the live region says where it went
    await item(page, 'Line A').focus();
    await page.keyboard.press('Alt+Shift+ArrowDown');
    await expect(page.getByRole('status').filter({ hasText: 'Line A moved down' })).toHaveText('Line A moved down: position 2 of 2 in Production (Department).');
    await expect(item(page, 'Line A')).toBeFocused();
    await expect(childrenOf(page, 'Production')).toHaveText([/^DepartmentLine B/, /^DepartmentLine A/]);

    // rename in place: F2, Enter
    await page.keyboard.press('F2');
    await page.getByRole('textbox', { name: 'New name for Line A' }).fill('Line Alpha');
    await page.keyboard.press('Enter');
    await expect(item(page, 'Line Alpha')).toBeFocused();

    // Production is used by observations, incidents and actions: a clear refusal after the confirmation
    await item(page, 'Production').click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Production?' });
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Production cannot be deleted: \d+ observations, \d+ incidents and \d+ actions use it\./);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Back to the tree' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await expect(item(page, 'Production')).toBeVisible();

    // a node nothing uses goes
    await item(page, 'Cell 7').click();
    await page.keyboard.press('Delete');
    await page.getByRole('dialog', { name: 'Delete Packing › Line 2 › Cell 7?' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(item(page, 'Cell 7')).toHaveCount(0);

    // the tree is stored: a reload shows it
    await page.reload();
    await expect(item(page, 'Line 2')).toBeVisible();
    await expect(item(page, 'Line Alpha')).toBeVisible();
  });

  test('a node can be dragged onto another', async ({ page }) => {
    await openNorthfield(page);
    // @dnd-kit's pointer sensor: a press, 5 px to pick up, then the moves; dropped with the dragged row's centre on the
    // lower quarter of Line B: below it
    // the rows in the middle of the window: near its edges @dnd-kit scrolls the window while the pointer rests there,
    // and the row under the pointer changes with it (a loaded CI run hovered Line B's neighbour)
    await item(page, 'Line A').evaluate((row) => row.scrollIntoView({ block: 'center' }));
    const from = (await item(page, 'Line A').boundingBox())!;
    await page.mouse.move(from.x + 10, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y + from.height / 2 + 10, { steps: 2 });
    // picking up may scroll the row into view: Line B is measured after it
    await expect(item(page, 'Line A')).toHaveClass(/is-dragged/);
    const to = (await item(page, 'Line B').boundingBox())!;
    await page.mouse.move(to.x + 10, to.y + (to.height * 7) / 8, { steps: 5 });
    await expect(item(page, 'Line B')).toHaveClass(/drop-after/);
    await page.mouse.up();
    // the saved order is the condition (the drop's announcement is checked by the keyboard journey below)
    await expect(childrenOf(page, 'Production')).toHaveText([/^DepartmentLine B/, /^DepartmentLine A/]);
  });

  test('a node can be dragged with the keyboard and keeps the focus', async ({ page }) => {
    await openNorthfield(page);
    await item(page, 'Line B').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/^Picked up Line B\./)).toBeAttached();
    await keyboardDragReady(page);
    // Line B has units: it cannot go among Line A's units (a fourth level), so the first stop up is below Line A
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Line B would go below Line A.')).toBeAttached();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText('Line B would go above Line A.')).toBeAttached();
    await expect(item(page, 'Line A')).toHaveClass(/drop-before/);
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: 'Line B moved by dragging' })).toHaveText('Line B moved by dragging: position 1 of 2 in Production (Department).');
    await expect(childrenOf(page, 'Production')).toHaveText([/^DepartmentLine B/, /^DepartmentLine A/]);
    await expect(item(page, 'Line B')).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('the tree and its panel do not scroll sideways and pass axe', async ({ page }) => {
      await openNorthfield(page);
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await item(page, 'Line A').click();
      await page.getByRole('button', { name: 'Rename' }).click();
      await expect(page.getByRole('textbox', { name: 'New name for Line A' })).toBeFocused();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await page.keyboard.press('Escape');
      await expect(item(page, 'Line A')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
});
