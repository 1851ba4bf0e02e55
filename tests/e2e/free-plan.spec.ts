import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAt } from './support';

/** SPEC §9 "free plan: permits 0 per month" (issue 14), shown through the demo panel's plan knob. */

const FREE_NOTICE = 'Your organisation is on the free plan, which includes 0 permits a month. Upgrade the plan to request permits.';

test('on the free plan the permit chooser says so at once, and the paid plan offers the templates again', async ({ page }) => {
  await signInAt(page, 'admin@acme.test', '/permit-form-questions/new');
  await expect(page.getByRole('link', { name: 'Start a Hot work permit' })).toBeVisible();

  const setPlan = async (label: string) => {
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('button', { name: 'Demo settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo settings' });
    // the account menu closed when the dialog opened
    await expect(page.getByRole('button', { name: 'Demo settings' })).toBeHidden();
    await dialog.getByLabel("This organisation's plan").selectOption({ label });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  };

  // the organisation's change reaches the open page live (OrganizationChannel): no reload
  await setPlan('Free');
  await expect(page.getByText(FREE_NOTICE)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Start a / })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);

  await setPlan('Business');
  await expect(page.getByRole('link', { name: 'Start a Hot work permit' })).toBeVisible();
  await expect(page.getByText(FREE_NOTICE)).toHaveCount(0);
});
