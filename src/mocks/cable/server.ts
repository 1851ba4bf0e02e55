import { ws } from 'msw';
import { tenantFromHost } from '@/config/tenant';
import { ORG_CHANNELS, USER_CHANNELS, isOrgChannel, isUserChannel } from '@/lib/realtime/channels';
import { db, type DbChange, type Row, type TenantData } from '../db/db';
import type { DemoRole, DemoToken, DemoUser } from '../db/types';
import { can, rulesForUser } from '../policies';
import { currentUser, publicUser, tenantMemory } from '../serializers';
import * as p from './payloads';
import { createNotification } from './notifications';
import { isRelayed, startRelay } from './relay';

/**
 * The demo's ActionCable server over msw `ws.link` (SPEC §7): speaks the ActionCable JSON
 * protocol (welcome, ping every 3 s, confirm/reject_subscription, messages by identifier,
 * disconnect), authenticates the `user_id` query parameter against a live session of the tenant
 * named by the host, and turns every `db.commit` into the db_action messages of the right
 * channels of that tenant's connections only.
 */
export const PING_INTERVAL_MS = 3000;

type Message = Record<string, unknown>;

interface CableClient {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  url: URL;
}

interface Connection {
  client: CableClient;
  tenantKey: string;
  userId: number;
  /** identifier → channel */
  subscriptions: Map<string, string>;
  ping: ReturnType<typeof setInterval>;
}

const connections = new Set<Connection>();

export const cable = ws.link('*/cable');

function send(conn: Connection, payload: Message) {
  try {
    conn.client.send(JSON.stringify(payload));
  } catch {
    /* the socket closed under us */
  }
}

function tenantOfUrl(url: URL): TenantData | undefined {
  return db.tenant(tenantFromHost(url.hostname) ?? 'public');
}

function hasLiveSession(tenant: TenantData, userId: number) {
  const now = Date.now();
  return db.list<DemoToken>(tenant, 'tokens').some((t) => t.user_id === userId && t.refresh_expires_at > now);
}

/** The msw handler of the cable socket (register it with the other demo handlers). */
export const cableHandler = cable.addEventListener('connection', ({ client }) => {
  const handle = client as unknown as CableClient;
  const userId = Number(handle.url.searchParams.get('user_id'));
  const tenant = tenantOfUrl(handle.url);
  const user = tenant && Number.isFinite(userId) ? db.find<DemoUser>(tenant, 'users', userId) : undefined;
  if (!tenant || !user || user.status !== 'Active' || !hasLiveSession(tenant, user.id)) {
    // like Rails: tell the client not to reconnect, then close (after the frame is delivered)
    queueMicrotask(() => {
      handle.send(JSON.stringify({ type: 'disconnect', reason: 'unauthorized', reconnect: false }));
      setTimeout(() => handle.close(1000, 'unauthorized'), 20);
    });
    return;
  }
  const ping = setInterval(() => send(conn, { type: 'ping', message: Math.floor(Date.now() / 1000) }), PING_INTERVAL_MS);
  (ping as { unref?: () => void }).unref?.();
  const conn: Connection = { client: handle, tenantKey: tenant.key, userId: user.id, subscriptions: new Map(), ping };
  connections.add(conn);
  send(conn, { type: 'welcome' });

  client.addEventListener('message', (event) => {
    let command: { command?: string; identifier?: string; data?: string };
    try {
      command = JSON.parse(String(event.data)) as typeof command;
    } catch {
      return;
    }
    onCommand(conn, command);
  });
  client.addEventListener('close', () => {
    clearInterval(conn.ping);
    connections.delete(conn);
  });
});

function onCommand(conn: Connection, { command, identifier, data }: { command?: string; identifier?: string; data?: string }) {
  if (!identifier) return;
  if (command === 'subscribe') {
    if (conn.subscriptions.has(identifier)) return; // already subscribed: Rails ignores the duplicate
    const channel = authorizeSubscription(conn, identifier);
    if (!channel) return send(conn, { identifier, type: 'reject_subscription' });
    conn.subscriptions.set(identifier, channel);
    return send(conn, { identifier, type: 'confirm_subscription' });
  }
  if (command === 'unsubscribe') {
    conn.subscriptions.delete(identifier);
    return;
  }
  if (command === 'message' && conn.subscriptions.has(identifier)) {
    let payload: Message;
    try {
      payload = JSON.parse(data ?? '{}') as Message;
    } catch {
      return;
    }
    const channel = conn.subscriptions.get(identifier)!;
    const reply = answerAction(conn, channel, payload);
    if (reply) send(conn, { identifier, message: reply });
  }
}

function authorizeSubscription(conn: Connection, identifier: string): string | null {
  let params: Message;
  try {
    params = JSON.parse(identifier) as Message;
  } catch {
    return null;
  }
  const channel = String(params.channel ?? '');
  const tenant = db.tenant(conn.tenantKey);
  if (!tenant) return null;
  if (isOrgChannel(channel)) return tenant.organization && Number(params.organization_id) === tenant.organization.id ? channel : null;
  if (isUserChannel(channel)) return Number(params.user_id) === conn.userId ? channel : null;
  return null;
}

