import { STORAGE_KEYS } from '@/config/constants';
import { browser } from '@/lib/browser';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from './session-slice';
import type { SessionState } from './types';

/**
 * Keeps every open tab of the tenant on the same session (issue 11, 8): when another tab signs out or its
 * session ends (the stored session is removed or storage is cleared), this tab leaves the signed-in pages
 * at once; when another tab refreshes the tokens of the same user, this tab takes them (a rotated refresh
 * token would otherwise end its session at its next refresh). The `storage` event fires only in the
 * other tabs of the origin.
 */
export function followOtherTabs(store: AppStore, target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.session) return;
    const here = store.getState().session;
    if (!here.authenticated) return;
    let stored: SessionState | null = null;
    try {
      const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.session);
      stored = raw ? (JSON.parse(raw) as SessionState) : null;
    } catch {
      stored = null;
    }
    if (!stored?.authenticated || stored.user?.id !== here.user?.id) {
      store.dispatch(sessionActions.signedOut());
      browser.assign('/login');
      return;
    }
    if (stored.accessToken && stored.refreshToken && stored.accessToken !== here.accessToken) {
      store.dispatch(sessionActions.tokensRefreshed({ access_token: stored.accessToken, csrf_token: stored.csrfToken ?? '', refresh_token: stored.refreshToken }));
    }
  };
  target.addEventListener('storage', onStorage as EventListener);
  return () => target.removeEventListener('storage', onStorage as EventListener);
}
