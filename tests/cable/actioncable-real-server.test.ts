import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath, URL } from 'node:url';
import { vi } from 'vitest';

/**
 * The production realtime client (src/lib/realtime/lifecycle.ts, @rails/actioncable) against a
 * real ActionCable 6.1 server with the SPEC channels: connect with ?user_id, subscriptions,
 * initial-data actions, received messages patching the store and the ability, and every
 * subscription ended on logout, all over the real protocol.
 */
const fixture = fileURLToPath(new URL('../fixtures/actioncable/', import.meta.url));

// What a browser window provides and Node lacks: ActionCable's monitor listens for visibilitychange.
const g = globalThis as unknown as Record<string, unknown>;
g.addEventListener ??= () => undefined;
g.removeEventListener ??= () => undefined;
g.document ??= { visibilityState: 'visible' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** polls `probe` (every 100 ms, vitest's vi.waitFor) until `ok` holds; a probe that throws (server not up yet) is retried */
async function until<T>(probe: () => Promise<T> | T, ok: (v: T) => boolean, what: string, timeout = 15_000): Promise<T> {
  let last: T | undefined;
  try {
    return await vi.waitFor(
      async () => {
        last = await probe();
        if (!ok(last)) throw new Error('not yet');
        return last;
      },
      { timeout, interval: 100 },
    );
  } catch {
    throw new Error(`timed out waiting for ${what}; last: ${JSON.stringify(last)}`);
  }
}

let puma: ChildProcess | null = null;
process.once('exit', () => puma?.kill('SIGKILL')); // never leave a server behind
let base = '';
let pumaLog = '';

type CableEvent = { type: string; channel?: string; action?: string; data?: Record<string, unknown>; params?: Record<string, unknown>; user_id?: number };
const events = async (): Promise<CableEvent[]> => (await fetch(`${base}/events`)).json() as Promise<CableEvent[]>;
const broadcast = (stream: string, message: unknown) =>
  fetch(`${base}/broadcast`, { method: 'POST', body: JSON.stringify({ stream, message }), headers: { 'content-type': 'application/json' } });

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  puma = spawn('puma', ['-b', `tcp://127.0.0.1:${port}`, '-t', '2:8', 'config.ru'], { cwd: fixture, stdio: ['ignore', 'pipe', 'pipe'] });
  puma.stdout?.on('data', (d) => (pumaLog += String(d)));
  puma.stderr?.on('data', (d) => (pumaLog += String(d)));
  await until(() => fetch(`${base}/events`).then((r) => r.status), (s) => s === 200, `puma on ${base}\n${pumaLog}`, 30_000);
  vi.stubEnv('VITE_CABLE_URL', `ws://127.0.0.1:${port}/cable`);
});

afterAll(async () => {
  vi.unstubAllEnvs();
  if (puma && puma.exitCode === null) {
    const exited = once(puma, 'exit', { signal: AbortSignal.timeout(5000) }).catch(() => undefined);
    puma.kill('SIGTERM');
    await exited;
    if (puma.exitCode === null) puma.kill('SIGKILL');
  }
});

