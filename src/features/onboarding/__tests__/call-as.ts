import { db } from '@/mocks/db/db';
import type { DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';

const HOUR = 3_600_000;

/**
 * Calls the demo backend as a user of any tenant (jsdom stays on acme.localhost): a session token is stored for
 * the user and each call carries that tenant's API key.
 */
export async function callAs(tenantKey: string, email: string) {
  const tenant = db.tenant(tenantKey)!;
  const user = db.list<DemoUser>(tenant, 'users').find((u) => u.email === email)!;
  const token = `${tenantKey}-${user.id}-${Math.random()}`;
  db.list<DemoToken>(tenant, 'tokens').push({ id: db.newId(tenant), access_token: token, refresh_token: 'r', csrf_token: 'c', user_id: user.id, issued_at: Date.now(), expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR });
  const headers = { Authorization: `Bearer ${token}`, [HEADERS.apiKey]: await apiKeyFor(tenantKey), 'Content-Type': 'application/json' };
  return async <T = Record<string, unknown>>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> => {
    const res = await fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: res.status, data: (await res.json().catch(() => null)) as T };
  };
}
