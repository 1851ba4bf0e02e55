import { IDBFactory } from 'fake-indexeddb';
import { OfflineQueue, type Clock, type Transport } from '../queue';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, afterAttempt, backoffDelay, createEntry, isDue, recovered, type NewEntry, type QueueEntry, type SendOutcome } from '../queue-model';
import { indexedDbStore, memoryStore, type QueueStore } from '../queue-store';
import { leaseLock, webLock, type SenderLock } from '../sender-lock';

/** A clock moved by hand: timers fire only when the test advances time. */
function manualClock(start = 1_000_000) {
  let now = start;
  let timers: { at: number; fn: () => void; id: number }[] = [];
  let seq = 0;
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => void (timers = timers.filter((t) => t.id !== id)),
  };
  return {
    clock,
    pending: () => timers.map((t) => t.at - now),
    /** moves time and fires what became due */
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

const report = (summary: string, extra: Partial<NewEntry> = {}): NewEntry => ({
  kind: 'public-observation',
  key: `key-${summary}`,
  tenant: 'acme',
  userId: null,
  request: { url: '/outer_observations', secured: false, body: { description: summary, attachments: [{ name: 'p.png', type: 'image/png', size: 3, data_url: 'data:image/png;base64,AAAA' }] } },
  values: { description: summary, attachments: [{ name: 'p.png', type: 'image/png', size: 3, data_url: 'data:image/png;base64,AAAA' }] },
  summary,
  path: '/observation',
  ...extra,
});

/** a transport that answers from a script and records what it was asked */
function scripted(answers: SendOutcome[] = []) {
  const calls: QueueEntry[] = [];
  let n = 0;
  const transport: Transport = async (entry) => {
    calls.push(entry);
    return answers[n++] ?? { type: 'sent', record: { id: 100 + n, number: `OBS-${100 + n}` } };
  };
  return { transport, calls };
}

let ids = 0;
function makeQueue(opts: { store?: QueueStore; transport?: Transport; lock?: SenderLock; clock?: Clock; online?: () => boolean } = {}) {
  const { transport = scripted().transport, store = memoryStore(), clock = manualClock().clock, online = () => true } = opts;
  const lock = opts.lock ?? webLock(inMemoryLocks());
  return new OfflineQueue({ store, transport, lock, clock, online, newId: () => `e${++ids}` });
}

/** navigator.locks for tests: one holder per name, `ifAvailable` answers null while held */
function inMemoryLocks() {
  const held = new Set<string>();
  return {
    async request<T>(name: string, _o: { ifAvailable: boolean }, cb: (lock: unknown) => Promise<T>): Promise<T> {
      if (held.has(name)) return cb(null);
      held.add(name);
      try {
        return await cb({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('offline queue: pure rules', () => {
  it('backs off 5 s, 10 s, 20 s … and never more than 5 minutes', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([BACKOFF_BASE_MS, 2 * BACKOFF_BASE_MS, 4 * BACKOFF_BASE_MS, 8 * BACKOFF_BASE_MS]);
    expect(backoffDelay(50)).toBe(BACKOFF_MAX_MS);
  });

  it('moves waiting → (sent | refused | waiting later); a refused one is never due; a stale "sending" is waiting again', () => {
    const entry = createEntry(report('a'), 'x', 0);
    expect(entry).toMatchObject({ state: 'waiting', attempts: 0, nextAttemptAt: 0 });
    expect(afterAttempt(entry, { type: 'sent', record: { id: 1, number: 'OBS-1' } }, 10)).toBeNull();
    const later = afterAttempt(entry, { type: 'retry', error: 'network' }, 10)!;
    expect(later).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'network', nextAttemptAt: 10 + BACKOFF_BASE_MS });
    expect(isDue(later, 11)).toBe(false);
    expect(isDue(later, 11, true)).toBe(true);
    const refused = afterAttempt(later, { type: 'refused', messages: ['Description is required'] }, 20)!;
    expect(refused).toMatchObject({ state: 'refused', attempts: 2, messages: ['Description is required'] });
    expect(refused.values).toEqual(entry.values);
    expect(isDue(refused, 1e12, true)).toBe(false);
    expect(recovered({ ...entry, state: 'sending' }).state).toBe('waiting');
  });
});

describe('offline queue: sending', () => {
  it('sends the waiting reports oldest first, once, and says which number each got', async () => {
    const { transport, calls } = scripted();
    const queue = makeQueue({ transport });
    const sent: string[] = [];
    queue.subscribe((e) => e.type === 'sent' && sent.push(e.record.number));
    await queue.enqueue(report('first'));
    await queue.enqueue(report('second'));
    expect(queue.entries.map((e) => e.summary)).toEqual(['first', 'second']);
    expect(await queue.flush()).toBe(2);
    expect(calls.map((c) => c.key)).toEqual(['key-first', 'key-second']);
    expect(sent).toEqual(['OBS-101', 'OBS-102']);
    expect(queue.entries).toEqual([]);
    expect(await queue.flush()).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('does nothing while offline', async () => {
    const { transport, calls } = scripted();
    let online = false;
    const queue = makeQueue({ transport, online: () => online });
    await queue.enqueue(report('a'));
    expect(await queue.flush()).toBe(0);
    expect(calls).toHaveLength(0);
    online = true;
    expect(await queue.flush({ force: true })).toBe(1);
  });

  it('retries after a failure with backoff on the injected clock, with the same Idempotency-Key', async () => {
    const time = manualClock();
    const { transport, calls } = scripted([{ type: 'retry', error: 'network' }, { type: 'retry', error: 'HTTP 503' }]);
    const queue = makeQueue({ transport, clock: time.clock });
    const sent = new Promise<string>((resolve) => queue.subscribe((e) => e.type === 'sent' && resolve(e.record.number)));
    await queue.enqueue(report('a'));
    await queue.flush();
    expect(queue.entries[0]).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'network' });
    expect(time.pending()).toEqual([BACKOFF_BASE_MS]);
    // not due yet: a flush without force leaves it
    await queue.flush();
    expect(calls).toHaveLength(1);
    time.advance(BACKOFF_BASE_MS);
    await vi.waitFor(() => expect(queue.entries[0]).toMatchObject({ attempts: 2, lastError: 'HTTP 503' }));
    expect(time.pending()).toEqual([2 * BACKOFF_BASE_MS]);
    time.advance(2 * BACKOFF_BASE_MS);
    expect(await sent).toBe('OBS-103');
    expect(calls.map((c) => c.key)).toEqual(['key-a', 'key-a', 'key-a']);
    expect(time.pending()).toEqual([]);
  });

  it('a 422 makes the entry "refused": kept with the server messages, the values and the photos, never sent again by itself', async () => {
    const { transport, calls } = scripted([{ type: 'refused', messages: ['Site is required'] }]);
    const queue = makeQueue({ transport });
    const entry = await queue.enqueue(report('a'));
    await queue.flush({ force: true });
    const refused = (await queue.get(entry.id))!;
    expect(refused).toMatchObject({ state: 'refused', messages: ['Site is required'], values: report('a').values, request: report('a').request });
    await queue.flush({ force: true });
    expect(calls).toHaveLength(1);
    await queue.discard(entry.id);
    expect(queue.entries).toEqual([]);
  });

  it('a transport that throws counts as a failed attempt, not a lost report', async () => {
    const queue = makeQueue({
      transport: async () => {
        throw new Error('boom');
      },
    });
    await queue.enqueue(report('a'));
    await queue.flush();
    expect(queue.entries[0]).toMatchObject({ state: 'waiting', attempts: 1, lastError: 'boom' });
  });

  it('two tabs flushing at once: one sends, each report is sent exactly once', async () => {
    const store = memoryStore();
    const locks = inMemoryLocks();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    const slow: Transport = async (entry) => {
      calls.push(entry.key);
      await gate;
      return { type: 'sent', record: { id: calls.length, number: `OBS-${calls.length}` } };
    };
    const tabA = makeQueue({ store, transport: slow, lock: webLock(locks) });
    const tabB = makeQueue({ store, transport: slow, lock: webLock(locks) });
    await tabA.enqueue(report('one'));
    await tabB.enqueue(report('two'));
    const a = tabA.flush({ force: true });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // B finds the lock taken and sends nothing
    expect(await tabB.flush({ force: true })).toBe(0);
    release();
    expect(await a).toBe(2);
    expect(calls).toEqual(['key-one', 'key-two']);
    expect(await store.all()).toEqual([]);
  });

  it('the localStorage lease (no Web Locks) also lets one tab send at a time and frees itself when it expires', async () => {
    const shared = new Map<string, string>();
    const storage = { getItem: (k: string) => shared.get(k) ?? null, setItem: (k: string, v: string) => void shared.set(k, v), removeItem: (k: string) => void shared.delete(k) };
    let now = 0;
    const a = leaseLock(storage, 'tab-a', () => now);
    const b = leaseLock(storage, 'tab-b', () => now);
    let inside!: () => void;
    const holding = a(() => new Promise<void>((r) => (inside = r)));
    expect(await b(async () => 'b')).toEqual({ ran: false });
    inside();
    expect(await holding).toEqual({ ran: true, value: undefined });
    expect(await b(async () => 'b')).toEqual({ ran: true, value: 'b' });
    // a tab that died holding the lease: after 30 s the others may send
    storage.setItem('ehs-offline-queue', JSON.stringify({ owner: 'dead', until: now + 30_000 }));
    expect(await b(async () => 'b')).toEqual({ ran: false });
    now += 30_001;
    expect(await b(async () => 'b')).toEqual({ ran: true, value: 'b' });
  });
});

describe('offline queue: the page that listens', () => {
  it('tells the first listener of a report kept before anyone listened, once', async () => {
    const queue = makeQueue({ online: () => false });
    await queue.enqueue(report('kept before the panel came'));
    const heard: string[] = [];
    queue.subscribe((e) => e.type === 'queued' && heard.push(e.entry.summary));
    queue.subscribe((e) => e.type === 'queued' && heard.push(`again: ${e.entry.summary}`));
    expect(heard).toEqual(['kept before the panel came']);
    await queue.enqueue(report('heard at once'));
    expect(heard).toEqual(['kept before the panel came', 'heard at once', 'again: heard at once']);
  });
});

describe('offline queue: IndexedDB store', () => {
  it('keeps entries with their photos across "restarts" (a new store on the same database)', async () => {
    const factory = new IDBFactory();
    const first = indexedDbStore(factory, 'test-queue');
    const entry = createEntry(report('kept'), 'kept-1', 5);
    await first.put(entry);
    const reopened = indexedDbStore(factory, 'test-queue');
    expect(await reopened.all()).toEqual([entry]);
    await reopened.remove('kept-1');
    expect(await indexedDbStore(factory, 'test-queue').all()).toEqual([]);
  });
});
