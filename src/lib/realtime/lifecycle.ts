import { adapters, createConsumer, type Consumer, type Subscription } from '@rails/actioncable';
import type { AppStore } from '@/lib/store/store';
import { env } from '@/config/env';
import { REALTIME_MAX_EVENTS_PER_FLUSH, REALTIME_ORG_CHANNEL_DELAY_MS, REALTIME_QUICK_REOPEN_MS, REALTIME_USER_CHANNEL_DELAY_MS } from '@/config/constants';
import { browser } from '@/lib/browser';
import { sessionActions } from '@/lib/session/session-slice';
import type { CurrentUser, Organization, ServerRule, TenantMemory } from '@/lib/session/types';
import {
  INITIAL_REQUESTS,
  USER_CHANNELS,
  channelParams,
  orgChannels,
  requestParams,
  type ChannelName,
  type ConnectionIds,
} from './channels';
import { applyDbActions, isDbAction, type DbAction } from './db-action';
import { realtimeActions, type ChannelEvent, type RealtimeState } from './realtime-slice';
import { applyCollectionEvents, collectionChangeOf, type CollectionChange } from './rtk-sync';

/**
 * The realtime connection (SPEC §7): one ActionCable consumer per signed-in tab, authenticated by
 * the `user_id` query parameter. Org channels subscribe 50 ms after connect, user channels 500 ms
 * after those. Each confirmed subscription asks for its initial data (unless this is a reload
 * within the interval: the tab's last state is restored instead, and a reconnect after a network
 * loss asks again, since `all` replaces and nothing can duplicate). Incoming messages are queued
 * and applied every FLUSH_MS in one dispatch, at most REALTIME_MAX_EVENTS_PER_FLUSH at a time (the rest in the next
 * task), so bursts never freeze the page.
 */
export const FLUSH_MS = 50;
const STATE_KEY = 'ehs-realtime-state';

interface Connection {
  store: AppStore;
  ids: ConnectionIds;
  consumer: Consumer;
  subscriptions: Subscription[];
  timers: ReturnType<typeof setTimeout>[];
  initialData: boolean;
  unsubscribeStore: () => void;
  ended: boolean;
  /** channels whose subscription the server confirmed */
  confirmed: Set<ChannelName>;
  /** the one quick reopen after an unexpected close (see scheduleQuickReopen) */
  quickReopen?: ReturnType<typeof setTimeout>;
}

let current: Connection | null = null;
let queue: ChannelEvent[] = [];
let flushTimer: ReturnType<typeof setTimeout> | null = null;

export function cableUrlFor(userId: number): string {
  const base = env.cableUrl;
  return `${base}${base.includes('?') ? '&' : '?'}user_id=${encodeURIComponent(String(userId))}`;
}

export function connectRealtime(store: AppStore, options: { initialData: boolean }): void {
  const { authenticated, user } = store.getState().session;
  if (!authenticated || !user) return;
  // one consumer per tab: a second call for the same user (sign-in + reload check, StrictMode) is a no-op
  if (current && !current.ended && current.store === store && current.ids.userId === user.id) return;
  disconnectRealtime();

  const ids: ConnectionIds = {
    userId: user.id,
    organizationId: user.organization_id ?? user.organization?.id ?? null,
    subDomainName: user.organization?.sub_domain_name ?? store.getState().session.domain ?? null,
  };
  // nothing kept for this tab → ask for the initial data after all
  const initialData = options.initialData || !restoreState(store);
  if (initialData) store.dispatch(realtimeActions.statusChanged('connecting'));

  // @rails/actioncable captured WebSocket at import: point it at the current global (msw patches it)
  adapters.WebSocket = globalThis.WebSocket;
  const consumer = createConsumer(cableUrlFor(user.id));
  const conn: Connection = {
    store,
    ids,
    consumer,
    subscriptions: [],
    timers: [],
    initialData,
    unsubscribeStore: () => undefined,
    ended: false,
    confirmed: new Set(),
  };
  current = conn;
  consumer.connect();

  conn.timers.push(
    setTimeout(() => {
      if (conn.ended) return;
      for (const channel of orgChannels()) subscribe(conn, channel);
      conn.timers.push(
        setTimeout(() => {
          if (conn.ended) return;
          for (const channel of USER_CHANNELS) subscribe(conn, channel);
        }, REALTIME_USER_CHANNEL_DELAY_MS),
      );
    }, REALTIME_ORG_CHANNEL_DELAY_MS),
  );

  // keep this tab's realtime state for a reload within the interval (sessionStorage is per tab)
  let saved: RealtimeState | null = null;
  let saveTimer: ReturnType<typeof setTimeout> | null = null;
  conn.unsubscribeStore = store.subscribe(() => {
    const state = store.getState().realtime;
    if (state === saved || saveTimer) return;
    saveTimer = setTimeout(() => {
      saveTimer = null;
      if (conn.ended) return;
      saved = store.getState().realtime;
      try {
        globalThis.sessionStorage?.setItem(STATE_KEY, JSON.stringify(saved));
      } catch {
        /* storage full: the next connect asks for the data again */
      }
    }, 1000);
  });
}

