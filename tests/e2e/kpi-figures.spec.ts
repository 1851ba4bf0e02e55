import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signInAndWait, tenantUrl } from './support';

/**
 * Figures a safety manager can trust (issue 26): the dashboard's figures follow a record saved in another window
 * live (realtime, no reload), and the dashboard's TRIR for a year is the 300A's — one population (1904.31), one
 * recordability rule (1904.7), the same hours worked.
 */

function apiKey(subdomain: string): string {
  const line = readFileSync('.env', 'utf8').split('\n').find((l) => l.startsWith('VITE_RSA_PUBLIC_KEY='))!;
  const body = line.slice('VITE_RSA_PUBLIC_KEY='.length).trim();
  const pem = `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(subdomain)).toString('base64');
}

interface Session {
  accessToken: string;
}
const sessionOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ehs-session') ?? 'null') as Session);

async function api(page: Page, session: Session, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body, token, key }) => {
      const init: RequestInit = { method, headers: { Authorization: `Bearer ${token}`, 'api-key': key, 'Content-Type': 'application/json', Accept: 'application/json' } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`/api${url}`, init);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body, token: session.accessToken, key: apiKey('acme') },
  );
}

/** a window of its own (windows of one browser share localStorage: the second starts signed out, once) */
async function signedIn(page: Page, email: string): Promise<Session> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-fresh-window')) return;
    sessionStorage.setItem('e2e-fresh-window', '1');
    localStorage.removeItem('ehs-session');
  });
  await signIn(page, email);
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  return sessionOf(page);
}

/** the number a dashboard figure shows */
async function figure(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole('button', { name }).locator('.dash-figure-value').innerText();
  return Number(text.replace(/,/g, ''));
}

test('an incident created in a second window moves the dashboard’s figures live', async ({ browser }) => {
  const context = await browser.newContext();
  const dashboard = await context.newPage();
  await signedIn(dashboard, 'admin@acme.test');
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await dashboard.getByRole('tab', { name: 'Incidents' }).click();
  await expect(dashboard.getByRole('status').filter({ hasText: 'Live updates are on' })).toBeVisible({ timeout: 15_000 });
  const incidents = await figure(dashboard, /^Incidents \d/);
  const recordable = await figure(dashboard, /^Recordable injuries /);
  await dashboard.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const other = await context.newPage();
  const session = await signedIn(other, 'admin@acme.test');
  const sites = (await api(other, session, 'GET', '/dashboards/settings')).body.sites as { id: number }[];
  const created = await api(other, session, 'POST', '/incidents', {
    type: 'injury',
    category: 'caught_in',
    description: 'Finger caught in the guard of press P-12',
    site_id: sites[0].id,
    area_id: null,
    location: 'Bay 3',
    shift: 'morning',
    occurred_at: new Date(Date.now() - 3_600_000).toISOString(),
    attachments: [],
    risk_level: 'high',
    severity: 'serious',
    likelihood: 'likely',
    investigation_required: true,
    machine_or_location: 'Press P-12',
    extent_of_damage: '',
    immediate_action: 'Machine stopped and locked out',
    remarks: '',
    has_victims: true,
    victims: [{ type: 'employee', name: 'Live Test', gender: 'female', employee_id: 'E9', age_range: '26_35', body_parts: ['fingers'], injury_details: 'Cut finger needing stitches', taken_to_hospital: false, treatment: 'medical_treatment', return_to_work_date: null }],
  });
  expect(created.status).toBe(201);

  await expect.poll(() => figure(dashboard, /^Incidents \d/), { timeout: 10_000 }).toBe(incidents + 1);
  await expect.poll(() => figure(dashboard, /^Recordable injuries /)).toBe(recordable + 1);
  expect(await dashboard.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await context.close();
});

test('the dashboard’s TRIR for a year equals the OSHA 300A’s', async ({ page }) => {
  // this year to today (the seeded incidents cover the last twelve months), as the 300A of a year in progress counts
  const now = new Date();
  const year = now.getFullYear();
  const today = `${year}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  await signInAndWait(page, 'admin@acme.test');
  // by the date it happened, every site, per 200,000 hours: what the 300A counts
  await page.goto(tenantUrl('acme', `/?tab=incidents&period=custom&from=${year}-01-01&to=${today}&date_type=event_date&base=200000`));
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^TRIR / })).toBeVisible();
  const dashboardTrir = await figure(page, /^TRIR /);
  const dashboardHours = await figure(page, /^Hours worked /);

  await page.goto(tenantUrl('acme', `/osha-logs?year=${year}&tab=300a`));
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
