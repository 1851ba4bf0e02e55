import { resumePendingRevocations, revokeSession } from './revocation';
import { isAxiosError, isCancel, type AxiosError, type AxiosResponse } from 'axios';
import { HEADERS } from '@/config/constants';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import { clearSessionStorage } from '@/lib/session/persist';
import { browser } from '@/lib/browser';
import { plainClient, securedClient, setApiSessionSource } from './clients';
import { createFailureCounter, type FailureCounter } from './failure-counter';
import type { components } from './generated/openapi';
import { SessionTransitionError } from './session-transition';

/** Writes after which the tenant memory is not re-read (SPEC §7). */
export const MEMORY_SKIP_SEGMENTS = new Set(['send_observation_created_mail', 'user_token', 'user_logout']);
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const SESSION_TEXT_ERROR = /^\s*(session expired|expired session|unauthori[sz]ed|your session has expired|invalid session)/i;
/** After a refresh-and-reload, a 403 within this window is a real permission denial, not a stale token. */
const REFRESH_LOOP_WINDOW_MS = 15_000;
const REFRESHED_AT_KEY = 'ehs-refreshed-at';

export function needsMemoryCall(method: string | undefined, url: string | undefined): boolean {
  if (!method || !WRITE_METHODS.has(method.toLowerCase())) return false;
  const path = (url ?? '').split('?')[0].replace(/\/+$/, '');
  const last = path.split('/').pop() ?? '';
  return !MEMORY_SKIP_SEGMENTS.has(last);
}

export function isAuthFailure(error: AxiosError): boolean {
  const status = error.response?.status;
  if (status === 401 || status === 403) return true;
  const data = error.response?.data;
  return typeof data === 'string' && SESSION_TEXT_ERROR.test(data);
}

function isServerOrNetworkFailure(error: AxiosError): boolean {
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

/**
 * Whether a server or network failure counts towards the three-failure rule: only requests the user caused
 * (one failed save must not add the failures of the lists it refetches), and never a network error while the
 * browser is offline (the session is fine; signing out would only show the browser's error page).
 */
export function countsAsFailure(error: AxiosError): boolean {
  if ((error.config as { background?: boolean } | undefined)?.background) return false;
  if (!error.response && globalThis.navigator?.onLine === false) return false;
  return true;
}

function recentlyRefreshed(): boolean {
  try {
    const at = Number(globalThis.sessionStorage?.getItem(REFRESHED_AT_KEY));
    return Number.isFinite(at) && at > 0 && Date.now() - at < REFRESH_LOOP_WINDOW_MS;
  } catch {
    return false;
  }
}

/** the order in which a request was sent (set on its config by installApi) */
const SEQ = '__ehsSentSeq';

export interface InstalledApi {
  counter: FailureCounter;
  refresh(): Promise<void>;
  endSession(): Promise<void>;
  eject(): void;
}

/**
 * Installs the session rules of SPEC §7-8 on the secured client: headers come from the store,
 * 401/403 trigger one shared refresh, three failures in a row end the session, writes re-read
 * tenant memory, 203 lists are empty.
 */
export function installApi(store: AppStore): InstalledApi {
  setApiSessionSource({ getSession: () => store.getState().session });
  // a sign-out an earlier page could not get through to the server is sent again now
  resumePendingRevocations();
  let refreshing: Promise<void> | null = null;
  let ending: Promise<void> | null = null;
  // After a successful refresh the page is reloading: late 401s of the old token must not refresh again.
  let reloadPending = false;
  // Once ejected (the session's page is gone), an answer still on its way neither refreshes, counts nor navigates.
  let ejected = false;

  const endSession = (): Promise<void> => {
    if (ending) return ending;
    ending = (async () => {
      // with the refresh token, so the server revokes it (the three-failure rule ends sessions here too); the
      // device forgets the session at once, and a revocation that cannot get through is retried (revocation.ts)
      const { refreshToken } = store.getState().session;
      clearSessionStorage();
      store.dispatch(sessionActions.signedOut());
      await revokeSession(refreshToken);
      if (!ejected) browser.assign('/login');
    })().finally(() => {
      ending = null;
    });
    return ending;
  };

  const counter = createFailureCounter(() => {
    void endSession();
  });
  /**
   * "Three failures in a row" (SPEC §8) counts attempts one after another, not requests in flight together: when a
   * token expires or a right is withdrawn, every request of a page (a dashboard asks for eight figures at once) fails
   * for that one cause. A failure counts only if its request was sent after the last counted failure arrived.
   */
  let sent = 0;
  let countedUpTo = 0;
  const seqOf = (config: unknown) => (config as { [SEQ]?: number } | undefined)?.[SEQ] ?? Number.POSITIVE_INFINITY;
  const countFailure = (error: AxiosError, kind: 'auth' | 'other'): boolean => {
    if (seqOf(error.config) <= countedUpTo) return false;
    countedUpTo = sent;
    return counter.failure(kind);
  };

  const refresh = (): Promise<void> => {
    if (refreshing) return refreshing;
    refreshing = (async () => {
      const { refreshToken } = store.getState().session;
      if (!refreshToken) {
        await endSession();
        return;
      }
      try {
        const { data } = await plainClient.post<components['schemas']['SessionTokens']>('/v1/refresh_token', {} satisfies components['schemas']['EmptyBody'], { headers: { [HEADERS.refreshToken]: refreshToken } });
        store.dispatch(sessionActions.tokensRefreshed(data));
        reloadPending = true;
        try {
          globalThis.sessionStorage?.setItem(REFRESHED_AT_KEY, String(Date.now()));
        } catch {
          /* loop guard is best effort */
        }
        if (!ejected) browser.reload();
      } catch {
        await endSession();
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const onFulfilled = (response: AxiosResponse) => {
    counter.success();
    if (response.status === 203) response.data = [];
    const { config } = response;
    const orgId = store.getState().session.user?.organization_id;
    if (orgId != null && needsMemoryCall(config.method, config.url)) {
      // through the RTK Query endpoint (loaded on demand: signed-out pages carry no RTK Query)
      void import('./tenant-memory').then((m) => m.refreshTenantMemory(store.dispatch, orgId));
    }
    return response;
  };

  const onRejected = async (error: unknown) => {
    if (ejected || isCancel(error) || !isAxiosError(error)) throw error;
    if (isAuthFailure(error)) {
      const permissionDenied = error.response?.status === 403 && recentlyRefreshed();
      if (countFailure(error, 'auth')) throw new SessionTransitionError('ended');
      const sentToken = String(error.config?.headers?.Authorization ?? '').replace(/^Bearer /, '');
      const staleToken = !!sentToken && sentToken !== store.getState().session.accessToken;
      if (reloadPending || staleToken) throw new SessionTransitionError('refreshing');
      if (!permissionDenied && store.getState().session.authenticated) {
        await refresh();
        throw new SessionTransitionError('refreshing');
      }
    } else if (isServerOrNetworkFailure(error) && countsAsFailure(error)) {
      if (countFailure(error, 'other')) throw new SessionTransitionError('ended');
    }
    throw error;
  };

  const id = securedClient.interceptors.response.use(onFulfilled, onRejected);
  const stamp = securedClient.interceptors.request.use((config) => Object.assign(config, { [SEQ]: ++sent }));
  return {
    counter,
    refresh,
    endSession,
    eject() {
      ejected = true;
      securedClient.interceptors.response.eject(id);
      securedClient.interceptors.request.eject(stamp);
      setApiSessionSource(null);
    },
  };
}
