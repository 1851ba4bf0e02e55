import type { AppDispatch } from '@/app/store';
import { sessionActions } from '@/lib/session/session-slice';
import { updateAbility } from '@/lib/ability/ability';
import type { AuthorizeResponse } from '@/lib/session/types';

/** Starts a session from an authorize/SSO/sign-up answer: store, ability, in that order. */
export function startSession(dispatch: AppDispatch, payload: AuthorizeResponse & { domain: string | null }) {
  updateAbility(payload.rules, payload.user.id);
  dispatch(sessionActions.signedIn(payload));
}
