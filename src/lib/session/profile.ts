import { securedClient } from '@/lib/api/clients';
import { isSessionTransition } from '@/lib/api/session-transition';
import { browser } from '@/lib/browser';
import { PROFILE_REFRESH_INTERVAL_MS } from '@/config/constants';
import type { AppStore } from '@/lib/store/store';
import { sessionActions } from './session-slice';
import type { CurrentUser, UserProfile } from './types';

/** SPEC §4/§8: these end the session (via /logout). */
export function profileEndsSession(user: CurrentUser | null | undefined): boolean {
  if (!user) return true;
  if (user.status !== 'Active') return true;
  return user.organization?.organization_status === 'Inactive';
}

export function profileIsStale(loadedAt: number | null, now = Date.now(), interval = PROFILE_REFRESH_INTERVAL_MS): boolean {
  return loadedAt === null || now - loadedAt > interval;
}

let inFlight: Promise<void> | null = null;

/**
 * GET /v2/users/user_profile (the v1 path answers the same). A failed load, a non-Active user or an
 * inactive organisation ends the session; otherwise the user and rules are replaced in place.
 */
export function loadProfile(store: AppStore): Promise<void> {
  if (inFlight) return inFlight;
  inFlight = (async () => {
    try {
      const { data } = await securedClient.get<UserProfile>('/v2/users/user_profile');
      if (profileEndsSession(data?.user)) {
        browser.assign('/logout');
        return;
      }
      store.dispatch(sessionActions.profileLoaded({ user: data.user, rules: data.rules }));
    } catch (error) {
      // a refresh or session end is already under way; anything else is a failed load
      if (!isSessionTransition(error)) browser.assign('/logout');
    }
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Called after each navigation: reloads the profile when the last load is older than 60 s. */
export function refreshProfileIfStale(store: AppStore): void {
  const { authenticated, profileLoadedAt } = store.getState().session;
  if (authenticated && profileIsStale(profileLoadedAt)) void loadProfile(store);
}
