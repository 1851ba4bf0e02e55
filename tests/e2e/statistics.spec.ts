import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, exportedSheet, openInApp, signInAt } from './support';

/** Statistics (issue 17, part): filter → figure → drill-down → export; a site target → the gap; accessible at 360 px. */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

const documentWidth = (page: Page) => page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));

test.describe('statistics', () => {
  test('filter → figure → records → Excel export; a site target shows the gap; accessible', async ({ page }, testInfo) => {
    await signInAt(page, 'admin@acme.test', '/statistics');
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Observations' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Leading indicators: observations' });
    await expect(table).toBeVisible();
    await expectNoAxeViolations(page);

    // filter: the rate base and the module live in the URL
    await page.getByLabel('Rate base').selectOption('1000000');
    await expect(page).toHaveURL(/base=1000000/);
    const cell = table.getByRole('button', { name: /^Observations reported, Total: / });
    await cell.click();
    await expect(page).toHaveURL(/cell=observations\.observations_total\.12/);
    const panel = page.getByRole('region', { name: /^Observations reported — Total: / });
    await expect(panel.getByText(/^Count of the records listed below/)).toBeVisible();
    const records = panel.getByRole('table', { name: /records behind this figure/ });
    await expect(records.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export to Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Observations-reported-Total-.*\.xlsx$/);
    const sheet = await exportedSheet(download);
    expect(sheet.rowCount - 1).toBe(Number((await cell.textContent())!.replace(/\D/g, '')));

    // a site target set in the settings → the gap in the statistics, in words
    await page.getByRole('link', { name: 'Statistics settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Statistics settings' })).toBeVisible();
    const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: /^Save targets for / }) }).first();
    const site = (await form.getByRole('button', { name: /^Save targets for / }).textContent())!.replace('Save targets for ', '');
    await form.getByLabel('LTIFR target').fill('0');
    await form.getByLabel('Maximum incidents').fill('0');
    await form.getByRole('button', { name: `Save targets for ${site}` }).click();
    await expect(page.getByText(new RegExp(`^Targets saved for ${site}`))).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to statistics' }).click();
    await page.getByRole('tab', { name: 'Incidents' }).click();
    await page.getByLabel('Site').selectOption({ label: site });
    const rates = page.getByRole('table', { name: 'Injury rates' });
    await expect(rates.getByText(/Target 0: /).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Lagging indicators' }).getByText(/Target 0: /).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath('statistics-incidents.png'), fullPage: true });

    // the dashboard shows the same target on the chosen site's LTIFR
    const siteId = new URL(page.url()).searchParams.get('site_id');
    await openInApp(page, `/?tab=incidents&site_id=${siteId}`);
    await expect(page.getByRole('button', { name: /^LTIFR .*Target 0: / })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('is readable at 360 px and accessible', async ({ page }, testInfo) => {
      await signInAt(page, 'admin@acme.test', '/statistics?module=actions');
      const table = page.getByRole('table', { name: 'Action summary' });
      await expect(table).toBeVisible();
      await table.getByRole('button', { name: /^Open, Total: / }).click();
      await expect(page.getByRole('region', { name: /^Open — Total: / })).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('statistics-phone.png'), fullPage: true });
      await openInApp(page, '/statistics/settings');
      await expect(page.getByLabel('Frequency')).toBeVisible();
      expect(await documentWidth(page)).toBeLessThanOrEqual(360);
      await expectNoAxeViolations(page);
    });
  });
});

test.describe('dashboard audits and HIRA tabs', () => {
  test('audit figure → records → export; HIRA tab; accessible', async ({ page }) => {
    await signInAt(page, 'admin@acme.test', '/?tab=audits&period=last_12_months');
    await page.getByRole('button', { name: /^Audits due / }).click();
    const panel = page.getByRole('region', { name: /^Audits due: / });
    await expect(panel.getByRole('table', { name: /records behind this figure/ }).getByRole('link').first()).toBeVisible();
    const downloading = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export to Excel' }).click();
    await exportedSheet(await downloading);
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'HIRA' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Risks in force by residual level' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
