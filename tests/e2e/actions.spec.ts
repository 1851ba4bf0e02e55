import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInAt, tenantUrl } from './support';

/** Corrective actions (issue 6) in Chromium against the demo build. */

test.describe('actions', () => {
  test('actions list and form pass axe; exhausted memory blocks creating', async ({ page }) => {
    await signInAt(page, 'hod@acme.test', '/actions/new');
    await expect(page.getByRole('table', { name: /Actions: \d+ found/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create action' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: /^ACT-\d+$/ }).first().click();
    await expect(page.getByRole('heading', { name: /^Action ACT-/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Observation actions' }).click();
    await expect(page).toHaveURL(/\/actions\/observations$/);
    await page.goto(tenantUrl('acme', '/actions/new'));
    await page.evaluate(() => localStorage.setItem('ehs-demo-settings', JSON.stringify({ ...JSON.parse(localStorage.getItem('ehs-demo-settings') ?? '{}'), memoryExhausted: true })));
    await page.reload();
    await expect(page.getByText(/^Memory has exhausted\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create action' })).toBeDisabled();
  });
});
