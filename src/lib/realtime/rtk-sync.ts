/**
 * Realtime → RTK Query cache. Server data stays in RTK Query's cache; a `db_action` for a
 * collection patches the cached queries in place (`updateQueryData`) or invalidates them when the
 * server decides order and filters (ARCHITECTURE "Server state is never copied into slices").
 *
 * How a feature uses it (once, next to its endpoints, e.g. src/features/observations/api/*.ts):
 *
 *   registerRealtimeCollection(baseApi, 'observations', {
 *     tag: 'Observation',                          // tag type of the cached queries
 *     lists: [{ endpoint: 'getObservations',       // list queries holding rows of the collection
 *               rows: (data) => data.observations, // where the rows are in the cached data (the draft)
 *               matches: (args, row) => true }],   // optional: may `row` belong to this query's args?
 *     detail: { endpoint: 'getObservation' },      // optional: detail query, arg = row.id (or argOf(row))
 *     onCreate: 'invalidate',                      // default: refetch lists ({type: tag, id: 'LIST'});
 *                                                  // 'prepend' adds the row at the front of each list
 *     counts: true,                                // optional: refetch {type: tag, id: 'COUNTS'} on any change
 *   });
 *
 * A collection whose lists the server shapes (labels added by `transformResponse`, filters only it knows) registers
 * `{ tag, refetch: true }` instead: any change refetches its lists ({type: tag, id: 'LIST'}), nothing is patched.
 *
 * Messages reach it as `{ db_action, collection, record | records }` on ActionsChannel (and any
 * other channel): update → the row is replaced by id in every cached list + the detail entry is
 * replaced; remove → deleted from the lists, detail tag invalidated; create → LIST invalidated (or
 * prepended); all → LIST invalidated. The realtime client queues events and calls
 * `applyCollectionEvents` once per flush (≤ every 50 ms), so a burst patches each cached query once: its new rows
 * are computed in one pass (applyDbActions) and stored as one replacement of the query's data (patchQueryData),
 * not as a patch per row.
 * `registerRealtimeCollection` returns a function that unregisters.
 */
