import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import { clearSessionStorage } from '@/lib/session/persist';
import { disconnectRealtime } from '@/lib/realtime/lifecycle';
import { resetCurrentSession, signOutCalls } from '../api/account';

/**
 * Ends the session on purpose (SPEC §4): tell the server (logout: DELETE /v1/user_token and
 * /v2/user_logout; reset/expired: POST /v1/reset_current_session), close the realtime channel, clear
 * storage (drafts, language and demo settings survive), empty the store and the ability.
 */
export function useEndSession() {
  const store = useStore() as AppStore;
  return useCallback(
    async (how: 'logout' | 'reset') => {
      const { authenticated, refreshToken } = store.getState().session;
      try {
        if (how === 'logout' && authenticated) await signOutCalls();
        else if (refreshToken) await resetCurrentSession(refreshToken);
      } catch {
        /* the session ends locally whatever the server says */
      }
      disconnectRealtime();
      clearSessionStorage();
      store.dispatch(sessionActions.signedOut());
    },
    [store],
  );
}