/** Ends every subscription (unsubscribe commands), closes the socket and forgets the state. */
export function disconnectRealtime(): void {
  const conn = current;
  current = null;
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = null;
  queue = [];
  if (!conn) return;
  conn.ended = true;
  markConfirmedChannels(0);
  conn.timers.forEach(clearTimeout);
  conn.unsubscribeStore();
  for (const subscription of conn.subscriptions) {
    try {
      subscription.unsubscribe();
    } catch {
      /* socket already closed */
    }
  }
  conn.subscriptions = [];
  try {
    conn.consumer.disconnect();
  } catch {
    /* already closed */
  }
  try {
    globalThis.sessionStorage?.removeItem(STATE_KEY);
  } catch {
    /* nothing stored */
  }
  conn.store.dispatch(realtimeActions.cleared());
}

/** For tests and diagnostics: the live consumer, if any. */
export function currentConsumer(): Consumer | null {
  return current?.consumer ?? null;
}

/**
 * How many channels are live, in sessionStorage (`ehs-realtime-channels`): browser tests wait for all
 * of them instead of sleeping, and a support person can read it in the devtools.
 */
function markConfirmedChannels(count: number) {
  try {
    globalThis.sessionStorage?.setItem('ehs-realtime-channels', String(count));
  } catch {
    /* best effort */
  }
}

/**
 * After an unexpected close (network blip, server restart) reopen once within 1–2 s: ActionCable's own monitor
 * waits until the connection is stale (6–12 s, then backs off), too long for a safety app to miss pushes. A failed
 * quick reopen leaves the retries to the monitor, so a server that is down is not hammered.
 */
function scheduleQuickReopen(conn: Connection) {
  if (conn.quickReopen !== undefined) return;
  conn.quickReopen = setTimeout(
    () => {
      if (!conn.ended && !conn.consumer.connection.isOpen()) conn.consumer.connection.reopen();
    },
    REALTIME_QUICK_REOPEN_MS + Math.random() * REALTIME_QUICK_REOPEN_MS,
  );
  conn.timers.push(conn.quickReopen);
}

function subscribe(conn: Connection, channel: ChannelName) {
  const request = INITIAL_REQUESTS[channel];
  const subscription: Subscription = conn.consumer.subscriptions.create(channelParams(channel, conn.ids), {
    connected(details) {
      if (conn.ended) return;
      conn.confirmed.add(channel);
      markConfirmedChannels(conn.confirmed.size);
      conn.quickReopen = undefined;
      conn.store.dispatch(realtimeActions.statusChanged('connected'));
      if (request && (conn.initialData || details?.reconnected)) {
        subscription.perform(request.action, requestParams(request.params, conn.ids));
      }
    },
    disconnected(details) {
      conn.confirmed.delete(channel);
      markConfirmedChannels(conn.confirmed.size);
      if (conn.ended) return;
      conn.store.dispatch(realtimeActions.statusChanged('disconnected'));
      if (details?.willAttemptReconnect) scheduleQuickReopen(conn);
    },
    rejected() {
      console.warn(`[realtime] subscription rejected: ${channel}`);
    },
    received(message) {
      if (conn.ended || !message || typeof message !== 'object') return;
      enqueue({ channel, message: message as Record<string, unknown> });
    },
  });
  conn.subscriptions.push(subscription);
}

function enqueue(event: ChannelEvent) {
  queue.push(event);
  flushTimer ??= setTimeout(flush, FLUSH_MS);
}

