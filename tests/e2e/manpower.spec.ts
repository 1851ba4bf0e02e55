import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/** Manpower and the worker profile form (issue 13) in Chromium against the demo build. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const YEAR = new Date().getFullYear();

/** the document's width in CSS pixels (under mobile emulation innerWidth grows with the content) */
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

/** the yearly total cell (last cell) of a site's row in the monthly grid */
const yearlyTotalOf = (page: Page, site: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: site, exact: true }) }).first().getByRole('cell').last();

const parse = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('manpower', () => {
  test('an admin enters a month, saves, reloads and sees it; the yearly total follows', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/manpower');
    await expect(page.getByRole('heading', { level: 1, name: 'Manpower' })).toBeVisible();
    const cell = page.getByRole('textbox', { name: `Northfield Plant, December ${YEAR}` });
    await expect(cell).toBeVisible();
    await expect(page.getByText(/Hours worked = hours actually worked where entered, else 8 h × headcount/)).toBeVisible();
    await expectNoAxeViolations(page);

    const total = yearlyTotalOf(page, 'Northfield Plant');
    const before = parse(await total.textContent());
    const december = (await cell.inputValue()) || '100';
    const next = Number(december) + 37;
    await cell.fill(String(next));
    await expect(total).toHaveText(new Intl.NumberFormat('en').format(before + 37));

    // a bad value is refused on its cell and kept
    const november = page.getByRole('textbox', { name: `Northfield Plant, November ${YEAR}` });
    const novemberBefore = await november.inputValue();
    await november.fill('-3');
    await page.getByRole('button', { name: 'Save manpower' }).click();
    await expect(page.getByRole('alert')).toContainText('Cells to correct: 1');
    await expect(november).toBeFocused();
    await expect(november).toHaveValue('-3');
    await expect(cell).toHaveValue(String(next));
    await expectNoAxeViolations(page);

    await november.fill(novemberBefore);
    await page.getByRole('button', { name: 'Save manpower' }).click();
    await expect(page.getByText(`Manpower for ${YEAR} was saved.`)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: `Northfield Plant, December ${YEAR}` })).toHaveValue(String(next));
    await expect(yearlyTotalOf(page, 'Northfield Plant')).toHaveText(new Intl.NumberFormat('en').format(before + 37));

    await page.getByRole('radio', { name: 'Yearly' }).check();
    const yearly = page.getByRole('table', { name: `Yearly manpower and hours worked per site in ${YEAR}` });
    await expect(yearly.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Northfield Plant' }) }).getByRole('cell').first()).toHaveText(new Intl.NumberFormat('en').format(before + 37));
    await expectNoAxeViolations(page);
  });

  test('the worker profile form saves and the preview follows', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/worker-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Worker profile form' })).toBeVisible();
    const card = page.getByRole('list', { name: 'Fields of the worker card' });
    await expect(card).toBeVisible();
    await expectNoAxeViolations(page);
    const askId = page.getByRole('checkbox', { name: 'Ask ID number' });
    const wanted = !(await askId.isChecked());
    await askId.setChecked(wanted);
    await expect(card.getByText(/^ID number/)).toHaveCount(wanted ? 1 : 0);
    await page.getByRole('button', { name: 'Save worker profile form' }).click();
    await expect(page.getByText('The worker profile form was saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Ask ID number' })).toBeChecked({ checked: wanted });
    await expectNoAxeViolations(page);
  });

  test.describe('on a 360 px phone', () => {
    test.use(PHONE);

    test('both screens pass axe and do not scroll sideways (the grid scrolls in its own box)', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/manpower');
      await expect(page.getByRole('textbox', { name: `Northfield Plant, January ${YEAR}` })).toBeAttached();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: 'Yearly' }).check();
      await expect(page.getByRole('table', { name: `Yearly manpower and hours worked per site in ${YEAR}` })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);

      await openInApp(page, '/worker-profile');
      await expect(page.getByRole('list', { name: 'Fields of the worker card' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
