import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAndWait, tenantUrl } from './support';

/** The platform console (issue 29) in Chromium against the demo build: create an organisation, set a price, see it. */
test('the master creates an organisation and sets a module price that is kept (axe on each console screen)', async ({ page }) => {
  await signInAndWait(page, 'master@platform.test');
  await page.goto(tenantUrl(null, '/organizations/new'));
  const form = page.getByRole('form', { name: 'New organisation' });
  await expect(form).toBeVisible();
  await expectNoAxeViolations(page);
  await form.getByLabel(/^Name/).fill('Umbrella Pharma');
  await form.getByLabel(/^Sub-domain/).fill('admin');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  await expect(form.getByText('This sub-domain is reserved by the platform.')).toBeVisible();
  await form.getByLabel(/^Sub-domain/).fill('umbrella');
  await form.getByLabel(/^Administrator’s name/).fill('Alice Wesker');
  await form.getByLabel(/^Administrator’s e-mail/).fill('alice@umbrella.test');
  await form.getByRole('button', { name: 'Create organisation' }).click();
  // the four seeded organisations and the new one
  const organisations = page.getByRole('table', { name: '5 organisations' });
  await expect(organisations.getByRole('row', { name: /Umbrella Pharma/ })).toBeVisible();

  await page.goto(tenantUrl(null, '/paymentsettings'));
  const settings = page.getByRole('form', { name: 'Prices and payment settings' });
  await expect(settings.getByLabel(/^Incident/)).toHaveValue('3');
  await expectNoAxeViolations(page);
  await settings.getByLabel(/^Incident/).fill('4.5');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('The payment settings are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Prices and payment settings' }).getByLabel(/^Incident/)).toHaveValue('4.5');

  for (const [path, heading] of [
    ['/clone', 'Clone templates'],
    ['/code_releases', 'Code releases'],
    ['/web', 'Release notes'],
  ]) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await openInApp(page, '/organizations');
  await page.getByRole('link', { name: 'API settings of Acme Manufacturing' }).click();
  await expect(page.getByLabel('Public key')).toHaveValue(/BEGIN PUBLIC KEY/);
  await expectNoAxeViolations(page);
});

test('the console screens pass axe at 360 px without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signInAndWait(page, 'master@platform.test');
  for (const [path, heading] of [
    ['/organizations/new', 'New organisation'],
    ['/paymentsettings', 'Prices and payment settings'],
    ['/clone', 'Clone templates'],
    ['/code_releases', 'Code releases'],
    ['/web', 'Release notes'],
  ]) {
    await openInApp(page, path);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect({ path, width }).toEqual({ path, width: 360 });
  }
  await context.close();
});
