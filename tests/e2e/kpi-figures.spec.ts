import { expect, test, type Page } from '@playwright/test';
import { openInApp, signInAndWait } from './support';

/**
 * Figures a safety manager can trust (issue 26): the dashboard's TRIR for a year is the 300A's — one population
 * (1904.31), one recordability rule (1904.7), the same hours worked. (Live figures: the integration test
 * src/features/dashboard/__tests__/live-figures.test.tsx.)
 */

/** the number a dashboard figure shows */
async function figure(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole('button', { name }).locator('.dash-figure-value').innerText();
  return Number(text.replace(/,/g, ''));
}

test('the dashboard’s TRIR for a year equals the OSHA 300A’s', async ({ page }) => {
  // this year to today (the seeded incidents cover the last twelve months), as the 300A of a year in progress counts
  const now = new Date();
  const year = now.getFullYear();
  const today = `${year}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await signInAndWait(page, 'admin@acme.test');
  // by the date it happened, every site, per 200,000 hours: what the 300A counts
  await openInApp(page, `/?tab=incidents&period=custom&from=${year}-01-01&to=${today}&date_type=event_date&base=200000`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^TRIR / })).toBeVisible();
  const dashboardTrir = await figure(page, /^TRIR /);
  const dashboardHours = await figure(page, /^Hours worked /);

  await openInApp(page, `/osha-logs?year=${year}&tab=300a`);
  const summary = page.getByRole('table', { name: `OSHA Form 300A: summary of work-related injuries and illnesses, ${year}` });
  await expect(summary).toBeVisible();
  const cell = async (table: typeof summary, name: RegExp) => Number((await table.getByRole('row', { name }).getByRole('cell').innerText()).replace(/,/g, ''));
  const cases = (await Promise.all([/\(G\)/, /\(H\)/, /\(I\)/, /\(J\)/].map((n) => cell(summary, n)))).reduce((a, b) => a + b, 0);
  const establishment = page.getByRole('table', { name: 'Establishment and employment information' });
  const hours = await cell(establishment, /Total hours worked by all employees/);
  expect(hours).toBe(dashboardHours);
  expect(cases).toBeGreaterThan(0);
  expect(dashboardTrir).toBe(Math.round(((cases * 200_000) / hours) * 100) / 100);
});
