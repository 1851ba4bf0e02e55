import axios, { AxiosHeaders, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { HEADERS } from '@/config/constants';
import { storedLanguage } from '@/lib/i18n/languages';
import { currentApiKey } from './api-key';
import { apiReady } from './api-ready';
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

async function withHeaders(config: InternalAxiosRequestConfig, secured: boolean) {
  if (secured) await apiReady();
  const session = currentSession();
  const headers = AxiosHeaders.from(config.headers);
  if (!(config.data instanceof FormData)) headers.set('Content-Type', 'application/json');
  headers.set('Accept', 'application/json');
  headers.set('Cache-Control', 'no-cache');
  headers.set(HEADERS.language, storedLanguage());
  if (session?.csrfToken) headers.set(HEADERS.csrf, session.csrfToken);
  if (secured && session?.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
  headers.set(HEADERS.apiKey, await currentApiKey(isMasterSuperAdmin(session)));
  config.headers = headers;
  return config;
}

securedClient.interceptors.request.use((c) => withHeaders(c, true));
plainClient.interceptors.request.use((c) => withHeaders(c, false));

export type ApiError = AxiosError<unknown>;