/** Applies everything queued since the last flush (exported for tests). */
export function flush(): void {
  flushTimer = null;
  const conn = current;
  const events = queue.length > REALTIME_MAX_EVENTS_PER_FLUSH ? queue.splice(0, REALTIME_MAX_EVENTS_PER_FLUSH) : queue;
  if (events === queue) queue = [];
  // the rest of a large burst: in the next task, after the page had its turn
  else flushTimer = setTimeout(flush, 0);
  if (!conn || conn.ended || events.length === 0) return;
  const { store } = conn;
  const started = performance.now();
  store.dispatch(realtimeActions.eventsReceived(events));

  const changes: CollectionChange[] = [];
  let rules: ServerRule[] | null = null;
  let endSession = false;
  for (const { channel, message } of events) {
    const change = collectionChangeOf(message);
    if (change) changes.push(change);
    else if (channel === 'NotificationChannel') {
      // SPEC key `notification(s)` → the 'notifications' collection of the RTK Query cache too
      const payload = message.notifications ?? message.notification;
      const verb = isDbAction(message.db_action) ? message.db_action : Array.isArray(payload) ? 'all' : 'update';
      if (payload) changes.push({ collection: 'notifications', verb, rows: (Array.isArray(payload) ? payload : [payload]) as CollectionChange['rows'] });
    }
    if (channel === 'RulesChannel' && 'rule' in message) {
      rules = applyRules(rules ?? store.getState().session.rules, message.db_action, message.rule);
    } else if (channel === 'OrganizationChannel' && message.organization) {
      const organization = message.organization as Organization;
      if (message.db_action === 'remove' || organization.organization_status === 'Inactive') endSession = true;
      else store.dispatch(sessionActions.organizationUpdated(organization));
    } else if (channel === 'UserChannel' && message.user) {
      const user = message.user as CurrentUser;
      if (user.id !== conn.ids.userId) continue;
      if (message.db_action === 'remove' || user.status !== 'Active') endSession = true;
      else store.dispatch(sessionActions.profileLoaded({ user: { ...store.getState().session.user, ...user } as CurrentUser }));
    } else if (channel === 'TenantMemoryDetailsChannel' && message.tenant_memory_details) {
      const memory = message.tenant_memory_details as TenantMemory;
      const orgId = store.getState().session.user?.organization_id;
      if (orgId != null) void import('@/lib/api/tenant-memory').then((m) => m.tenantMemoryPushed(store.dispatch, orgId, memory));
    }
  }
  if (rules) {
    // the ability follows session.rules (lib/ability/ability-sync): menus and guards re-render at once
    store.dispatch(sessionActions.rulesReceived(rules));
  }
  if (changes.length) applyCollectionEvents(store.dispatch, store.getState, changes);
  // scripts/bench-realtime.mjs sets the flag and reads these User Timing entries
  if ((globalThis as { __realtimeBench?: boolean }).__realtimeBench) {
    performance.measure('realtime-flush', { start: started, detail: { events: events.length } });
  }
  if (endSession) {
    disconnectRealtime();
    browser.assign('/logout');
  }
}

/** Rules are keyed by name (SPEC §3 "Rule: name"); a rule message carries one rule or the list. */
function applyRules(rules: ServerRule[], verb: unknown, payload: unknown): ServerRule[] {
  const items = (Array.isArray(payload) ? payload : [payload]).filter((r) => r && typeof r === 'object') as (ServerRule & {
    name?: string;
  })[];
  const named = items.map((r) => ({ name: r.name ?? r.subject, subject: r.subject ?? r.name ?? '', actions: r.actions ?? [] }));
  const action: DbAction = isDbAction(verb) ? verb : Array.isArray(payload) ? 'all' : 'update';
  const base = rules.map((r) => ({ name: r.subject, subject: r.subject, actions: r.actions }));
  // an update for a subject the user had no rule for adds it (a new permission)
  const next =
    action === 'update'
      ? applyDbActions(
          base,
          named.map((r) => ({ verb: base.some((b) => b.name === r.name) ? ('update' as const) : ('create' as const), payload: r })),
        )
      : applyDbActions(base, [{ verb: action, payload: named }]);
  return next.filter((r) => r.actions.length > 0).map(({ subject, actions }) => ({ subject, actions }));
}

function restoreState(store: AppStore): boolean {
  try {
    const raw = globalThis.sessionStorage?.getItem(STATE_KEY);
    if (raw) {
      store.dispatch(realtimeActions.restored(JSON.parse(raw) as RealtimeState));
      return true;
    }
  } catch {
    /* unreadable: start empty */
  }
  return false;
}
