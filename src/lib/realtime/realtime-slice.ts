import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import { applyDbActions, isDbAction, type DbAction } from './db-action';

/**
 * Realtime state pushed by the cable channels (SPEC §7): organisation modules, plans, licences,
 * users by role / module, timezone, tenant memory, the user's actions and unread notifications.
 * Kept free of heavy imports: the store registers it before the realtime client loads.
 */
export interface RealtimeNotification {
  id: number;
  title?: string;
  body?: string;
  kind?: string;
  link?: string | null;
  is_read: boolean;
  created_at?: string;
  [key: string]: unknown;
}

export type ListItem = { id?: number | string; name?: string; [key: string]: unknown };

export interface ModuleBasedUsers {
  users: ListItem[];
  permit_users: ListItem[];
  inci_users: ListItem[];
  audit_users: ListItem[];
}

export type ConnectionStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

export interface RealtimeState {
  status: ConnectionStatus;
  organizationModules: ListItem[];
  allModules: ListItem[];
  plan: Record<string, unknown> | null;
  subscriptionPlan: Record<string, unknown> | null;
  usedLicenceCount: number | null;
  roleWiseUsers: ListItem[];
  moduleBasedUsers: ModuleBasedUsers;
  saasAdditionalFeatures: ListItem[];
  timezone: string | null;
  onBoarding: Record<string, unknown> | null;
  actions: ListItem[];
  notifications: RealtimeNotification[];
}

export const initialRealtimeState: RealtimeState = {
  status: 'idle',
  organizationModules: [],
  allModules: [],
  plan: null,
  subscriptionPlan: null,
  usedLicenceCount: null,
  roleWiseUsers: [],
  moduleBasedUsers: { users: [], permit_users: [], inci_users: [], audit_users: [] },
  saasAdditionalFeatures: [],
  timezone: null,
  onBoarding: null,
  actions: [],
  notifications: [],
};

/** One message received on one channel. */
export interface ChannelEvent {
  channel: string;
  message: Record<string, unknown>;
}

type ListField = 'organizationModules' | 'allModules' | 'roleWiseUsers' | 'saasAdditionalFeatures' | 'actions' | 'notifications';
type ValueField = 'plan' | 'subscriptionPlan' | 'usedLicenceCount' | 'timezone' | 'onBoarding';

/** Message keys (SPEC §7 "Channel messages carry") → state fields. */
const LIST_KEYS: Record<string, ListField> = {
  organization_modules: 'organizationModules',
  all_modules: 'allModules',
  role_wise_user: 'roleWiseUsers',
  role_wise_users: 'roleWiseUsers',
  saas_additional_features: 'saasAdditionalFeatures',
  notification: 'notifications',
  notifications: 'notifications',
};
const VALUE_KEYS: Record<string, ValueField> = {
  plan: 'plan',
  subscription_plan: 'subscriptionPlan',
  used_licence_count: 'usedLicenceCount',
  timezone: 'timezone',
  on_boarding: 'onBoarding',
};
/** Collections (`{db_action, collection, record(s)}` messages) the slice keeps a list of. */
const COLLECTION_KEYS: Record<string, ListField> = { actions: 'actions', notifications: 'notifications' };

function verbOf(message: Record<string, unknown>, payload: unknown): DbAction {
  if (isDbAction(message.db_action)) return message.db_action;
  return Array.isArray(payload) ? 'all' : 'update';
}

/** Applies a batch of channel events; list changes to the same field are applied in one pass. */
export function reduceEvents(state: RealtimeState, events: readonly ChannelEvent[]): RealtimeState {
  const next: RealtimeState = { ...state };
  const pending = new Map<ListField, { verb: DbAction; payload: unknown }[]>();
  const push = (field: ListField, verb: DbAction, payload: unknown) => {
    let list = pending.get(field);
    if (!list) pending.set(field, (list = []));
    list.push({ verb, payload });
  };
  for (const { message } of events) {
    if (!message || typeof message !== 'object') continue;
    const collection = typeof message.collection === 'string' ? message.collection : null;
    if (collection && COLLECTION_KEYS[collection]) {
      const payload = message.records ?? message.record;
      if (payload === undefined) continue;
      let verb = verbOf(message, payload);
      // `mine: false`: a row the user may read but is not assigned to (no longer, after an update)
      if (message.mine === false) {
        if (verb === 'create' || verb === 'all') continue;
        if (verb === 'update') verb = 'remove';
      }
      push(COLLECTION_KEYS[collection], verb, payload);
      continue;
    }
    for (const [key, payload] of Object.entries(message)) {
      if (payload === undefined) continue;
      if (key in LIST_KEYS) push(LIST_KEYS[key], verbOf(message, payload), payload);
      else if (key in VALUE_KEYS) {
        const field = VALUE_KEYS[key];
        (next as unknown as Record<string, unknown>)[field] = message.db_action === 'remove' ? null : payload;
      } else if (key === 'module_based_users' && payload && typeof payload === 'object' && !Array.isArray(payload)) {
        next.moduleBasedUsers = { ...initialRealtimeState.moduleBasedUsers, ...(payload as Partial<ModuleBasedUsers>) };
      }
    }
  }
  for (const [field, changes] of pending) {
    (next as unknown as Record<string, unknown>)[field] = applyDbActions(
      next[field] as unknown[],
      changes as { verb: DbAction; payload: unknown }[],
    );
  }
  return next;
}

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {
    statusChanged(state, action: PayloadAction<ConnectionStatus>) {
      state.status = action.payload;
    },
    /** A batch of channel messages, applied in one dispatch (bursts are queued by the client). */
    eventsReceived: (state, action: PayloadAction<ChannelEvent[]>) =>
      reduceEvents((original(state) ?? state) as RealtimeState, action.payload),
    /** Restores the state kept for this tab (a reload within the interval asks for no initial data). */
    restored: (_state, action: PayloadAction<RealtimeState>) => ({ ...initialRealtimeState, ...action.payload, status: 'connecting' }),
    cleared: () => initialRealtimeState,
  },
  selectors: {
    selectUnreadCount: (state) => state.notifications.reduce((n, item) => (item.is_read ? n : n + 1), 0),
    selectNotifications: (state) => state.notifications,
    selectRealtimeStatus: (state) => state.status,
  },
});

export const realtimeActions = realtimeSlice.actions;
export const { selectUnreadCount, selectNotifications, selectRealtimeStatus } = realtimeSlice.selectors;
