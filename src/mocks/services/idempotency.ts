import { HttpResponse } from 'msw';
import { HEADERS } from '@/config/constants';
import { db, type Row, type TenantData } from '../db/db';
import { errors } from '../http';
import { DAY_MS } from '@/lib/dates';

/**
 * `Idempotency-Key` (the offline queue's "exactly once"): a create endpoint wrapped with `idempotent(...)` remembers,
 * per tenant and endpoint, the key of every request it answered with a success and the answer itself. The same key
 * again gets the SAME answer (status and body) and creates nothing; the same key with a different body is refused
 * (422, as Stripe and the IETF draft do). Refusals (4xx/5xx) are not remembered: nothing was created, so a retry with
 * the same key is judged again. Requests without the header behave as before. Kept in the tenant's data (collection
 * `idempotency_keys`, persisted with it), so a reply survives a reload of the demo; entries older than a day go.
 */
export interface IdempotentReply extends Row {
  key: string;
  endpoint: string;
  fingerprint: string;
  status: number;
  body: unknown;
  created_at: number;
}

const COLLECTION = 'idempotency_keys';
const KEEP_MS = DAY_MS;
export const IDEMPOTENCY_REUSED = 'Idempotency-Key was already used for a different request';

/** the same request twice while the first is still being answered: the second waits for the first's reply */
const inFlight = new Map<string, Promise<Response>>();

/** a cheap, stable fingerprint of a request body (FNV-1a over the text + its length) */
export function fingerprintOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length}:${(hash >>> 0).toString(16)}`;
}

function replay(reply: IdempotentReply): Response {
  return HttpResponse.json(reply.body as never, { status: reply.status, headers: { 'Idempotent-Replayed': 'true' } });
}

/** Runs `create` once per (tenant, endpoint, Idempotency-Key); see above. */
export async function idempotent(tenant: TenantData, request: Request, endpoint: string, create: () => Promise<Response> | Response): Promise<Response> {
  const key = request.headers.get(HEADERS.idempotencyKey)?.trim();
  if (!key) return create();
  if (key.length > 255) return errors(422, 'Idempotency-Key is too long');
  const fingerprint = fingerprintOf(await request.clone().text());
  const replies = db.list<IdempotentReply>(tenant, COLLECTION);
  const now = Date.now();
  for (let i = replies.length - 1; i >= 0; i--) if (now - replies[i].created_at > KEEP_MS) replies.splice(i, 1);
  const known = replies.find((r) => r.key === key && r.endpoint === endpoint);
  if (known) return known.fingerprint === fingerprint ? replay(known) : errors(422, IDEMPOTENCY_REUSED);

  const flightKey = `${tenant.key}\u0000${endpoint}\u0000${key}`;
  const running = inFlight.get(flightKey);
  if (running) return (await running).clone();
  const run = (async () => {
    const response = await create();
    if (response.status >= 200 && response.status < 300) {
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      replies.push({ id: (replies.at(-1)?.id ?? 0) + 1, key, endpoint, fingerprint, status: response.status, body, created_at: Date.now() });
      db.touch(tenant);
    }
    return response;
  })();
  inFlight.set(flightKey, run);
  try {
    return (await run).clone();
  } finally {
    inFlight.delete(flightKey);
  }
}
