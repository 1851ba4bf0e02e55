import { isAxiosError } from 'axios';
import { HEADERS, STORAGE_KEYS } from '@/config/constants';
import { plainClient } from './clients';
import type { components } from './generated/openapi';

/**
 * Sign-out must revoke (issue 26): the device forgets the session at once, and the server is told until it has
 * heard. POST /v1/reset_current_session with the refresh token revokes the session's access and refresh tokens
 * together. When the call cannot get through (offline, a 5xx, a proxy error), the refresh token is kept in
 * localStorage under `ehs-pending-revocations` (the one session secret left on the device, and only so that it
 * can be killed) and sent again: after 1, 2, 5, 10, 30 s and then every 30 s while the page is open, as soon as
 * the browser comes back online, and on the next page load. Any answer of the server other than a 5xx / 408 / 429
 * means it has heard (a 401 means the token is already dead), and the entry is dropped.
 */

const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let running: Promise<void> | null = null;

function read(): string[] {
  try {
    const list = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEYS.pendingRevocations) ?? '[]') as unknown;
    return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string' && t.length > 0) : [];
  } catch {
    return [];
  }
}

function write(tokens: string[]): void {
  try {
    if (tokens.length) globalThis.localStorage?.setItem(STORAGE_KEYS.pendingRevocations, JSON.stringify([...new Set(tokens)]));
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.pendingRevocations);
  } catch {
    /* storage unavailable: the retries of this page still run */
  }
}

/** Refresh tokens still waiting for the server to revoke them. */
export const pendingRevocations = (): string[] => read();

/** True when the server answered and so knows (or already knew) the session is over. */
function heard(error: unknown): boolean {
  if (!isAxiosError(error) || !error.response) return false;
  const { status } = error.response;
  return status < 500 && status !== 408 && status !== 429;
}

async function tryRevoke(refreshToken: string): Promise<boolean> {
  try {
    await plainClient.post<components['schemas']['Success']>('/v1/reset_current_session', {} satisfies components['schemas']['EmptyBody'], { headers: { [HEADERS.refreshToken]: refreshToken } });
    return true;
  } catch (error) {
    return heard(error);
  }
}

function schedule(): void {
  if (timer || !read().length) return;
  const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)];
  attempt++;
  timer = setTimeout(() => {
    timer = null;
    void retryPendingRevocations();
  }, delay);
}

/** Sends every pending revocation once; what still fails is tried again later. */
export function retryPendingRevocations(): Promise<void> {
  if (running) return running;
  running = (async () => {
    for (const token of read()) {
      if (await tryRevoke(token)) write(read().filter((t) => t !== token));
    }
    if (read().length) schedule();
    else attempt = 0;
  })().finally(() => {
    running = null;
  });
  return running;
}

/** Queues a revocation the caller could not get through (the sign-out calls failed) and starts the retries. */
export function queueRevocation(refreshToken: string | null): void {
  if (!refreshToken) return;
  write([...read(), refreshToken]);
  schedule();
}

/** Revokes now; when that fails, queues it. True when the server confirmed. */
export async function revokeSession(refreshToken: string | null): Promise<boolean> {
  if (!refreshToken) return true;
  if (await tryRevoke(refreshToken)) return true;
  queueRevocation(refreshToken);
  return false;
}

let listening = false;
/** On page load: send what an earlier page could not, and again whenever the browser comes back online. */
export function resumePendingRevocations(): void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('online', () => void retryPendingRevocations());
  }
  if (read().length) void retryPendingRevocations();
}

/** Tests: forget timers and attempts. */
export function resetRevocations(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  attempt = 0;
  write([]);
}
