import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signInAt } from './support';

/** Email templates and subscriptions (issue 28) in Chromium against the demo build. */

test('an admin edits a template with a placeholder; the preview is sanitised; a user switches a notification off', async ({ page }) => {
  await signInAt(page, 'admin@acme.test', '/mailers');
  await expect(page.getByRole('heading', { level: 1, name: 'Email templates' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Permits to work' }).click();
  await page.getByRole('link', { name: 'Permit requested' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email template: Permit requested' })).toBeVisible();

  const body = page.getByLabel(/Body/);
  await body.fill('<p>Type: </p><img src=x onerror="window.xssFired=1"><a href="javascript:window.xssFired=2">x</a>');
  await body.focus();
  await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(9, 9));
  await page.getByRole('button', { name: 'Insert {{permit_type}}' }).click();
  await expect(body).toHaveValue('<p>Type: {{permit_type}}</p><img src=x onerror="window.xssFired=1"><a href="javascript:window.xssFired=2">x</a>');
  const preview = page.getByTestId('mailer-preview');
  await expect(preview.getByText('Type: Hot work')).toBeVisible();
  await expect(preview.locator('img')).toHaveCount(0);
  await expect(preview.getByText('x', { exact: true })).not.toHaveAttribute('href');
  expect(await page.evaluate(() => (window as unknown as { xssFired?: number }).xssFired)).toBeUndefined();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('The email template was saved.')).toBeVisible();

  await openInApp(page, '/emailsubscription');
  const audits = page.getByRole('group', { name: 'Audits' });
  const scheduled = audits.getByRole('switch', { name: 'Audit scheduled' });
  await expect(scheduled).toBeChecked();
  await scheduled.press('Space');
  await expect(scheduled).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('group', { name: 'Audits' }).getByRole('switch', { name: 'Audit scheduled' })).not.toBeChecked();
  await expectNoAxeViolations(page);
});
