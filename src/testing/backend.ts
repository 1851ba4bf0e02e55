import { isAxiosError } from 'axios';
import { freshStore } from './render-app';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import { db } from '@/mocks/db/db';
import type { DemoToken, DemoUser } from '@/mocks/db/types';
import { issueToken } from '@/mocks/handlers/session';

/** Tests against the demo backend (MSW node server): real store, real axios clients and interceptors. */

/** A fresh store signed in as `email` (demo password); the clients' interceptors now serve it. */
export async function signIn(email: string) {
  return (await freshStore(email)).store;
}

/** The status and body of a request that must fail (throws when it succeeds). */
export async function failure(p: Promise<unknown>): Promise<{ status?: number; data: unknown }> {
  try {
    await p;
  } catch (e) {
    if (isAxiosError(e)) return { status: e.response?.status, data: e.response?.data };
    throw e;
  }
  throw new Error('expected the request to fail');
}

/** A fresh store with nobody signed in (public endpoints). */
export async function signedOut() {
  return (await freshStore()).store;
}

type RawCall = (method: string, path: string, body?: unknown) => Promise<Response>;

const rawCaller =
  (headers: Record<string, string>): RawCall =>
  (method, path, body) => {
    const init: RequestInit = { method, headers: { ...headers, 'Content-Type': 'application/json' } };
    if (body) init.body = JSON.stringify(body);
    return fetch(`${env.apiBaseUrl}${path}`, init);
  };

/** Plain fetch calls as `email` (no interceptors: a 403 stays a 403, with no refresh in between). */
export async function rawCallsAs(email: string): Promise<RawCall> {
  const store = await signIn(email);
  return rawCaller({ Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false) });
}

/** Plain fetch calls as the globex owner under globex's API key (the test host is acme's): tenant isolation checks. */
export async function globexOwnerCalls(): Promise<RawCall> {
  const globex = db.tenant('globex')!;
  const owner = db.list<DemoUser>(globex, 'users').find((u) => u.email === 'owner@globex.test')!;
  const token: DemoToken = { id: db.newId(globex), access_token: `globex-raw-${globex.nextId}`, refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + 3_600_000, refresh_expires_at: Date.now() + 3_600_000 };
  db.list<DemoToken>(globex, 'tokens').push(token);
  return rawCaller({ Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex') });
}

/**
 * One plain request as a user of any tenant ('public': the platform), under that tenant's own address and API key, with
 * a session token issued for the user (jsdom stays on acme.localhost).
 */
export async function callAs(tenant: string, email: string, method: string, path: string, body?: unknown): Promise<Response> {
  const data = db.tenant(tenant)!;
  const user = db.list<DemoUser>(data, 'users').find((u) => u.email === email)!;
  const token = issueToken(data, user);
  const apiKey = await apiKeyFor(tenant === 'public' ? null : tenant);
  return fetch(`http://${tenant === 'public' ? '' : `${tenant}.`}localhost:5173/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