it('subscribes, receives and unsubscribes on logout against a real ActionCable server', async () => {
  const { makeStore } = await import('@/lib/store/store');
  const { sessionActions } = await import('@/lib/session/session-slice');
  const { ability, updateAbility } = await import('@/lib/ability/ability');
  const { connectRealtime, disconnectRealtime } = await import('@/lib/realtime/lifecycle');
  const { selectUnreadCount } = await import('@/lib/realtime/realtime-slice');

  const store = makeStore();
  const organization = {
    id: 101, name: 'Acme', sub_domain_name: 'acme', is_enterprise: false, organization_status: 'Active' as const,
    subscription_type: 'paid' as const, plan: 'business' as const, modules: [], is_onboarding: false, is_locked: false,
  };
  const rules = [{ subject: 'Observation', actions: ['read'] }];
  store.dispatch(
    sessionActions.signedIn({
      access_token: 'a', csrf_token: 'c', refresh_token: 'r', domain: 'acme', rules,
      user: { id: 7, organization_id: 101, full_name: 'Sara Petrova', role_name: 'Supervisor', email: 'supervisor@acme.test', is_admin: false, is_contractor: false, status: 'Active', organization },
    }),
  );
  updateAbility(rules, 7);

  const { logger } = await import('@rails/actioncable');
  logger.enabled = !!process.env.CABLE_DEBUG;
  connectRealtime(store, { initialData: true });
  if (process.env.CABLE_DEBUG) setTimeout(() => console.log('puma log:', pumaLog), 3000);

  // 1. the 16 SPEC channels are confirmed by the real server (TenantMemoryDetails: enterprise flag false)
  const subscribed = await until(events, (e) => e.filter((x) => x.type === 'subscribe').length === 16, '16 subscriptions');
  expect(subscribed.find((e) => e.type === 'connect')).toEqual({ type: 'connect', user_id: 7 });
  expect(subscribed.filter((e) => e.type === 'reject')).toEqual([]);
  expect(subscribed.find((e) => e.channel === 'PlanChannel')?.params).toEqual({ organization_id: 101 });
  expect(subscribed.find((e) => e.channel === 'RulesChannel')?.params).toEqual({ user_id: 7 });

  // 2. the initial data was asked for with the SPEC parameters, and the answers reached the store
  const performed = await until(events, (e) => e.filter((x) => x.type === 'perform').length === 11, '11 initial-data actions');
  const asked = Object.fromEntries(performed.filter((e) => e.type === 'perform').map((e) => [e.action, e.data]));
  expect(asked).toMatchObject({
    get_all_unread_notifications: { user_id: 7, sub_domain_name: 'acme' },
    get_actions: { user_id: 7, sub_domain_name: 'acme' },
    get_plan: { organization_id: 101 },
    get_used_lincence_count: { organization_id: 101 },
    get_timezone: { user_id: 7 },
    get_tenant_memory_details: { user_id: 7 },
  });
  await until(() => store.getState().realtime, (s) => s.timezone === 'Europe/Sofia' && s.usedLicenceCount === 12 && s.actions.length === 1, 'initial data in the store');
  expect(selectUnreadCount(store.getState())).toBe(2);
  expect(store.getState().realtime.plan).toEqual({ plan: 'business', subscription_type: 'paid' });

  // 3. server broadcasts patch the state: a new notification, a rule change, an organisation update
  await broadcast('NotificationChannel:7', { db_action: 'create', notification: { id: 3, title: 'New action', is_read: false } });
  await until(() => selectUnreadCount(store.getState()), (n) => n === 3, 'a broadcast notification');
  expect(ability.can('read', 'Incident')).toBe(false);
  await broadcast('RulesChannel:7', { db_action: 'all', rule: [{ subject: 'Incident', actions: ['read'] }] });
  await until(() => ability.can('read', 'Incident'), (v) => v, 'the rules broadcast');
  expect(ability.can('read', 'Observation')).toBe(false);
  await broadcast('OrganizationChannel:101', { db_action: 'update', organization: { ...organization, name: 'Acme Renamed' } });
  await until(() => store.getState().session.user?.organization?.name, (n) => n === 'Acme Renamed', 'the organisation update');
  // another organisation's stream never reaches this client
  // (no wait for a message that must not come: a notification broadcast after it, on this user's stream, arrives)
  await broadcast('PlanChannel:202', { plan: { plan: 'free_trial' } });
  await broadcast('NotificationChannel:7', { db_action: 'create', notification: { id: 4, title: 'After the other organisation', is_read: false } });
  await until(() => selectUnreadCount(store.getState()), (n) => n === 4, 'the notification broadcast after the other organisation\'s');
  expect(store.getState().realtime.plan).toEqual({ plan: 'business', subscription_type: 'paid' });

  // 4. logout: every subscription ends on the server
  disconnectRealtime();
  const after = await until(events, (e) => e.filter((x) => x.type === 'unsubscribe').length === 16, '16 unsubscriptions');
  expect(new Set(after.filter((e) => e.type === 'unsubscribe').map((e) => e.channel)).size).toBe(16);
  expect(store.getState().realtime.notifications).toEqual([]);
});
