#!/usr/bin/env node
/**
 * Realtime, the larger case (issue 30; not a test): 5,000 db_action events into a 10,000-row cached list, through
 * the client's own code (src/lib/realtime/rtk-sync.ts: collectionChangeOf + applyCollectionEvents, the work of one
 * realtime flush) on a real Redux store with an RTK Query cache (Redux Toolkit as the app uses it), in Node's V8,
 * loaded through Vite (the app's aliases and TypeScript). A flush is one synchronous task on the page's main thread,
 * so its duration is that task's length; what this does not include is React re-rendering the rows (a register
 * renders one server page, not the cached rows: README "Performance").
 *
 *   node scripts/bench-realtime-large.mjs          (BENCH_RUNS=5; BENCH_ROWS=10000; BENCH_EVENTS=5000)
 *
 * Each run: a fresh store whose cached list holds ROWS rows, then EVENTS events (40 % creates, prepended; 40 %
 * updates; 20 % removes) delivered as the client delivers them: in flushes of at most REALTIME_MAX_EVENTS_PER_FLUSH
 * (src/config/constants.ts: a larger burst goes on in the next task), and, for comparison, all in one flush (what the
 * client did before that cap for a burst arriving within one flush interval).
 * Printed: per run, the longest flush (= longest main-thread task of the apply) and the total apply time.
 */
import { createServer } from 'vite';
import { loadavg } from 'node:os';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 5_000);

const vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, appType: 'custom', logLevel: 'error', optimizeDeps: { noDiscovery: true } });
try {
  const { collectionChangeOf, applyCollectionEvents, registerRealtimeCollection } = await vite.ssrLoadModule('/src/lib/realtime/rtk-sync.ts');
  const { REALTIME_MAX_EVENTS_PER_FLUSH: cap } = await vite.ssrLoadModule('/src/config/constants.ts');
  const { configureStore } = await import('@reduxjs/toolkit');
  const { createApi, fakeBaseQuery } = await import('@reduxjs/toolkit/query');

  const row = (id, extra = {}) => ({ id, number: `OBS-${id}`, description: `Row ${id}`, status: 'Open', site_id: 1 + (id % 7), created_at: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(), ...extra });

  async function setup() {
    const api = createApi({
      reducerPath: 'api',
      baseQuery: fakeBaseQuery(),
      tagTypes: ['Row'],
      endpoints: (build) => ({ getRows: build.query({ queryFn: () => ({ data: { rows: [], total_count: 0 } }), providesTags: [{ type: 'Row', id: 'LIST' }] }) }),
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (gDM) => gDM({ serializableCheck: false, immutableCheck: false }).concat(api.middleware) });
    await store.dispatch(api.util.upsertQueryData('getRows', { page: 1 }, { rows: Array.from({ length: ROWS }, (_, i) => row(i + 1)), total_count: ROWS }));
    const unregister = registerRealtimeCollection(api, 'bench_rows', { tag: 'Row', lists: [{ endpoint: 'getRows', rows: (d) => d?.rows }], onCreate: 'prepend' });
    return { api, store, unregister };
  }

  /** EVENTS messages as the cable delivers them: creates of new rows, updates and removes of cached ones */
  function messages(run) {
    const creates = Math.round(EVENTS * 0.4);
    const updates = Math.round(EVENTS * 0.4);
    const removes = EVENTS - creates - updates;
    const out = [];
    for (let i = 0; i < creates; i++) out.push({ db_action: 'create', collection: 'bench_rows', record: row(1_000_000 + run * EVENTS + i) });
    for (let i = 0; i < updates; i++) out.push({ db_action: 'update', collection: 'bench_rows', record: row(1 + ((i * 3) % ROWS), { status: 'Closed' }) });
    for (let i = 0; i < removes; i++) out.push({ db_action: 'remove', collection: 'bench_rows', record: { id: 2 + ((i * 5) % ROWS) } });
    // interleaved, as a busy organisation's events are
    return out.sort((a, b) => (a.record.id * 7919) % 10007 - (b.record.id * 7919) % 10007);
  }

  /** one realtime flush: the client's own per-flush work (lib/realtime/lifecycle.ts flush → applyCollectionEvents) */
  function flush(store, batch) {
    const started = performance.now();
    const changes = batch.map(collectionChangeOf).filter(Boolean);
    applyCollectionEvents(store.dispatch, store.getState, changes);
    return performance.now() - started;
  }

  const r = (n) => Math.round(n * 10) / 10;
  const results = [];
  for (const [label, perFlush] of [
    [`the client: flushes of ≤ ${cap.toLocaleString('en')}`, cap],
    ['all in one flush (before the cap)', EVENTS],
  ]) {
    for (let run = 0; run < RUNS; run++) {
      const { api, store, unregister } = await setup();
      const all = messages(run);
      const durations = [];
      for (let i = 0; i < all.length; i += perFlush) durations.push(flush(store, all.slice(i, i + perFlush)));
      const rows = api.endpoints.getRows.select({ page: 1 })(store.getState()).data.rows.length;
      unregister();
      results.push({ delivery: label, run: run + 1, flushes: durations.length, 'longest flush ms': r(Math.max(...durations)), 'apply ms (sum)': r(durations.reduce((a, b) => a + b, 0)), 'rows after': rows });
    }
  }
  console.log(`Realtime, larger case: ${EVENTS.toLocaleString('en')} db_action events into a ${ROWS.toLocaleString('en')}-row cached list (client code in Node's V8, real RTK Query cache)`);
  console.table(results);
  console.log(`load average (1/5/15 min): ${loadavg().map((n) => n.toFixed(2)).join(' ')}; ${new Date().toISOString()}`);
} finally {
  await vite.close();
}
