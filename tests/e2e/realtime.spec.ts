import { constants, publicEncrypt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './support';

/**
 * Realtime (SPEC §7): two users of acme in two windows of one browser. Each window runs its own demo
 * backend; writes travel to the other window through the demo's BroadcastChannel relay and reach the
 * page over the /cable ActionCable socket, with no reload.
 */

// The API key header is the sub-domain encrypted with the configured public key (as the app does).
function apiKey(subdomain: string): string {
  const line = readFileSync('.env', 'utf8').split('\n').find((l) => l.startsWith('VITE_RSA_PUBLIC_KEY='))!;
  const body = line.slice('VITE_RSA_PUBLIC_KEY='.length).trim();
  const pem = `-----BEGIN PUBLIC KEY-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END PUBLIC KEY-----`;
  return publicEncrypt({ key: pem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(subdomain)).toString('base64');
}

interface Session {
  accessToken: string;
  user: { id: number };
}
const sessionOf = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ehs-session') ?? 'null') as Session);
const path = (page: Page) => new URL(page.url()).pathname;

/** A call to the demo API from this window, as the given signed-in user (answered by this window's backend). */
async function api(page: Page, session: Session, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body, token, key }) => {
      const init: RequestInit = {
        method,
        headers: { Authorization: `Bearer ${token}`, 'api-key': key, 'Content-Type': 'application/json', Accept: 'application/json' },
      };
      if (body !== undefined) init.body = JSON.stringify(body);
      const res = await fetch(`/api${url}`, init);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    { method, url, body, token: session.accessToken, key: apiKey('acme') },
  );
}

async function signedIn(page: Page, email: string): Promise<Session> {
  // windows of one browser share localStorage: a second window starts signed out (its first load
  // only), then keeps its own session in memory; it is never reloaded afterwards
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-fresh-window')) return;
    sessionStorage.setItem('e2e-fresh-window', '1');
    localStorage.removeItem('ehs-session');
  });
  await signIn(page, email);
  await expect.poll(() => path(page), { timeout: 15_000 }).not.toBe('/login');
  return sessionOf(page);
}

/** In-app navigation (a reload would pick up the other window's stored session). */
async function openNotifications(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'View all notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
}

async function liveOn(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: 'Live updates are on' })).toBeVisible({ timeout: 15_000 });
}

test('an action assigned in one window reaches the assignee’s window live: badge, list, no reload', async ({ browser }) => {
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const admin = await signedIn(adminPage, 'admin@acme.test');
  const hodPage = await context.newPage();
  const hod = await signedIn(hodPage, 'hod@acme.test');
  await openNotifications(hodPage);
  await liveOn(hodPage);
  // the demo's nightly job reminded the HOD of overdue actions; read, the badge clears
  const list = hodPage.getByRole('list', { name: 'Your notifications' });
  await expect(list.getByText('Your actions are overdue')).toBeVisible();
  await hodPage.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(hodPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await hodPage.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  const created = await api(adminPage, admin, 'POST', '/actions', {
    type: 'Action',
    description: 'Replace the broken guard rail on line 3',
    control_type: 'engineering',
    responsible_user_id: hod.user.id,
    due_date: '2030-01-31',
  });
  expect(created.status).toBe(201);

  await expect(hodPage.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible({ timeout: 10_000 });
  await expect(list.getByText('Replace the broken guard rail on line 3')).toBeVisible();
  await expect(list.getByText('An action was assigned to you')).toBeVisible();
  expect(await hodPage.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await expectNoAxeViolations(hodPage);

  // the bell's panel lists it too (and passes axe while open)
  await hodPage.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const panel = hodPage.getByRole('dialog', { name: 'Unread notifications' });
  await expect(panel.getByText('Replace the broken guard rail on line 3')).toBeVisible();
  await expectNoAxeViolations(hodPage);
  await hodPage.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  // marking it read in the list clears the badge
  await list.getByRole('button', { name: 'Mark as read: Replace the broken guard rail on line 3' }).click();
  await expect(hodPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await context.close();
});

test('a role change by the admin removes a menu entry from the holder’s open menu', async ({ browser }) => {
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  const admin = await signedIn(adminPage, 'admin@acme.test');
  const supPage = await context.newPage();
  const sup = await signedIn(supPage, 'supervisor@acme.test');
  await liveOnAnyPage(supPage);
  // the desktop sidebar (always open)
  const menu = supPage.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Observations' })).toBeVisible();

  const user = await api(adminPage, admin, 'GET', `/users/${sup.user.id}`);
  const roleId = (user.body.user as { role_id: number }).role_id;
  const changed = await api(adminPage, admin, 'PATCH', `/roles/${roleId}`, {
    role: { role_actions_attributes: [{ name: 'Observation', r_view: false, r_add: false, r_edit: false }] },
  });
  expect(changed.status).toBe(200);

  await expect(menu.getByRole('link', { name: 'Observations' })).toHaveCount(0, { timeout: 10_000 });
  await expect(menu.getByRole('link', { name: 'Actions' })).toBeVisible();
  await context.close();
});

test('an organisation removal relayed from another window signs the user out', async ({ browser }) => {
  const context = await browser.newContext();
  const otherPage = await context.newPage();
  await signedIn(otherPage, 'admin@acme.test');
  const hodPage = await context.newPage();
  await signedIn(hodPage, 'hod@acme.test');
  await openNotifications(hodPage);
  await liveOn(hodPage);

  // what another window's backend posts when the organisation is removed there
  await otherPage.evaluate(() => {
    const channel = new BroadcastChannel('ehs-demo');
    channel.postMessage({
      tenant: 'acme',
      collection: 'organization',
      verb: 'remove',
      row: { id: 101, name: 'Acme Manufacturing', sub_domain_name: 'acme', organization_status: 'Inactive' },
    });
    channel.close();
  });
  await expect.poll(() => path(hodPage), { timeout: 15_000 }).toBe('/login');
  await context.close();
});

async function liveOnAnyPage(page: Page) {
  // pages other than /notification show no status line: wait until the server confirmed all 16 channels
  await page.waitForFunction(() => sessionStorage.getItem('ehs-realtime-channels') === '16', undefined, { timeout: 15_000 });
}
