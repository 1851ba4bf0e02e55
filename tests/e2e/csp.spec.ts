import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, tenantUrl } from './support';

// Every page of the build runs under its Content-Security-Policy meta tag (issue 12, 4): count what the browser
// refuses on the main journeys.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
});

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('the demo build runs under its CSP with no violation: sign-in, registers, a record, Excel and PDF export, public form', async ({ page }) => {
  await page.goto(tenantUrl('acme', '/login'));
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await signInAndWait(page, 'hod@acme.test');
  await page.goto(tenantUrl('acme', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(tenantUrl('acme', '/observations/new'));
  await expect(page.getByRole('table', { name: /Observations: \d+ found/ })).toBeVisible();
  await page.locator('#obs-f-risk').selectOption('critical');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByRole('link', { name: /^OBS-\d+$/ }).first().click();
  await expect(page.getByRole('heading', { name: /^Observation OBS-/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // the PDF report fetches its fonts from the build
  await page.getByRole('link', { name: 'Printable report' }).click();
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^OBS-\d+\.pdf$/);
  expect(await violations(page)).toEqual([]);

  await page.goto(tenantUrl('acme', '/incidents/new'));
  await expect(page.getByRole('table', { name: /Incidents: \d+ found/ })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto(tenantUrl('acme', '/observation'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
