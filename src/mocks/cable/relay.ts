import type { Organization } from '@/lib/session/types';
import { db, type DbChange, type Row } from '../db/db';

/**
 * Cross-tab relay of the demo backend (BroadcastChannel 'ehs-demo'). Each tab runs its own msw
 * backend over its own in-memory copy of the IndexedDB data; every commit in one tab is posted
 * here, and the other tabs of the origin apply it to their copy and re-emit it, so their cable
 * servers push the same db_action to their pages: two windows side by side collaborate live.
 * Relayed changes are never relayed again, and do not create follow-up rows (notifications) —
 * the tab where the change happened creates those and relays them too.
 */
export const RELAY_CHANNEL = 'ehs-demo';

const relayed = new WeakSet<DbChange>();
let channel: BroadcastChannel | null = null;

export function isRelayed(change: DbChange): boolean {
  return relayed.has(change);
}

/** Applies a change that happened in another tab to this tab's data, then emits it locally. */
export function applyRelayedChange(change: DbChange): void {
  const tenant = db.tenant(change.tenant);
  if (!tenant) return;
  const { collection, verb, row, rows } = change;
  if (collection === 'organization') {
    if (row) tenant.organization = row as unknown as Organization;
  } else if (verb === 'all' && rows) {
    tenant.collections[collection] = [...rows];
  } else if (row) {
    const list = db.list(tenant, collection);
    const index = list.findIndex((r) => r.id === row.id);
    if (verb === 'create') {
      if (index >= 0) list.splice(index, 1);
      list.unshift(row);
    } else if (verb === 'update') {
      if (index >= 0) list[index] = row;
      else list.unshift(row);
    } else if (index >= 0) list.splice(index, 1);
    // ids stay unique across tabs: never hand out an id another tab has used
    if (typeof row.id === 'number' && row.id >= tenant.nextId) tenant.nextId = row.id + 1;
  }
  db.touch(tenant);
  const local: DbChange = { ...change };
  relayed.add(local);
  db.emit(local);
}

function isChange(data: unknown): data is DbChange {
  if (!data || typeof data !== 'object') return false;
  const c = data as Partial<DbChange>;
  return typeof c.tenant === 'string' && typeof c.collection === 'string' && typeof c.verb === 'string';
}

export function startRelay(): void {
  // browsers only: in Node tests a BroadcastChannel would cross test workers
  if (channel || typeof BroadcastChannel === 'undefined' || typeof window === 'undefined' || import.meta.env.MODE === 'test') return;
  channel = new BroadcastChannel(RELAY_CHANNEL);
  channel.addEventListener('message', (event: MessageEvent) => {
    if (isChange(event.data)) applyRelayedChange(event.data);
  });
  db.subscribe((change) => {
    if (relayed.has(change) || change.collection === 'tokens') return;
    try {
      channel?.postMessage(JSON.parse(JSON.stringify(change)) as DbChange & { row?: Row });
    } catch {
      /* not cloneable: the other tabs see it after a reload */
    }
  });
}
