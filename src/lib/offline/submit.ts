import { currentTenant } from '@/config/tenant';
import { offlineQueue } from './offline-queue';
import { uuid, type QueueEntry, type QueuedRequest, type ReportKind } from './queue-model';
import { isNetworkFailure } from './transport';

export interface QueueableReport extends QueuedRequest {
  kind: ReportKind;
  /** the form's values to give back on a refusal (photos included) */
  values: unknown;
  summary: string;
  path: string;
  userId?: number | null;
  /** a refused entry the user opened and sends again: it leaves the queue once this one is sent or queued */
  replaces?: string | null;
}

export type SubmitResult<R> = { sent: R } | { queued: QueueEntry };

/**
 * A report's submit: `send(key)` with a fresh Idempotency-Key while there is a network; without one (the browser
 * says offline, or the request got no answer) the report is stored in the queue under the SAME key, so a request
 * that did reach the server is not created twice when the queue sends it again. Other errors (422…) are thrown to
 * the form as before.
 */
export async function submitOrQueue<R>(report: QueueableReport, send: (key: string) => Promise<R>): Promise<SubmitResult<R>> {
  const { kind, values, summary, path, userId, replaces, ...request } = report;
  const key = uuid();
  const queue = offlineQueue();
  if (globalThis.navigator?.onLine !== false) {
    try {
      const sent = await send(key);
      if (replaces) await queue.discard(replaces);
      return { sent };
    } catch (e) {
      if (!isNetworkFailure(e)) throw e;
    }
  }
  const entry = await queue.enqueue({ kind, key, tenant: currentTenant(), userId: userId ?? null, request, values, summary: summary.trim().slice(0, 120), path });
  if (replaces) await queue.discard(replaces);
  return { queued: entry };
}
