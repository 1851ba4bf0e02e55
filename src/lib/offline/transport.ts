import { isAxiosError } from 'axios';
import { HEADERS } from '@/config/constants';
import { plainClient, securedClient } from '@/lib/api/clients';
import type { QueueEntry, SendOutcome, SentRecord } from './queue-model';

/** An axios error without an answer (no network, DNS, the connection dropped) or RTK Query's FETCH_ERROR. */
export function isNetworkFailure(error: unknown): boolean {
  if (isAxiosError(error)) return !error.response && error.code !== 'ERR_CANCELED';
  return !!error && typeof error === 'object' && (error as { status?: unknown }).status === 'FETCH_ERROR';
}

/** every message of a Rails-style refusal: `{ errors: [...] }`, `{ errors: { field: [...] } }` or `{ error }` */
export function refusalMessages(data: unknown): string[] {
  if (!data || typeof data !== 'object') return [];
  const { errors, error } = data as { errors?: unknown; error?: unknown };
  if (Array.isArray(errors)) return errors.map((e) => (typeof e === 'string' ? e : e && typeof e === 'object' && 'message' in e ? String(e.message) : '')).filter(Boolean);
  if (errors && typeof errors === 'object') return Object.entries(errors).flatMap(([field, list]) => (Array.isArray(list) ? list.map((m) => `${field} ${String(m)}`) : []));
  return typeof error === 'string' && error.trim() ? [error] : [];
}

/** 422 and the other final 4xx answers come back to the user; no answer, 401, 408, 429 and 5xx are tried again */
export function outcomeOfError(error: unknown): SendOutcome {
  if (isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
      const messages = refusalMessages(data);
      return { type: 'refused', messages: messages.length ? messages : [error.response.statusText || `HTTP ${status}`] };
    }
    return { type: 'retry', error: `HTTP ${status}` };
  }
  return { type: 'retry', error: isNetworkFailure(error) ? 'network' : error instanceof Error ? error.message : String(error) };
}

/** The queue's transport: the entry's POST with its Idempotency-Key (the same on every attempt), then its follow-up call. */
export async function httpTransport(entry: QueueEntry): Promise<SendOutcome> {
  const client = entry.request.secured ? securedClient : plainClient;
  try {
    const { data } = await client.post<SentRecord>(entry.request.url, entry.request.body, { headers: { [HEADERS.idempotencyKey]: entry.key } });
    if (entry.request.followUp) await client.post(entry.request.followUp, { id: data.id }).catch(() => undefined);
    return { type: 'sent', record: { id: data.id, number: data.number } };
  } catch (e) {
    return outcomeOfError(e);
  }
}