/** The initial-data actions of SPEC §7, answered only for the connection's own user and tenant. */
function answerAction(conn: Connection, channel: string, payload: Message): Message | null {
  const tenant = db.tenant(conn.tenantKey);
  const user = tenant ? db.find<DemoUser>(tenant, 'users', conn.userId) : undefined;
  if (!tenant || !user) return null;
  const org = tenant.organization;
  const forUser = payload.user_id === undefined || Number(payload.user_id) === conn.userId;
  const forOrg = !!org && Number(payload.organization_id) === org.id;
  switch (payload.action) {
    case 'get_all_unread_notifications':
      return forUser ? { db_action: 'all', notifications: p.unreadNotifications(tenant, user.id) } : null;
    case 'get_actions':
      return forUser ? { db_action: 'all', collection: 'actions', records: p.actionsOf(tenant, user.id), mine: true } : null;
    case 'get_plan':
      return forOrg ? { plan: p.plan(tenant) } : null;
    case 'get_all_modules':
      return forOrg ? { db_action: 'all', all_modules: p.allModules() } : null;
    case 'get_role_wise_users':
      return forOrg ? { db_action: 'all', role_wise_users: p.roleWiseUsers(tenant) } : null;
    case 'get_module_based_users':
      return forOrg ? { module_based_users: p.moduleBasedUsers(tenant) } : null;
    case 'get_used_lincence_count':
      return forOrg ? { used_licence_count: p.usedLicenceCount(tenant) } : null;
    case 'get_subscription_plan':
      return forOrg ? { subscription_plan: p.subscriptionPlan(tenant) } : null;
    case 'get_saas_additional_features':
      return forOrg ? { db_action: 'all', saas_additional_features: p.saasAdditionalFeatures(tenant) } : null;
    case 'get_timezone':
      return forUser ? { timezone: p.timezoneOf(tenant, user) } : null;
    case 'get_tenant_memory_details':
      return forUser && org ? { tenant_memory_details: tenantMemory(tenant) } : null;
    default:
      void channel;
      return null;
  }
}

/** Sends `message` on `channel` to the tenant's connections (optionally only to some users). */
function broadcast(tenantKey: string, channel: string, message: Message | ((userId: number) => Message | null), users?: (userId: number) => boolean) {
  for (const conn of connections) {
    if (conn.tenantKey !== tenantKey || (users && !users(conn.userId))) continue;
    for (const [identifier, subscribed] of conn.subscriptions) {
      if (subscribed !== channel) continue;
      const payload = typeof message === 'function' ? message(conn.userId) : message;
      if (payload) send(conn, { identifier, message: payload });
    }
  }
}

/**
 * How a collection's rows travel on the cable: the same shape its REST endpoints answer, so the
 * client can patch cached queries with them. Feature backends register theirs, e.g. in
 * src/mocks/services/actions.ts: `registerRecordSerializer('actions', (tenant, row) => serializeAction(...))`.
 */
type RecordSerializer = (tenant: TenantData, row: Row) => Row;
const recordSerializers = new Map<string, RecordSerializer>([['users', (_tenant, row) => publicUser(row as DemoUser) as Row]]);
export function registerRecordSerializer(collection: string, serializer: RecordSerializer): void {
  recordSerializers.set(collection, serializer);
}

/** who besides the subject's readers must not receive a row (a permit draft: only its requestor, sender and recipient) */
type RecordAudience = (row: Row, userId: number) => boolean;
const recordAudiences = new Map<string, RecordAudience>();
export function registerRecordAudience(collection: string, audience: RecordAudience): void {
  recordAudiences.set(collection, audience);
}

function serializeRecord(tenant: TenantData, collection: string, row: Row | undefined): Row | undefined {
  const serializer = row && recordSerializers.get(collection);
  if (!row || !serializer) return row;
  try {
    return serializer(tenant, row);
  } catch (err) {
    console.error('[demo cable] serializer failed', collection, err);
    return row;
  }
}

