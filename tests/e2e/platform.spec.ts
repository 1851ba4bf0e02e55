import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, openInApp, signIn } from './support';

const path = (page: import('@playwright/test').Page) => new URL(page.url()).pathname;

test('the master super admin locks an organisation, approves a trial extension and blocks a domain (axe on each screen)', async ({ page }) => {
  await signIn(page, 'master@platform.test');
  await expect.poll(() => path(page)).toBe('/organizations');
  // the seeded acme, globex, initech and vertex
  const organisations = page.getByRole('table', { name: '4 organisations' });
  await expect(organisations).toBeVisible();
  await expectNoAxeViolations(page);

  await organisations.getByRole('button', { name: 'Lock Globex Logistics' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock Globex Logistics?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(organisations.getByRole('button', { name: 'Unlock Globex Logistics' })).toBeVisible();

  await openInApp(page, '/extend_requests');
  const requests = page.getByRole('table', { name: '2 requests' });
  await expect(requests).toBeVisible();
  await expectNoAxeViolations(page);
  await requests.getByRole('button', { name: 'Approve the request of Globex Logistics' }).click();
  const form = page.getByRole('form', { name: 'Extend the trial of Globex Logistics' });
  await form.getByLabel(/^Days to add/).fill('10');
  await form.getByRole('button', { name: 'Approve' }).click();
  await expect(requests.getByText('Approved: 10 days')).toBeVisible();

  await openInApp(page, '/domains_control');
  await expect(page.getByRole('table', { name: '2 domains' })).toBeVisible();
  await expectNoAxeViolations(page);
  const add = page.getByRole('form', { name: 'Add a domain' });
  await add.getByLabel(/^Domain/).fill('newtrash.example');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('table', { name: '3 domains' }).getByRole('cell', { name: 'newtrash.example', exact: true })).toBeVisible();
});
