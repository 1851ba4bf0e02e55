import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, setDemoSettings, signIn, signInAndWait, signInAt, tenantUrl } from './support';

test('an expired access token is refreshed and the form being typed comes back by itself after the reload', async ({ page }) => {
  await setDemoSettings(page, { latencyMs: 0 });
  await signIn(page, 'admin@acme.test');
  await expect(page).toHaveURL(tenantUrl('acme', '/'));

  await page.goto(tenantUrl('acme', '/myaccount'));
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Alice Admin');
  await expectNoAxeViolations(page);
  await name.fill('Alice Marie Admin');
  await page.getByLabel('Phone number').fill('+44 7700 900123');

  // the access token expires now (not after a lifetime the test would race), then act: 401 → one refresh → page reload
  await page.evaluate(() => {
    const current = JSON.parse(localStorage.getItem('ehs-demo-settings') ?? '{}');
    localStorage.setItem('ehs-demo-settings', JSON.stringify({ ...current, accessTokensExpiredBefore: Date.now() + 1 }));
  });
  const reloaded = page.waitForEvent('framenavigated');
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/v1/refresh_token') && r.status() === 200);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await refreshed;
  await reloaded;

  // still signed in, the typed values are back by themselves, and the page says they were not sent
  await expect(page).toHaveURL(tenantUrl('acme', '/myaccount'));
  // which notice depends on whether the page had marked the save as on its way before the reload (under load it
  // has): both say that nothing was sent and the values are back
  const notSent = page
    .getByRole('status')
    .filter({ hasText: /Your session was renewed while you were working.*it has not been sent yet/ })
    .or(page.getByRole('alert').filter({ hasText: /^Not sent: your session was renewed while this was being sent/ }));
  await expect(notSent).toBeVisible();
  await expect(name).toHaveValue('Alice Marie Admin');
  await expect(page.getByLabel('Phone number')).toHaveValue('+44 7700 900123');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Alice Marie Admin' })).toBeVisible();
});

test('bad input gets a translated message, the server re-checks it, and nothing typed is lost', async ({ page }) => {
  await setDemoSettings(page, { latencyMs: 0 });
  await signInAt(page, 'supervisor@acme.test', '/myaccount');
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue('Sara Petrova');
  await name.fill('Sara 2');
  await page.getByLabel('Phone number').fill('12');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Use letters only in your name.')).toBeVisible();
  await expect(page.getByText('Enter a valid phone number, for example +44 7700 900123.')).toBeVisible();
  await expect(name).toHaveValue('Sara 2');
  await expectNoAxeViolations(page);
});

test('signing out in one tab signs every other tab of the tenant out at once', async ({ page, context }) => {
  await signInAndWait(page, 'hod@acme.test');
  const other = await context.newPage();
  await other.goto(tenantUrl('acme', '/observations'));
  await expect(other.getByRole('heading', { level: 1, name: 'Observations' })).toBeVisible();
  await page.goto(tenantUrl('acme', '/logout'));
  await page.waitForURL(/\/login/);
  // the other tab leaves the observations without a reload or a click
  await other.waitForURL(/\/login/);
  await expect(other.getByRole('heading', { name: 'Observations' })).toHaveCount(0);
});