/** A commit → the db_action messages of SPEC §7 channels. */
export function broadcastChange(change: DbChange): void {
  const tenant = db.tenant(change.tenant);
  if (!tenant) return;
  const { collection, verb, row } = change;
  const key = tenant.key;
  const readers = (subject: Parameters<typeof can>[2]) => (userId: number) => {
    const u = db.find<DemoUser>(tenant, 'users', userId);
    return !!u && can(rulesForUser(tenant, u), 'read', subject);
  };

  switch (collection) {
    case 'organization': {
      const org = tenant.organization ?? (row as unknown as TenantData['organization']);
      broadcast(key, 'OrganizationChannel', { db_action: verb, organization: verb === 'remove' ? row : org });
      if (verb !== 'remove') {
        broadcast(key, 'OrgModulesChannel', { db_action: 'all', organization_modules: p.organizationModules(tenant) });
        broadcast(key, 'PlanChannel', { plan: p.plan(tenant) });
        broadcast(key, 'SubscriptionPlanChannel', { subscription_plan: p.subscriptionPlan(tenant) });
        broadcast(key, 'OnBoardingChannel', { on_boarding: p.onBoarding(tenant) });
      }
      return;
    }
    case 'notifications': {
      const n = row as p.DemoNotification | undefined;
      if (n) broadcast(key, 'NotificationChannel', { db_action: verb, notification: n }, (id) => id === n.user_id);
      return;
    }
    case 'users': {
      const u = row as DemoUser | undefined;
      if (!u) return;
      broadcast(key, 'RoleWiseUsersChannel', {
        db_action: verb === 'update' && u.status !== 'Active' ? 'remove' : verb,
        role_wise_user: p.roleWiseUser(u),
      });
      broadcast(key, 'ModuleBasedUsersChannel', { module_based_users: p.moduleBasedUsers(tenant) });
      broadcast(key, 'UsedLicenseCountChannel', { used_licence_count: p.usedLicenceCount(tenant) });
      broadcast(key, 'UserChannel', { db_action: verb, user: currentUser(tenant, u) }, (id) => id === u.id);
      broadcast(key, 'RulesChannel', { db_action: 'all', rule: rulesForUser(tenant, u) }, (id) => id === u.id);
      break;
    }
    case 'roles': {
      const role = row as DemoRole | undefined;
      if (!role) return;
      const holders = new Set(db.list<DemoUser>(tenant, 'users').filter((u) => u.role_id === role.id).map((u) => u.id));
      broadcast(
        key,
        'RulesChannel',
        (userId) => {
          const u = db.find<DemoUser>(tenant, 'users', userId);
          return u ? { db_action: 'all', rule: rulesForUser(tenant, u) } : null;
        },
        (id) => holders.has(id),
      );
      broadcast(key, 'ModuleBasedUsersChannel', { module_based_users: p.moduleBasedUsers(tenant) });
      break;
    }
    default:
      break;
  }

  // RTK Query cache sync: `{db_action, collection, record}` on ActionsChannel to the users who may read it
  const subject = p.COLLECTION_SUBJECTS[collection];
  if (subject) {
    const record = serializeRecord(tenant, collection, row);
    const assignees = collection === 'actions' ? p.assigneesOf(row) : [];
    broadcast(
      key,
      'ActionsChannel',
      (userId) => ({ db_action: verb, collection, record, ...(collection === 'actions' ? { mine: assignees.includes(userId) } : {}) }),
      (userId) => (assignees.includes(userId) || readers(subject)(userId)) && (!row || (recordAudiences.get(collection)?.(row, userId) ?? true)),
    );
  }
  scheduleMemory(key);
}

/** Tenant memory changes with every write: sent at most once a second per tenant. */
const memoryTimers = new Map<string, ReturnType<typeof setTimeout>>();
function scheduleMemory(tenantKey: string) {
  if (memoryTimers.has(tenantKey)) return;
  const timer = setTimeout(() => {
    memoryTimers.delete(tenantKey);
    const tenant = db.tenant(tenantKey);
    if (tenant?.organization) broadcast(tenantKey, 'TenantMemoryDetailsChannel', { tenant_memory_details: tenantMemory(tenant) });
  }, 1000);
  (timer as { unref?: () => void }).unref?.();
  memoryTimers.set(tenantKey, timer);
}

/** Meaningful events become notifications (in the tab where they happened; relays carry them). */
function notifyOnChange(change: DbChange) {
  if (isRelayed(change) || change.collection !== 'actions' || change.verb !== 'create' || !change.row) return;
  const tenant = db.tenant(change.tenant);
  if (!tenant) return;
  const row = change.row;
  const by = p.creatorOf(row);
  for (const userId of p.assigneesOf(row)) {
    if (userId === by) continue;
    const title = String(row.title ?? row.description ?? row.name ?? `#${row.id}`).slice(0, 120);
    createNotification(tenant, userId, { kind: 'action_assigned', title, link: `/actions/summary/${row.id}` });
  }
}

let started = false;
/** Wires the cable server to the demo db (once per backend). */
export function startCableServer(): void {
  if (started) return;
  started = true;
  db.subscribe((change) => {
    broadcastChange(change);
    notifyOnChange(change);
  });
  startRelay();
}

/** Simulates a network loss: the server drops every socket of a tenant (the clients reconnect). */
export function dropCableConnections(tenantKey: string): number {
  let dropped = 0;
  for (const conn of connections) { // deleting the current entry while iterating a Set is safe
    if (conn.tenantKey !== tenantKey) continue;
    clearInterval(conn.ping);
    connections.delete(conn);
    conn.client.close(1011, 'network lost');
    dropped += 1;
  }
  return dropped;
}

/** For tests: the open cable connections. */
export function cableConnections(): { tenant: string; userId: number; channels: string[] }[] {
  return [...connections].map((c) => ({ tenant: c.tenantKey, userId: c.userId, channels: [...c.subscriptions.values()] }));
}

export const ALL_CHANNELS = [...ORG_CHANNELS, ...USER_CHANNELS];
