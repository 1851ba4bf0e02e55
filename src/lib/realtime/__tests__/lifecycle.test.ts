import { vi } from 'vitest';
import { makeStore } from '@/lib/store/store';
import { ability, updateAbility } from '@/lib/ability/ability';
import { browser } from '@/lib/browser';
import { sessionActions } from '@/lib/session/session-slice';
import type { CurrentUser } from '@/lib/session/types';

// A fake ActionCable: records what the client subscribes and lets the test play the server.
interface FakeSub {
  params: Record<string, unknown>;
  mixin: {
    connected?: (d?: { reconnected: boolean }) => void;
    received?: (m: unknown) => void;
  };
  performed: { action: string; data?: Record<string, unknown> }[];
  unsubscribed: boolean;
  at: number;
}
const cable = vi.hoisted(() => ({
  consumers: [] as { url: string; subs: FakeSub[]; connected: boolean; disconnected: boolean }[],
  adapters: { WebSocket: undefined as unknown, logger: console },
}));
vi.mock('@rails/actioncable', () => ({
  adapters: cable.adapters,
  createConsumer(url: string) {
    const consumer = { url, subs: [] as FakeSub[], connected: false, disconnected: false };
    cable.consumers.push(consumer);
    return {
      url,
      connect: () => (consumer.connected = true),
      disconnect: () => (consumer.disconnected = true),
      subscriptions: {
        create(params: Record<string, unknown>, mixin: FakeSub['mixin']) {
          const sub: FakeSub = { params, mixin, performed: [], unsubscribed: false, at: Date.now() };
          consumer.subs.push(sub);
          return {
            identifier: JSON.stringify(params),
            perform: (action: string, data?: Record<string, unknown>) => sub.performed.push({ action, data }),
            unsubscribe: () => (sub.unsubscribed = true),
          };
        },
      },
    };
  },
}));

const { connectRealtime, disconnectRealtime } = await import('../lifecycle');

const org = {
  id: 101,
  name: 'Acme',
  sub_domain_name: 'acme',
  is_enterprise: false,
  organization_status: 'Active' as const,
  subscription_type: 'paid' as const,
  plan: 'business' as const,
  modules: [],
  is_onboarding: false,
  is_locked: false,
};
const user: CurrentUser = {
  id: 7,
  organization_id: 101,
  full_name: 'Sara',
  role_name: 'Supervisor',
  email: 'supervisor@acme.test',
  is_admin: false,
  is_contractor: false,
  status: 'Active',
  organization: org,
};

function signedInStore() {
  const store = makeStore();
  const rules = [{ subject: 'Observation', actions: ['read', 'create'] }, { subject: 'Action', actions: ['read'] }];
  store.dispatch(sessionActions.signedIn({ access_token: 'a', csrf_token: 'c', refresh_token: 'r', user, rules, domain: 'acme' }));
  updateAbility(rules, user.id);
  return store;
}

const channelsOf = (subs: FakeSub[]) => subs.map((s) => s.params.channel);

