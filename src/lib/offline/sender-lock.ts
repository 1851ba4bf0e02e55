/**
 * One sender at a time across the tabs of an origin. `run(work)` runs `work` when this tab got the lock and
 * resolves to false without running it when another tab holds it (that tab is sending; it sends everything due).
 *
 * - Web Locks (`navigator.locks.request(name, { ifAvailable: true })`) where the browser has them: released by the
 *   browser even when the tab crashes or closes.
 * - Else a lease in localStorage (`{ owner, until }`, 30 s), written then read back, released after the send. A BroadcastChannel alone cannot exclude (every tab hears every message; an election needs timeouts), and
 *   the lease's worst case, two tabs sending the same entry at once after a lease expired mid-send, is harmless:
 *   the Idempotency-Key makes the server create the record once. (BroadcastChannel only tells the other tabs that
 *   the queue changed, see queue.ts.)
 */
export type SenderLock = <T>(work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;

export const LOCK_NAME = 'ehs-offline-queue';

interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export function webLock(locks: LockManagerLike, name = LOCK_NAME): SenderLock {
  return async <T>(work: () => Promise<T>) => {
    let ran = false;
    let value: T | undefined;
    await locks.request(name, { ifAvailable: true }, async (lock) => {
      if (!lock) return;
      ran = true;
      value = await work();
    });
    return ran ? { ran: true as const, value: value as T } : { ran: false as const };
  };
}

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const LEASE_MS = 30_000;

/** The fallback: a renewable lease in (shared) storage; `owner` tells the tabs apart. */
export function leaseLock(storage: StorageLike, owner: string, now: () => number = Date.now, name = LOCK_NAME): SenderLock {
  const read = (): { owner: string; until: number } | null => {
    try {
      return JSON.parse(storage.getItem(name) ?? 'null') as { owner: string; until: number } | null;
    } catch {
      return null;
    }
  };
  return async <T>(work: () => Promise<T>) => {
    const held = read();
    if (held && held.owner !== owner && held.until > now()) return { ran: false as const };
    storage.setItem(name, JSON.stringify({ owner, until: now() + LEASE_MS }));
    if (read()?.owner !== owner) return { ran: false as const };
    try {
      return { ran: true as const, value: await work() };
    } finally {
      if (read()?.owner === owner) storage.removeItem(name);
    }
  };
}

export function defaultLock(owner: string): SenderLock {
  const locks = (globalThis.navigator as (Navigator & { locks?: LockManagerLike }) | undefined)?.locks;
  if (locks && typeof locks.request === 'function') return webLock(locks);
  if (typeof localStorage !== 'undefined') return leaseLock(localStorage, owner);
  // nothing shared (tests, old runtimes): one page, a lock of its own
  let busy = false;
  return async <T>(work: () => Promise<T>) => {
    if (busy) return { ran: false as const };
    busy = true;
    try {
      return { ran: true as const, value: await work() };
    } finally {
      busy = false;
    }
  };
}
