import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/** The document library (issue 27): a file moved, favourited and reminded; axe at desktop and 360 px. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
const today = () => new Date().toLocaleDateString('en-CA');

test.describe('library', () => {
  test('an admin moves a safety data sheet to the archive, marks it a favourite and sets a reminder', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library' })).toBeVisible();
    const tree = page.getByRole('navigation', { name: 'Folders' });
    await tree.getByRole('button', { name: 'Chemicals N–Z', exact: true }).click();
    await expect(page).toHaveURL(/\/library\?folder_id=\d+$/);
    const table = page.getByRole('table', { name: /^Files: \d+ found/ });
    await expect(table.getByRole('link', { name: 'SDS – Toluene', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await table.getByRole('button', { name: 'Move SDS – Toluene' }).click();
    const move = page.getByRole('dialog', { name: 'Move SDS – Toluene' });
    await move.getByLabel('Move to folder').selectOption({ label: 'Archive' });
    await move.getByRole('button', { name: 'Move here' }).click();
    await expect(page.getByText('SDS – Toluene moved to Archive.')).toBeVisible();
    await expect(table.getByRole('link', { name: 'SDS – Toluene', exact: true })).toBeHidden();

    const archive = tree.getByRole('button', { name: 'Archive', exact: true });
    await expect(archive).toHaveAccessibleDescription('Files: 1');
    await archive.click();
    await expect(table.getByRole('link', { name: 'SDS – Toluene', exact: true })).toBeVisible();
    await table.getByRole('button', { name: 'Favourite: SDS – Toluene' }).click();
    await expect(table.getByRole('button', { name: 'Favourite: SDS – Toluene' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Favourites').selectOption({ label: 'My favourites only' });
    await expect(page.getByRole('table', { name: 'Files: 1 found' })).toBeVisible();

    await table.getByRole('link', { name: 'SDS – Toluene', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'SDS – Toluene' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('PDF preview of SDS – Toluene')).toBeVisible();
    await expect(page.getByRole('link', { name: /Download/ })).toHaveAttribute('download', 'SDS-Toluene.pdf');
    const reminder = page.getByRole('form', { name: 'New reminder' });
    await reminder.getByRole('checkbox', { name: 'Remind me' }).uncheck();
    await reminder.getByRole('button', { name: 'Add reminder' }).click();
    await expect(reminder.getByText('Choose remind me or remind others.')).toBeVisible();
    await reminder.getByRole('checkbox', { name: 'Remind me' }).check();
    await reminder.getByLabel(/^Remind on/).fill(today());
    await reminder.getByLabel(/^Note/).fill('Check the supplier sent the 2026 revision');
    await reminder.getByRole('button', { name: 'Add reminder' }).click();
    await expect(page.getByRole('list', { name: 'Your reminders for this file' }).getByText(/Check the supplier sent the 2026 revision/)).toBeVisible();
    await expectNoAxeViolations(page);

    // back to the folder from the document, on a phone-sized window: no sideways scroll
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('link', { name: 'Back to the folder Archive' }).click();
    await expect(page.getByRole('table', { name: 'Files: 1 found' })).toBeVisible();
    expect(await documentWidth(page)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('the library and a document fit 360 px and pass axe', async ({ page }) => {
      await signInAt(page, 'admin@acme.test', '/library?q=emergency+response+plan');
      const table = page.getByRole('table', { name: /^Files: \d+ found/ });
      await expect(table.getByRole('link', { name: 'Emergency response plan', exact: true })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await table.getByRole('link', { name: 'Emergency response plan', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Emergency response plan' })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      // the upload form
      await openInApp(page, '/library/new');
      await expect(page.getByRole('textbox').first()).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});
