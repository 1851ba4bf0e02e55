import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { HEADERS } from '@/config/constants';
import { storedLanguage } from '@/lib/i18n/languages';
import { currentApiKey } from './api-key';
import { apiReady, requestsHeld } from './api-ready';
import type { SessionState } from '@/lib/session/types';

/** SPEC §7: two clients on the API base with credentials; the secured one carries the session rules. */
export const securedClient: AxiosInstance = axios.create({ baseURL: env.apiBaseUrl, withCredentials: true });
export const plainClient: AxiosInstance = axios.create({ baseURL: env.apiBaseUrl, withCredentials: true });

export interface ApiSessionSource {
  getSession(): SessionState;
}
let source: ApiSessionSource | null = null;
export function setApiSessionSource(next: ApiSessionSource | null) {
  source = next;
}
export function currentSession(): SessionState | null {
  return source?.getSession() ?? null;
}

export function isMasterSuperAdmin(session: SessionState | null): boolean {
  return session?.user?.role_name === 'MasterSuperAdmin';
}

/** the platform's users call with the public key: the master and the internal platform account (SPEC §2, §6) */
function isPlatformUser(session: SessionState | null): boolean {
  const email = session?.user?.email?.toLowerCase();
  return isMasterSuperAdmin(session) || (!!email && env.internalPlatformAccounts.includes(email));
}

async function withHeaders(config: InternalAxiosRequestConfig, secured: boolean) {
  await requestsHeld();
  if (secured) await apiReady();
  const session = currentSession();
  const headers = AxiosHeaders.from(config.headers);
  if (!(config.data instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  headers.set('Cache-Control', 'no-cache');
  headers.set(HEADERS.language, storedLanguage());
  if (session?.csrfToken) headers.set(HEADERS.csrf, session.csrfToken);
  if (secured && session?.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
  headers.set(HEADERS.apiKey, await currentApiKey(isPlatformUser(session)));
  config.headers = headers;
  return config;
}

securedClient.interceptors.request.use((c) => withHeaders(c, true));
plainClient.interceptors.request.use((c) => withHeaders(c, false));

/** axios `code` of an API answer that was not JSON (a misconfigured proxy answering the app's index.html). */
export const NOT_JSON = 'ERR_NOT_JSON';
/** window event fired on such an answer (public-form.tsx shows its notice on it) */
export const NOT_JSON_EVENT = 'ehs:api-not-json';

/**
 * True when an answer meant to be JSON is a web page or other text: `/api` routed to the SPA's index.html by a
 * misconfigured proxy or host answers 200 with HTML. Blob, array-buffer and text requests are left alone.
 */
export function isNonJsonAnswer(response: Pick<AxiosResponse, 'data' | 'headers' | 'config' | 'status'>): boolean {
  const type = response.config?.responseType;
  if (type && type !== 'json') return false;
  if (response.status === 204) return false;
  const contentType = String(response.headers?.['content-type'] ?? '').toLowerCase();
  if (contentType.includes('text/html')) return true;
  return typeof response.data === 'string' && /^\s*</.test(response.data);
}

/**
 * Such an answer is treated like no answer at all (issue 26): the error carries no `response`, so the public forms
 * fall back to the lookups kept on the device and a report goes to the offline queue instead of the page breaking
 * on a string where it expected data; the message says what happened (notify-error.ts).
 */
function refuseNonJson(response: AxiosResponse): AxiosResponse {
  if (!isNonJsonAnswer(response)) return response;
  // the public forms listen for this (without importing the API layer) to say why they work from the device
  globalThis.dispatchEvent?.(new Event(NOT_JSON_EVENT));
  throw new AxiosError('The API answered with a web page instead of JSON', NOT_JSON, response.config, response.request);
}
securedClient.interceptors.response.use(refuseNonJson);
plainClient.interceptors.response.use(refuseNonJson);

export type ApiError = AxiosError<unknown>;
