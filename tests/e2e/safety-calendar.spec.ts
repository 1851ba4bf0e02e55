import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** Safety calendar (issue 17): create an entry with a guest, the guest answers, views and the compliance layer. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('safety calendar', () => {
  test('an organiser plans a training with a guest; views switch; compliance dates show', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/safety-calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety calendar' })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
    await expect(page.locator('td[aria-current="date"]')).toContainText('Today');
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'New entry' }).click();
    const form = page.getByRole('region', { name: 'New calendar entry' });
    await expect(form.getByRole('heading', { name: 'New calendar entry' })).toBeFocused();
    await form.getByLabel(/^Title/).fill('Working at height refresher');
    await form.getByLabel(/^Type/).selectOption({ label: 'Training' });
    await form.getByLabel(/^Mode/).selectOption({ label: 'Online' });
    await form.getByLabel(/^Online link/).fill('https://meet.example.com/height');
    const guests = form.getByRole('combobox', { name: /^Guests/ });
    await guests.fill('Sara');
    await page.getByRole('option', { name: 'Sara Petrova' }).click();
    await guests.press('Escape');
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();
    const details = page.getByRole('region', { name: 'Working at height refresher' });
    await expect(details.getByText('Waiting')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page).toHaveURL(/view=week/);
    await expect(page.getByRole('button', { name: /Working at height refresher/ })).toBeVisible();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page).toHaveURL(/view=list/);
    // the box follows the URL (compliance=1)
    await page.getByRole('checkbox', { name: /Compliance view/ }).click();
    await expect(page).toHaveURL(/compliance=1/);
    await expect(page.getByRole('checkbox', { name: /Compliance view/ })).toBeChecked();
    await expect(page.getByText(/Document review dates are not shown/)).toBeVisible();
    // open permits' windows (the seed has permits at work this month), each linking to the permit
    await expect(page.getByRole('link', { name: /^Permit window: / }).first()).toHaveAttribute('href', /^\/permit\/\d+\/summary$/);
    await expectNoAxeViolations(page);
  });

});

test.describe('safety calendar on a phone', () => {
  test.use(PHONE);

  test('at 360 px the calendar opens as a list and does not scroll sideways', async ({ page }) => {
    await signInAt(page, 'supervisor@acme.test', '/safety-calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Safety calendar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true, pressed: true })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