import { createNextState, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import type { baseApi } from '@/lib/api/base-api';
import { applyDbActions, isDbAction, type DbAction } from './db-action';

type Api = typeof baseApi;
type Row = { id?: unknown; [key: string]: unknown };
type AnyDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

export interface ListSync {
  endpoint: string;
  /** the row array inside the cached data (receives the Immer draft); default: the data itself */
  rows?: (data: unknown) => unknown[] | undefined;
  /**
   * whether a row belongs to the query made with these args (its status tab, its filters): a created row is
   * prepended only where it matches, and an updated row that no longer matches (closed while the list shows
   * "Open") leaves that list at once, which is then refetched to fill its page
   */
  matches?: (args: unknown, row: Row) => boolean;
}

export interface CollectionSync {
  tag?: string;
  lists?: ListSync[];
  detail?: { endpoint: string; argOf?: (row: Row) => unknown };
  onCreate?: 'invalidate' | 'prepend';
  /** queries of per-status counts (they provide `{ type: tag, id: 'COUNTS' }`): refetched after any change */
  counts?: boolean;
  /** every change refetches the lists (`{ type: tag, id: 'LIST' }`) instead of patching them */
  refetch?: boolean;
}

/**
 * A `ListSync.matches` for the usual list args: each of `keys` set in the args (not '' or 'all') must equal
 * the row's field, and `status` (if given) decides the status tab.
 */
export function matchesArgs(keys: readonly string[], status?: (args: Record<string, unknown>, row: Row) => boolean) {
  return (args: unknown, row: Row): boolean => {
    const a = (args ?? {}) as Record<string, unknown>;
    for (const key of keys) {
      const want = a[key];
      if (want !== undefined && want !== null && want !== '' && want !== 'all' && String(row[key]) !== String(want)) return false;
    }
    return status ? status(a, row) : true;
  };
}

/** The status tab of lists whose `status` arg is a display status (absent or 'all' shows every row). */
export const displayStatusTab = (a: Record<string, unknown>, row: Row) =>
  !a.status || a.status === 'all' || (row.display_status ?? row.status) === a.status;

export interface CollectionChange {
  collection: string;
  verb: DbAction;
  rows: Row[];
}

const registry = new Map<string, { api: Api; sync: CollectionSync }[]>();

export function registerRealtimeCollection(api: Api, collection: string, sync: CollectionSync): () => void {
  const entry = { api, sync };
  const list = registry.get(collection) ?? [];
  list.push(entry);
  registry.set(collection, list);
  return () => {
    const current = registry.get(collection)?.filter((e) => e !== entry) ?? [];
    if (current.length) registry.set(collection, current);
    else registry.delete(collection);
  };
}

export function hasRealtimeCollection(collection: string): boolean {
  return registry.has(collection);
}

/** `{db_action, collection, record(s)}` → a change, or null when the message is not one. */
export function collectionChangeOf(message: Record<string, unknown>): CollectionChange | null {
  const { collection, db_action: verb } = message;
  if (typeof collection !== 'string' || !isDbAction(verb)) return null;
  const payload = message.records ?? message.record;
  const rows = (Array.isArray(payload) ? payload : payload ? [payload] : []) as Row[];
  return { collection, verb, rows };
}

function rowsIn(data: unknown, list: ListSync): unknown[] | undefined {
  const rows = list.rows ? list.rows(data) : data;
  return Array.isArray(rows) ? rows : undefined;
}

/** a query's cached data (frozen), or undefined when it has none */
function cachedData(api: Api, endpoint: string, args: unknown, state: unknown): unknown {
  const ep = (api.endpoints as unknown as Record<string, { select(a: unknown): (s: unknown) => { data?: unknown } }>)[endpoint];
  return ep?.select(args)(state).data;
}

/**
 * `data` with its row array `rows` replaced by `next`, sharing everything else: the data itself when it is the
 * array, a copy of it with the one field changed when the rows are one of its fields (`data.observations`), else
 * (rows deeper inside) through Immer.
 */
export function withRows(data: unknown, rows: unknown[], next: unknown[], list: ListSync): unknown {
  if (data === rows) return next;
  if (data && typeof data === 'object') {
    const key = Object.keys(data).find((k) => (data as Record<string, unknown>)[k] === rows);
    if (key !== undefined) return { ...(data as Record<string, unknown>), [key]: next };
  }
  return createNextState(data, (draft: unknown) => {
    const inDraft = rowsIn(draft, list);
    if (!inDraft) return;
    inDraft.length = 0;
    inDraft.push(...next);
  });
}

/** Applies a flush's collection changes to the RTK Query cache: one patch per cached query. */
export function applyCollectionEvents(dispatch: AnyDispatch, getState: () => unknown, changes: readonly CollectionChange[]): void {
  const byCollection = new Map<string, CollectionChange[]>();
  for (const c of changes) {
    if (!registry.has(c.collection)) continue;
    const list = byCollection.get(c.collection) ?? [];
    list.push(c);
    byCollection.set(c.collection, list);
  }
  for (const [collection, collChanges] of byCollection) {
    for (const { api, sync } of registry.get(collection) ?? []) applyOne(api, sync, collChanges, dispatch, getState);
  }
}

function applyOne(api: Api, sync: CollectionSync, changes: CollectionChange[], dispatch: AnyDispatch, getState: () => unknown) {
  const state = getState() as Parameters<Api['util']['selectCachedArgsForQuery']>[0];
  if (!state || !(api.reducerPath in (state as object))) return; // the cache is not loaded: nothing to patch
  const invalidate: { type: string; id: string | number }[] = [];
  let invalidateList = false;
  const patches: { verb: DbAction; payload: Row[] }[] = [];
  for (const c of changes) {
    if (sync.refetch || c.verb === 'all') invalidateList = true;
    else if (c.verb === 'create') {
      if (sync.onCreate === 'prepend') patches.push({ verb: 'create', payload: c.rows });
      else invalidateList = true;
    } else patches.push({ verb: c.verb, payload: c.rows });
  }

  if (patches.length) {
    for (const list of sync.lists ?? []) {
      const cachedArgs = api.util.selectCachedArgsForQuery(state, list.endpoint as never) as unknown[];
      for (const args of cachedArgs) {
        const relevant = patches
          .map((p) => {
            if (!list.matches || (p.verb !== 'create' && p.verb !== 'update')) return p;
            const kept = p.payload.filter((row) => list.matches!(args, row));
            // an update that takes the row out of this list's tab or filters removes it here
            const leaving = p.verb === 'update' ? p.payload.filter((row) => !list.matches!(args, row)) : [];
            if (leaving.length) invalidateList = true;
            return [{ ...p, payload: kept }, ...(leaving.length ? [{ verb: 'remove' as const, payload: leaving }] : [])];
          })
          .flat()
          .filter((p) => p.payload.length > 0);
        if (!relevant.length) continue;
        const data = cachedData(api, list.endpoint, args, state);
        const rows = data === undefined ? undefined : rowsIn(data, list);
        if (!rows) continue;
        // the new list is computed on the plain cached rows and stored as one replacement (issue 30): patching the
        // Immer draft row by row made RTK Query record and replay a patch per moved row (≈ 1.5 s for 5,000 events
        // into a 10,000-row list, scripts/bench-realtime-large.mjs)
        const value = withRows(data, rows, applyDbActions(rows, relevant), list);
        dispatch(api.util.patchQueryData(list.endpoint as never, args as never, [{ op: 'replace', path: [], value }], true) as unknown as UnknownAction);
      }
    }
    if (sync.detail) {
      const { endpoint, argOf = (row: Row) => row.id } = sync.detail;
      // only the records whose detail is cached (a burst of updates would otherwise dispatch once per row for nothing)
      const cachedDetails = new Set((api.util.selectCachedArgsForQuery(state, endpoint as never) as unknown[]).map((a) => JSON.stringify(a)));
      for (const p of patches) {
        for (const row of p.payload) {
          if (p.verb === 'update') {
            if (!cachedDetails.has(JSON.stringify(argOf(row)))) continue;
            dispatch(
              api.util.updateQueryData(endpoint as never, argOf(row) as never, ((draft: unknown) => {
                if (draft && typeof draft === 'object') Object.assign(draft, row);
              }) as never) as unknown as UnknownAction,
            );
          } else if (p.verb === 'remove' && sync.tag && (typeof row.id === 'number' || typeof row.id === 'string')) {
            invalidate.push({ type: sync.tag, id: row.id });
          }
        }
      }
    }
  }
  if (invalidateList && sync.tag) invalidate.push({ type: sync.tag, id: 'LIST' });
  if (sync.counts && sync.tag && changes.length) invalidate.push({ type: sync.tag, id: 'COUNTS' });
  if (invalidate.length) dispatch(api.util.invalidateTags(invalidate as never) as unknown as UnknownAction);
}
