import { afterAttempt, createEntry, isDue, markSending, nextWakeUp, ordered, recovered, uuid, BACKOFF_BASE_MS, type NewEntry, type QueueEntry, type SendOutcome, type SentRecord } from './queue-model';
import type { QueueStore } from './queue-store';
import type { SenderLock } from './sender-lock';

/** time and timers, injected so tests move time by hand (no sleeps) */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

export type Transport = (entry: QueueEntry) => Promise<SendOutcome>;

/** changed: the entries (any tab); sent: a report reached the server (any tab); queued: this tab just kept a report (not broadcast) */
export type QueueEvent = { type: 'changed'; entries: QueueEntry[] } | { type: 'sent'; entry: QueueEntry; record: SentRecord } | { type: 'queued'; entry: QueueEntry };

export interface QueueDeps {
  store: QueueStore;
  transport: Transport;
  lock: SenderLock;
  clock?: Clock;
  /** is there a network (navigator.onLine)? */
  online?: () => boolean;
  /** may this page send the entry (a signed-in report: only its user's session)? */
  canSend?: (entry: QueueEntry) => boolean | Promise<boolean>;
  /** tell the other tabs (BroadcastChannel) */
  broadcast?: (event: QueueEvent) => void;
  newId?: () => string;
}

/**
 * The queue of reports filed without network. `enqueue` stores an entry (IndexedDB), `flush` sends what is due,
 * oldest first, under the cross-tab lock; a success removes the entry and emits `sent` (with the report number), a
 * 422 makes it `refused` (kept with the server's messages and the user's values), anything else leaves it waiting
 * with a backoff (5 s doubling up to 5 min) and a timer for the next try. `flush({ force })` (network back, "Send
 * now") ignores the backoff.
 */
export class OfflineQueue {
  private readonly deps: Required<QueueDeps>;
  private listeners = new Set<(event: QueueEvent) => void>();
  private cache: QueueEntry[] = [];
  private timer: unknown = null;
  private running: Promise<number> | null = null;
  private again: { force: boolean } | null = null;
  /**
   * a report kept while no page listened: the public forms' panel ("saved on this device") arrives with the API client,
   * and a report sent at once could be kept before the panel subscribed (the message never showed, pwa journey on a
   * busy machine); the next listener hears it
   */
  private unheard: QueueEvent | null = null;

  constructor(deps: QueueDeps) {
    this.deps = { clock: realClock, online: () => true, canSend: () => true, broadcast: () => undefined, newId: uuid, ...deps };
  }

  get entries(): QueueEntry[] {
    return this.cache;
  }

  subscribe(listener: (event: QueueEvent) => void): () => void {
    this.listeners.add(listener);
    const missed = this.unheard;
    this.unheard = null;
    if (missed) listener(missed);
    return () => this.listeners.delete(listener);
  }

  private emit(event: QueueEvent, local = false) {
    if (event.type === 'queued' && this.listeners.size === 0) this.unheard = event;
    for (const l of this.listeners) l(event);
    if (!local) this.deps.broadcast(event);
  }

  /** reads the store again (at start, and when another tab says it changed) */
  async load(fromOtherTab = false): Promise<QueueEntry[]> {
    this.cache = ordered(await this.deps.store.all());
    this.emit({ type: 'changed', entries: this.cache }, fromOtherTab);
    return this.cache;
  }

  /** a `sent` event of another tab: shown here too */
  receive(event: QueueEvent): void {
    if (event.type === 'sent') this.emit(event, true);
    void this.load(true);
  }

  async enqueue(input: NewEntry): Promise<QueueEntry> {
    const entry = createEntry(input, this.deps.newId(), this.deps.clock.now());
    await this.deps.store.put(entry);
    await this.load();
    this.emit({ type: 'queued', entry }, true);
    return entry;
  }

  async discard(id: string): Promise<void> {
    await this.deps.store.remove(id);
    await this.load();
  }

  async get(id: string): Promise<QueueEntry | undefined> {
    return (await this.deps.store.all()).find((e) => e.id === id);
  }

  /** Sends what is due; resolves to how many were sent by this call. One run at a time per tab (a call meanwhile runs once more after it). */
  flush(options: { force?: boolean } = {}): Promise<number> {
    if (this.running) {
      this.again = { force: !!options.force || !!this.again?.force };
      return this.running;
    }
    const run = async (force: boolean): Promise<number> => {
      let sent = await this.flushOnce(force);
      while (this.again) {
        const next = this.again;
        this.again = null;
        sent += await this.flushOnce(next.force);
      }
      return sent;
    };
    this.running = run(!!options.force).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async flushOnce(force: boolean): Promise<number> {
    const { clock, lock, store, transport, online, canSend } = this.deps;
    this.cancelTimer();
    if (!online()) return 0;
    const result = await lock(async () => {
      let sent = 0;
      for (const stored of ordered(await store.all())) {
        const entry = recovered(stored);
        if (!isDue(entry, clock.now(), force) || !(await canSend(entry))) continue;
        // a network gone meanwhile: the rest waits for the `online` event
        if (!online()) break;
        await store.put(markSending(entry));
        await this.load();
        let outcome: SendOutcome;
        try {
          outcome = await transport(entry);
        } catch (e) {
          outcome = { type: 'retry', error: e instanceof Error ? e.message : String(e) };
        }
        const next = afterAttempt(entry, outcome, clock.now());
        if (next) await store.put(next);
        else await store.remove(entry.id);
        await this.load();
        if (outcome.type === 'sent') {
          sent++;
          this.emit({ type: 'sent', entry, record: outcome.record });
        }
      }
      return sent;
    });
    const entries = await this.load(true);
    // another tab holds the lock: look again a little later (it may have closed mid-send)
    const wake = result.ran ? nextWakeUp(entries) : nextWakeUp(entries) !== null ? clock.now() + BACKOFF_BASE_MS : null;
    if (wake !== null) this.timer = clock.setTimeout(() => void this.flush(), Math.max(0, wake - clock.now()));
    return result.ran ? result.value : 0;
  }

  private cancelTimer() {
    if (this.timer !== null) this.deps.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  dispose(): void {
    this.cancelTimer();
    this.listeners.clear();
  }
}
