import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/**
 * QR codes (issue 18): an admin opens the QR sheet of a site with a plan, sees its codes with captions, prints it as
 * a PDF, and a code's URL opened on a fresh phone (no session) shows the public form with the place filled in.
 */

const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const sheet = (page: Page) => page.getByRole('region', { name: 'QR codes — Northfield Plant' });
/** the URL printed under the code whose caption has `text` */
const urlOf = (page: Page, text: string) => sheet(page).getByRole('listitem').filter({ hasText: text }).locator('.qr-url').innerText();

async function openSheet(page: Page) {
  await signInAt(page, 'admin@acme.test', '/sites');
  await page.getByRole('link', { name: 'QR codes of Northfield Plant' }).click();
  await expect(sheet(page)).toBeVisible();
  // every code drawn (qrcode loads on demand)
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
}

/** a phone that scanned the code: a new browser context, nobody signed in */
async function scan(browser: Browser, url: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('an admin prints the QR sheet of a site and a code opens the public form with the place filled in', async ({ page, browser }) => {
  await openSheet(page);
  await expect(page).toHaveURL(/\/qr-codes\?site=\d+$/);
  const cards = sheet(page).getByRole('listitem');
  await expect(cards.first()).toContainText('Anywhere on the site');
  await expect(cards.first()).toContainText('Acme Manufacturing');
  await expect(cards.first()).toContainText('Report an observation');
  const pin = cards.filter({ hasText: 'Location: Main entrance' });
  await expect(pin).toHaveCount(1);
  await expect(pin.getByRole('img', { name: 'QR code: Report an observation, Location: Main entrance, Northfield Plant' })).toBeVisible();
  await expect(pin.locator('.qr-url')).toHaveText(/^http:\/\/acme\.localhost:\d+\/observation\?site_id=\d+&location=Main\+entrance$/);
  const areaCaption = (await sheet(page).getByText(/^Area: /).first().innerText()).trim();
  const areaName = areaCaption.replace(/^Area: /, '');
  await expectNoAxeViolations(page);

  // the PDF: a real PDF file named after the site
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('qr-codes-northfield-plant.pdf');
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);

  // a pin's code on the observation form: site and location
  const pinUrl = await urlOf(page, 'Location: Main entrance');
  const phone = await scan(browser, pinUrl);
  await expect(phone.page.getByLabel(/^Site/)).toHaveValue(/\d+/);
  await expect(phone.page.getByLabel(/^Site/).locator('option:checked')).toHaveText('Northfield Plant');
  await expect(phone.page.getByLabel(/^(Exact l|L)ocation/)).toHaveValue('Main entrance');
  await expect(phone.page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(phone.page);
  await phone.close();

  // an area's code on the incident form: site and area
  await page.getByLabel('Incident', { exact: true }).check();
  await expect(sheet(page).getByText('Report an incident').first()).toBeVisible();
  const areaUrl = await urlOf(page, areaCaption);
  expect(areaUrl).toMatch(/\/incident\?site_id=\d+&area_id=\d+$/);
  const phone2 = await scan(browser, areaUrl);
  await expect(phone2.page.getByLabel(/^Site/).locator('option:checked')).toHaveText('Northfield Plant');
  await expect(phone2.page.getByLabel(/^Area/).locator('option:checked')).toHaveText(areaName);
  await expect(phone2.page.getByLabel(/^(Exact l|L)ocation/)).toHaveValue('');
  await phone2.close();
});

test('the QR sheet at 360 px: no horizontal scroll, no axe violation', async ({ browser }) => {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await openSheet(page);
  await page.getByLabel('Both (one code for each)').check();
  await expect(sheet(page).getByText('Report an incident').first()).toBeVisible();
  const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
  expect(width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await context.close();
});
