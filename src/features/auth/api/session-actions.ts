import type { AppDispatch } from '@/lib/store/store';
import { sessionActions } from '@/lib/session/session-slice';
import type { AuthorizeResponse } from '@/lib/session/types';

/** Starts a session from an authorize/SSO/sign-up answer: the ability follows the session (lib/ability/ability-sync). */
export function startSession(dispatch: AppDispatch, payload: AuthorizeResponse & { domain: string | null }) {
  dispatch(sessionActions.signedIn(payload));
}
