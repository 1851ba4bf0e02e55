import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAndWait, tenantUrl } from './support';

/**
 * Live figures (issue 26): an incident saved in a second window moves the dashboard's figures in the first, by
 * realtime, without a reload.
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

/** the number a dashboard figure shows */
async function figure(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole('button', { name }).locator('.dash-figure-value').innerText();
  return Number(text.replace(/,/g, ''));
}

test('an incident created in a second window moves the dashboard’s figures live', async ({ browser }) => {
  const context = await browser.newContext();
  const dashboard = await context.newPage();
  await signInAndWait(dashboard, 'admin@acme.test');
  await dashboard.goto(tenantUrl('acme', '/'));
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await dashboard.getByRole('tab', { name: 'Incidents' }).click();
  // every realtime channel confirmed (lib/realtime keeps their number for the browser tests)
  await dashboard.waitForFunction(() => sessionStorage.getItem('ehs-realtime-channels') === '16', undefined, { timeout: 15_000 });
  const incidents = await figure(dashboard, /^Incidents \d/);
  const recordable = await figure(dashboard, /^Recordable injuries /);
  await dashboard.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // a second window of the same browser: the same signed-in session (windows share it), no second sign-in, which
  // would sign the first window out (one session per browser, SPEC §4)
  const other = await context.newPage();
  await other.goto(tenantUrl('acme', '/my-work'));
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  const session = await sessionOf(other);
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
