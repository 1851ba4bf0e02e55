import type { AppStore } from '@/lib/store/store';
import { PROFILE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { components } from '@/lib/api/generated/openapi';

// The realtime client (ActionCable) is only loaded for signed-in users.
const realtime = () => import('@/lib/realtime/lifecycle');

const CONNECTED_AT_KEY = 'ehs-realtime-connected-at';

function markConnected() {
  try {
    globalThis.sessionStorage?.setItem(CONNECTED_AT_KEY, String(Date.now()));
  } catch {
    /* best effort */
  }
}

/** A reload shortly after the last connect does not ask for the initial data again (SPEC §7). */
export function isRecentReload(now = Date.now()): boolean {
  try {
    const at = Number(globalThis.sessionStorage?.getItem(CONNECTED_AT_KEY));
    return at > 0 && now - at < PROFILE_REFRESH_INTERVAL_MS;
  } catch {
    return false;
  }
}

/**
 * Opens the realtime connection on sign-in and, on a reload while signed in, once
 * GET /v2/api_connection_checks answers 200; closes it when the session ends.
 */
export function startSessionLifecycle(store: AppStore): () => void {
  let authenticated = store.getState().session.authenticated;

  if (authenticated) {
    const initialData = !isRecentReload();
    void import('@/lib/api/clients')
      .then(({ securedClient }) => securedClient.get<components['schemas']['ApiConnectionCheck']>('/v2/api_connection_checks'))
      .then(async (response) => {
        if (response.status === 200 && store.getState().session.authenticated) {
          (await realtime()).connectRealtime(store, { initialData });
          markConnected();
        }
      })
      .catch(() => undefined);
  }

  return store.subscribe(() => {
    const now = store.getState().session.authenticated;
    if (now === authenticated) return;
    authenticated = now;
    void realtime().then((rt) => {
      if (now) {
        rt.connectRealtime(store, { initialData: true });
        markConnected();
      } else {
        rt.disconnectRealtime();
      }
    });
  });
}