describe('realtime lifecycle (SPEC §7, §9 timing)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    cable.consumers.length = 0;
  });
  afterEach(() => {
    disconnectRealtime();
    vi.useRealTimers();
  });

  it('opens one consumer with the user id and subscribes org channels at 50 ms, user channels 500 ms later', () => {
    const store = signedInStore();
    const started = Date.now();
    connectRealtime(store, { initialData: true });
    connectRealtime(store, { initialData: true }); // a second call is a no-op
    expect(cable.consumers).toHaveLength(1);
    const consumer = cable.consumers[0];
    expect(consumer.url).toMatch(/\/cable\?user_id=7$/);
    expect(consumer.connected).toBe(true);
    expect(cable.adapters.WebSocket).toBe(globalThis.WebSocket);

    vi.advanceTimersByTime(49);
    expect(consumer.subs).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(channelsOf(consumer.subs)).toEqual([
      'OrgModulesChannel',
      'AllModulesChannel',
      'UsedLicenseCountChannel',
      'SubscriptionPlanChannel',
      'PlanChannel',
      'OnBoardingChannel',
      'RoleWiseUsersChannel',
      'ModuleBasedUsersChannel',
      'SaasAdditionalFeaturesChannel',
      'OrganizationChannel',
      'TenantMemoryDetailsChannel',
    ]);
    expect(consumer.subs.every((s) => s.params.organization_id === 101 && s.at - started === 50)).toBe(true);
    vi.advanceTimersByTime(499);
    expect(consumer.subs).toHaveLength(11);
    vi.advanceTimersByTime(1);
    expect(channelsOf(consumer.subs.slice(11))).toEqual(['RulesChannel', 'NotificationChannel', 'ActionsChannel', 'UserChannel', 'TimezoneChannel']);
    expect(consumer.subs.slice(11).every((s) => s.params.user_id === 7 && s.at - started === 550)).toBe(true);
  });

  it('asks for the initial data with the SPEC parameters once each subscription is confirmed', () => {
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    const subs = cable.consumers[0].subs;
    subs.forEach((s) => s.mixin.connected?.({ reconnected: false }));
    const asked = Object.fromEntries(subs.flatMap((s) => s.performed.map((p) => [p.action, p.data])));
    expect(asked).toEqual({
      get_all_unread_notifications: { user_id: 7, sub_domain_name: 'acme' },
      get_actions: { user_id: 7, sub_domain_name: 'acme' },
      get_plan: { organization_id: 101 },
      get_all_modules: { organization_id: 101 },
      get_role_wise_users: { organization_id: 101 },
      get_module_based_users: { organization_id: 101 },
      get_used_lincence_count: { organization_id: 101 },
      get_subscription_plan: { organization_id: 101 },
      get_saas_additional_features: { organization_id: 101 },
      get_timezone: { user_id: 7 },
      get_tenant_memory_details: { user_id: 7 },
    });
  });

  it('a reload within the interval restores the tab state and asks for nothing, but a reconnect asks again', () => {
    const store = signedInStore();
    sessionStorage.setItem('ehs-realtime-state', JSON.stringify({ notifications: [{ id: 1, is_read: false }] }));
    connectRealtime(store, { initialData: false });
    expect(store.getState().realtime.notifications).toHaveLength(1);
    vi.advanceTimersByTime(550);
    const subs = cable.consumers[0].subs;
    subs.forEach((s) => s.mixin.connected?.({ reconnected: false }));
    expect(subs.flatMap((s) => s.performed)).toEqual([]);
    subs.forEach((s) => s.mixin.connected?.({ reconnected: true }));
    expect(subs.flatMap((s) => s.performed)).toHaveLength(11);
  });

  /** a connected store whose NotificationChannel receives `count` creates; `seen`: the list's length at each store change */
  function notificationBurst(count: number) {
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    const notifications = cable.consumers[0].subs.find((s) => s.params.channel === 'NotificationChannel')!;
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.getState().realtime.notifications.length));
    for (let i = 0; i < count; i++) notifications.mixin.received?.({ db_action: 'create', notification: { id: i + 1, is_read: false } });
    return { store, seen };
  }

  it('batches a burst into one slice update per flush', () => {
    const { store, seen } = notificationBurst(1000);
    expect(store.getState().realtime.notifications).toHaveLength(0); // queued, not yet applied
    vi.advanceTimersByTime(50);
    expect(store.getState().realtime.notifications).toHaveLength(1000);
    expect(seen.filter((n) => n > 0 && n < 1000)).toEqual([]); // never applied piecemeal
  });

  it('applies a burst larger than a flush takes in flushes of at most 1,000 events, in order, one task each', () => {
    const { store, seen } = notificationBurst(2500);
    vi.advanceTimersByTime(50);
    expect(store.getState().realtime.notifications).toHaveLength(1000);
    vi.advanceTimersToNextTimer();
    expect(store.getState().realtime.notifications).toHaveLength(2000);
    vi.advanceTimersToNextTimer();
    expect(store.getState().realtime.notifications).toHaveLength(2500);
    expect([...new Set(seen)]).toEqual([1000, 2000, 2500]);
  });

  it('a rules message updates the one ability in place and the session rules', () => {
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    const rules = cable.consumers[0].subs.find((s) => s.params.channel === 'RulesChannel')!;
    expect(ability.can('read', 'Observation')).toBe(true);
    const before = ability;
    rules.mixin.received?.({ db_action: 'update', rule: { name: 'Observation', actions: [] } });
    rules.mixin.received?.({ db_action: 'update', rule: { name: 'Incident', actions: ['read'] } });
    vi.advanceTimersByTime(50);
    expect(ability).toBe(before);
    expect(ability.can('read', 'Observation')).toBe(false);
    expect(ability.can('read', 'Incident')).toBe(true);
    expect(store.getState().session.rules).toEqual([
      { subject: 'Incident', actions: ['read'] },
      { subject: 'Action', actions: ['read'] },
    ]);
  });

  it('organisation update replaces the organisation; removal and an inactive user end the session', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    const find = (c: string) => cable.consumers[0].subs.find((s) => s.params.channel === c)!;
    find('OrganizationChannel').mixin.received?.({ db_action: 'update', organization: { ...org, name: 'Acme Renamed' } });
    vi.advanceTimersByTime(50);
    expect(store.getState().session.user?.organization?.name).toBe('Acme Renamed');
    expect(assign).not.toHaveBeenCalled();

    find('UserChannel').mixin.received?.({ db_action: 'update', user: { ...user, status: 'Inactive' } });
    vi.advanceTimersByTime(50);
    expect(assign).toHaveBeenCalledWith('/logout');
    // the session's subscriptions ended with it
    expect(cable.consumers[0].subs.every((s) => s.unsubscribed)).toBe(true);
    expect(cable.consumers[0].disconnected).toBe(true);

    assign.mockClear();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    cable.consumers[1].subs.find((s) => s.params.channel === 'OrganizationChannel')!.mixin.received?.({ db_action: 'remove', organization: { id: 101 } });
    vi.advanceTimersByTime(50);
    expect(assign).toHaveBeenCalledWith('/logout');
    assign.mockRestore();
  });

  it('a tenant memory push replaces the cached GET /tenants/memory answer that the forms read', async () => {
    const { tenantMemoryApi } = await import('@/lib/api/tenant-memory');
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    const memory = () => tenantMemoryApi.endpoints.getTenantMemory.select(101)(store.getState() as never).data;
    expect(memory()).toBeUndefined();
    cable.consumers[0].subs.find((s) => s.params.channel === 'TenantMemoryDetailsChannel')!.mixin.received?.({ tenant_memory_details: { used_mb: 100, total_mb: 100, mem_exhausted: true } });
    vi.advanceTimersByTime(50);
    await vi.waitFor(() => expect(memory()?.mem_exhausted).toBe(true));
  });

  it('logout unsubscribes every channel and closes the socket', () => {
    const store = signedInStore();
    connectRealtime(store, { initialData: true });
    vi.advanceTimersByTime(550);
    disconnectRealtime();
    const consumer = cable.consumers[0];
    expect(consumer.subs).toHaveLength(16);
    expect(consumer.subs.every((s) => s.unsubscribed)).toBe(true);
    expect(consumer.disconnected).toBe(true);
    // timers of a closed connection never subscribe anything later
    connectRealtime(store, { initialData: true });
    disconnectRealtime();
    vi.advanceTimersByTime(1000);
    expect(cable.consumers[1].subs).toHaveLength(0);
  });
});
