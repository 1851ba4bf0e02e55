/**
 * The offline queue's data and its pure rules (no browser APIs here): what an entry is, how it moves between
 * states, when it is tried again. `queue.ts` runs them against a store, a transport, a lock and a clock.
 */

/** public forms (signed out) and the signed-in "new" forms */
export type ReportKind = 'public-observation' | 'public-incident' | 'observation' | 'incident';

/**
 * waiting: to be sent (now or after `nextAttemptAt`); sending: a tab is sending it (under the lock);
 * refused: the server answered 422, the user opens it, corrects it and sends it again.
 */
export type EntryState = 'waiting' | 'sending' | 'refused';

/** The request an entry replays: the same URL, body and Idempotency-Key on every attempt. */
export interface QueuedRequest {
  url: string;
  /** the secured client (session headers), else the plain one (public forms) */
  secured: boolean;
  /** the JSON body, photos included as data URLs */
  body: unknown;
  /** a call made after the create with `{ id }` of the new record (the public observation's mail); its failure is ignored */
  followUp?: string;
}

export interface QueueEntry {
  id: string;
  /** sent as `Idempotency-Key` on every attempt: the server creates the record once */
  key: string;
  kind: ReportKind;
  /** the tenant (sub-domain) the report belongs to; null = platform host */
  tenant: string | null;
  /** who filed a signed-in report (only that user's session sends it); null for public forms */
  userId: number | null;
  request: QueuedRequest;
  /** the form's own values (photos too), given back to the form when the server refuses the report */
  values: unknown;
  /** a short description for the list */
  summary: string;
  /** the form that filed it (where "Open" goes) */
  path: string;
  createdAt: number;
  attempts: number;
  /** not before this time (ms) unless the user says "Send now" or the network comes back */
  nextAttemptAt: number;
  state: EntryState;
  /** the last failure (network error, server status) */
  lastError: string | null;
  /** the server's messages of a refusal */
  messages: string[];
}

export interface SentRecord {
  id: number;
  number: string;
}

/** What one attempt came to. */
export type SendOutcome =
  | { type: 'sent'; record: SentRecord }
  /** 422: the server refuses this input; only the user can change it */
  | { type: 'refused'; messages: string[] }
  /** no answer (network) or a temporary one (5xx, 401 while signed out, 429…): try again later */
  | { type: 'retry'; error: string };

export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s … up to 5 minutes after the n-th failed attempt */
export function backoffDelay(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export interface NewEntry {
  kind: ReportKind;
  key: string;
  tenant: string | null;
  userId: number | null;
  request: QueuedRequest;
  values: unknown;
  summary: string;
  path: string;
}

export function createEntry(input: NewEntry, id: string, now: number): QueueEntry {
  return { ...input, id, createdAt: now, attempts: 0, nextAttemptAt: now, state: 'waiting', lastError: null, messages: [] };
}

/** may this entry be sent now? (`force`: the network came back or the user asked) */
export function isDue(entry: QueueEntry, now: number, force = false): boolean {
  if (entry.state === 'refused') return false;
  return force || entry.nextAttemptAt <= now;
}

export function markSending(entry: QueueEntry): QueueEntry {
  return { ...entry, state: 'sending' };
}

/** after an attempt: null = sent (the entry leaves the queue), else the entry's next state */
export function afterAttempt(entry: QueueEntry, outcome: SendOutcome, now: number): QueueEntry | null {
  if (outcome.type === 'sent') return null;
  const attempts = entry.attempts + 1;
  if (outcome.type === 'refused') return { ...entry, attempts, state: 'refused', messages: outcome.messages, lastError: outcome.messages[0] ?? null };
  return { ...entry, attempts, state: 'waiting', lastError: outcome.error, nextAttemptAt: now + backoffDelay(attempts) };
}

/** An entry left "sending" by a tab that closed mid-send: under the lock it is simply waiting again (the key makes a resend safe). */
export function recovered(entry: QueueEntry): QueueEntry {
  return entry.state === 'sending' ? { ...entry, state: 'waiting' } : entry;
}

/** the earliest time a waiting entry is due, or null */
export function nextWakeUp(entries: QueueEntry[]): number | null {
  const due = entries.filter((e) => e.state !== 'refused').map((e) => e.nextAttemptAt);
  return due.length ? Math.min(...due) : null;
}

/** oldest first */
export function ordered(entries: QueueEntry[]): QueueEntry[] {
  return [...entries].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

/** A v4 UUID (crypto.randomUUID where there is one, e.g. plain-http hosts lack it). */
export function uuid(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
