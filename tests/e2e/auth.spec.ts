import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, tenantUrl } from './support';

/**
 * Account flows in Chromium against the demo build: self-service sign-up of a business email on the
 * platform host, the code read from the demo mailbox, and the jump to the new organisation's host.
 */
test('sign-up of a new business email through the OTP to the onboarding screen of the new host', async ({ page }) => {
  const sub = `nova${Date.now().toString(36)}`;
  await page.goto(tenantUrl(null, '/start'));
  await expect(page.getByRole('heading', { name: 'Start your free trial' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Full name').fill('Nora Vance');
  await page.getByLabel('Business email').fill(`nora@${sub}.test`);
  await page.getByLabel('Company name').fill('Nova Works');
  await page.getByLabel('Sub-domain').fill(sub);
  await page.getByLabel('Password', { exact: true }).fill('Secure#2026');
  await page.getByLabel('Confirm password').fill('Secure#2026');
  await page.getByRole('button', { name: 'Create my organisation' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page).toHaveURL(/\/start\/verify-account\?signup=/);
  await expect(page.getByRole('timer')).toContainText(/The code expires in [45]:\d\d/);
  await expectNoAxeViolations(page);

  // the demo mailbox shows the mail the backend "sent"
  await page.getByRole('button', { name: 'Demo mailbox' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demo mailbox' });
  const mail = dialog.getByRole('listitem').filter({ hasText: `nora@${sub}.test` }).first();
  await expect(mail).toBeVisible();
  await expectNoAxeViolations(page);
  const subject = await mail.getByRole('heading').textContent();
  const code = subject?.match(/\d{6}/)?.[0];
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  await page.getByLabel('Verification code').fill(code!);
  await page.getByRole('button', { name: 'Verify' }).click();

  // the session is created on the new organisation's own host, which opens onboarding
  await page.waitForURL(new RegExp(`^http://${sub}\\.localhost:\\d+/onboarding`), { timeout: 20_000 });
  await expect(page.locator('body')).toContainText(/Nova Works|onboarding|Onboarding/);
  // the one-time link cannot be replayed
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('ehs-session') ?? 'null'));
  expect(session?.user?.email).toBe(`nora@${sub}.test`);
  expect(session?.user?.organization?.plan).toBe('free_trial');
});

test('a gmail.com address is refused at sign-up', async ({ page }) => {
  await page.goto(tenantUrl(null, '/start'));
  await page.getByLabel('Full name').fill('Gina Mail');
  await page.getByLabel('Business email').fill('gina@gmail.com');
  await page.getByLabel('Company name').fill('Gina Co');
  await page.getByLabel('Sub-domain').fill('ginaco');
  await page.getByLabel('Password', { exact: true }).fill('Secure#2026');
  await page.getByLabel('Confirm password').fill('Secure#2026');
  await page.getByRole('button', { name: 'Create my organisation' }).click();
  await expect(page.getByText('Please use your business email. Free email providers are not accepted.')).toBeVisible();
  await expect(page).toHaveURL(/\/start$/);
  await expectNoAxeViolations(page);
});

test('forgot password: the mailed link sets a new password; an unknown email is told so', async ({ page }) => {
  // a link followed before the demo's service worker has installed opens an uncontrolled page, which msw reloaded
  // until the worker was ready, losing what was typed (src/mocks/worker-control.ts): the page loads once
  await page.addInitScript(() => {
    if (location.pathname === '/password-reset') sessionStorage.setItem('resetPageLoads', String(Number(sessionStorage.getItem('resetPageLoads') ?? 0) + 1));
  });
  await page.goto(tenantUrl('acme', '/login'));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill('ghost@acme.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not find an account associated with this email.');
  // null: the link was followed in the page (after hydration), no load at all
  expect(String(await page.evaluate(() => sessionStorage.getItem('resetPageLoads')))).toMatch(/^(1|null)$/);
  await page.getByLabel('Email').fill('hod@acme.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/We sent a password reset link to hod@acme\.test/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Demo mailbox' }).click();
  await page.getByRole('dialog', { name: 'Demo mailbox' }).getByRole('link', { name: 'Open the password reset link' }).first().click();
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh#Start9');
  await page.getByLabel('Confirm password').fill('Fresh#Start9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Your password has been changed. You can now sign in with it.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.getByLabel('Email').fill('hod@acme.test');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill('Fresh#Start9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
