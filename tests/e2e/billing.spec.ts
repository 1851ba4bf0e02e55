import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAndWait, signInAt, tenantUrl } from './support';

/** Plans and billing (issue 28) in Chromium against the demo build: the purchase path in test billing mode. */

async function fillAddressAndCard(page: import('@playwright/test').Page, cardNumber: string) {
  await page.getByLabel('Name on the invoice').fill('Acme Ltd');
  await page.getByLabel('Street address').fill('1 Foundry Road');
  await page.getByLabel('City').fill('Sheffield');
  await page.getByLabel('Postcode').fill('S1 2AB');
  await page.getByLabel('Country').fill('United Kingdom');
  await page.getByLabel('Cardholder name').fill('Alice Admin');
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
}

test('an admin upgrades with the test card; a declined card keeps the choice; a second page sees the licences live', async ({ browser }) => {
  const context = await browser.newContext();
  const overview = await context.newPage();
  await signInAt(overview, 'admin@acme.test', '/subscriptions');
  await expect(overview.getByRole('heading', { level: 1, name: 'Plans and billing' })).toBeVisible();
  const licences = overview.getByText(/^\d+ used of \d+$/);
  await expect(licences).toHaveText(/ used of 65$/);
  // the 16 SPEC channels are confirmed (lib/realtime keeps the count for tests)
  await overview.waitForFunction(() => sessionStorage.getItem('ehs-realtime-channels') === '16', undefined, { timeout: 15_000 });
  await expectNoAxeViolations(overview);

  const buy = await context.newPage();
  await buy.goto(tenantUrl('acme', '/buynow'));
  await expect(buy.getByText('Test billing mode.')).toBeVisible();
  await buy.getByLabel('User pack').selectOption('medium');
  await buy.getByLabel('Billing frequency').selectOption('monthly');
  // 40 licences × $18 per user per month
  await expect(buy.getByTestId('price-total')).toHaveText('$720.00');
  await expectNoAxeViolations(buy);

  // a declined test card: the SPEC message, nothing charged, the choice kept
  await fillAddressAndCard(buy, '4000 0000 0000 0002');
  await buy.getByRole('button', { name: 'Pay $720.00' }).click();
  await expect(buy.getByRole('alert').filter({ hasText: 'Payment not completed' })).toBeVisible();
  await expect(buy.getByLabel('User pack')).toHaveValue('medium');
  await expect(buy.getByLabel('Street address')).toHaveValue('1 Foundry Road');

  await buy.getByLabel('Card number').fill('4242 4242 4242 4242');
  await buy.getByRole('button', { name: 'Pay $720.00' }).click();
  await expect(buy.getByRole('heading', { level: 1, name: 'Thank you for your payment' })).toBeVisible();
  await expect(buy.getByText('Visa ending in 4242')).toBeVisible();
  await expectNoAxeViolations(buy);

  // the first page follows without a reload (SubscriptionPlanChannel)
  await expect(licences).toHaveText(/ used of 40$/, { timeout: 10_000 });
  await expect(overview.getByRole('table', { name: 'Receipts and payment history' }).getByRole('row').nth(1)).toContainText('$720.00');
  await context.close();
});

test('a non-admin is told to contact the account admin', async ({ page }) => {
  // /buynow is open signed out too (the plans and prices): signed in first, then the page
  await signInAndWait(page, 'hod@acme.test');
  await page.goto(tenantUrl('acme', '/buynow'));
  await expect(page.getByText('You have no permission to manage payments. Contact your account admin.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

test('plans and billing, the purchase page and SSO set-up pass axe at 360 px without sideways scrolling', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await signInAndWait(page, 'admin@acme.test');
  for (const [path, heading] of [
    ['/subscriptions', 'Plans and billing'],
    ['/buynow', 'Buy a plan'],
    ['/sso_configs', 'Single sign-on'],
  ]) {
    await page.goto(tenantUrl('acme', path));
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
    expect({ path, width }).toEqual({ path, width: 360 });
  }
  await context.close();
});
