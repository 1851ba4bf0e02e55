import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import type { baseApi } from '@/lib/api/base-api';
import { applyCollectionEvents, collectionChangeOf, registerRealtimeCollection, withRows } from '../rtk-sync';

type Row = { id: number; status: string };
const rows = (n: number, status = 'Open'): Row[] => Array.from({ length: n }, (_, i) => ({ id: i + 1, status }));

/** a store with an RTK Query cache holding one list (its rows in `data.items`) and one detail, counting cache patches */
async function setup(n: number) {
  const api = createApi({
    reducerPath: 'api',
    baseQuery: fakeBaseQuery(),
    tagTypes: ['Row'],
    endpoints: (build) => ({
      getRows: build.query<{ items: Row[]; total: number }, { page: number }>({ queryFn: () => ({ data: { items: [], total: 0 } }) }),
      getRow: build.query<Row, number>({ queryFn: (id) => ({ data: { id, status: 'Open' } }) }),
    }),
  });
  const patched: string[] = [];
  const count: Middleware = () => (next) => (action) => {
    if ((action as { type: string }).type.endsWith('/queryResultPatched')) patched.push((action as { payload: { queryCacheKey: string } }).payload.queryCacheKey);
    return next(action);
  };
  const store = configureStore({ reducer: { api: api.reducer }, middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).concat(api.middleware, count) });
  await store.dispatch(api.util.upsertQueryData('getRows', { page: 1 }, { items: rows(n), total: n }));
  await store.dispatch(api.util.upsertQueryData('getRow', 3, { id: 3, status: 'Open' }));
  const unregister = registerRealtimeCollection(api as unknown as typeof baseApi, 'bench_rows', {
    tag: 'Row',
    lists: [{ endpoint: 'getRows', rows: (d) => (d as { items: Row[] } | undefined)?.items }],
    detail: { endpoint: 'getRow' },
    onCreate: 'prepend',
  });
  const list = () => api.endpoints.getRows.select({ page: 1 })(store.getState()).data!;
  const detail = (id: number) => api.endpoints.getRow.select(id)(store.getState()).data;
  return { store, patched, list, detail, unregister };
}

const message = (db_action: string, record: object) => collectionChangeOf({ db_action, collection: 'bench_rows', record })!;

describe('realtime → RTK Query cache, a burst (issue 30)', () => {
  it('5,000 events into a 10,000-row cached list: one patch of the list (one replacement), only the cached detail patched', async () => {
    const { store, patched, list, detail, unregister } = await setup(10_000);
    const before = list();
    const changes = [
      ...Array.from({ length: 2000 }, (_, i) => message('create', { id: 100_000 + i, status: 'Open' })),
      ...Array.from({ length: 2000 }, (_, i) => message('update', { id: i + 1, status: 'Closed' })),
      ...Array.from({ length: 1000 }, (_, i) => message('remove', { id: 5001 + i })),
    ];
    applyCollectionEvents(store.dispatch, store.getState, changes);
    // the list once and the one cached record (id 3) once: not a dispatch per event, nor per uncached detail
    expect(patched).toHaveLength(2);
    const after = list();
    expect(after.items).toHaveLength(11_000);
    expect(after.items[0]).toEqual({ id: 101_999, status: 'Open' });
    expect(after.items[2000]).toEqual({ id: 1, status: 'Closed' });
    expect(after.items.some((r) => r.id === 5001)).toBe(false);
    // the rest of the data is kept; the rows no event touched are the same objects
    expect(after.total).toBe(10_000);
    expect(after.items.at(-1)).toBe(before.items.at(-1));
    expect(detail(3)).toEqual({ id: 3, status: 'Closed' });
    unregister();
  });

  it('withRows replaces the rows where they are: the data itself, a field, or deeper (through Immer)', () => {
    const next = [{ id: 9 }];
    const arr = [{ id: 1 }];
    expect(withRows(arr, arr, next, { endpoint: 'x' })).toBe(next);
    const data = Object.freeze({ items: arr, total: 1 });
    expect(withRows(data, arr, next, { endpoint: 'x' })).toEqual({ items: next, total: 1 });
    const nested = { page: { rows: arr }, total: 1 };
    const out = withRows(nested, arr, next, { endpoint: 'x', rows: (d) => (d as typeof nested).page.rows }) as typeof nested;
    expect(out.page.rows).toEqual(next);
    expect(nested.page.rows).toBe(arr);
  });
});
