import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import { clearSessionStorage } from '@/lib/session/persist';
import { disconnectRealtime } from '@/lib/realtime/lifecycle';
import { clearUserDrafts } from '@/lib/drafts/draft-store';
import { queueRevocation, revokeSession } from '@/lib/api/revocation';
import { signOutCalls } from '../api/account';

/**
 * Ends the session on purpose (SPEC §4): tell the server (logout: DELETE /v1/user_token and
 * /v2/user_logout; reset/expired: POST /v1/reset_current_session), close the realtime channel, clear
 * storage (language and demo settings survive; drafts survive a reset, not a sign-out), empty the store and the ability.
 */
export function useEndSession() {
  const store = useStore() as AppStore;
  return useCallback(
    async (how: 'logout' | 'reset') => {
      const { authenticated, refreshToken, user } = store.getState().session;
      // the device forgets the session at once (issue 26: sign-out must not wait on a server that does not answer)
      disconnectRealtime();
      // an explicit sign-out leaves no report half-typed on the device (victims' names, injuries); an expired
      // or reset session keeps the drafts for the same user's next sign-in
      if (how === 'logout' && user) clearUserDrafts(user.id);
      clearSessionStorage();
      store.dispatch(sessionActions.signedOut());
      // then the server revokes the tokens; a revocation that does not get through is retried, also from the next
      // page load (lib/api/revocation.ts), so the old access and refresh tokens stop working either way
      if (how === 'logout' && authenticated) {
        if (!(await signOutCalls(refreshToken))) queueRevocation(refreshToken);
      } else await revokeSession(refreshToken);
    },
    [store],
  );
}
