import { STORAGE_KEYS } from '@/config/constants';
import { browser } from '@/lib/browser';
import { makeStore } from '@/lib/store/store';
import { sessionActions } from '../session-slice';
import { followOtherTabs } from '../cross-tab';
import type { SessionState } from '../types';

/** A store signed in as user 7, with the session persisted as a tab would. */
function signedIn() {
  const store = makeStore();
  store.dispatch(
    sessionActions.signedIn({
      access_token: 'a1', csrf_token: 'c1', refresh_token: 'r1', domain: 'acme',
      user: { id: 7, organization_id: 101, full_name: 'Hugo', role_name: 'HOD', email: 'hod@acme.test', is_admin: false, is_contractor: false, status: 'Active', organization: null },
      rules: [],
    } as unknown as Parameters<typeof sessionActions.signedIn>[0]),
  );
  return store;
}

/** What another tab does to the shared storage, and the event this tab then receives. */
function otherTab(target: EventTarget, change: () => void, key: string | null = STORAGE_KEYS.session) {
  change();
  target.dispatchEvent(new StorageEvent('storage', { key }));
}

describe('every tab follows the session of the others (issue 11, 8)', () => {
  it('a sign-out in another tab signs this tab out and leaves the signed-in pages', () => {
    const store = signedIn();
    expect(store.getState().session.authenticated).toBe(true);
    const target = new EventTarget();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const stop = followOtherTabs(store, target as unknown as Window);
    otherTab(target, () => localStorage.removeItem(STORAGE_KEYS.session));
    expect(store.getState().session.authenticated).toBe(false);
    expect(assign).toHaveBeenCalledWith('/login');
    stop();
    assign.mockRestore();
  });

  it('an ended session (storage cleared in another tab) too; unrelated keys change nothing', () => {
    const store = signedIn();
    const target = new EventTarget();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const stop = followOtherTabs(store, target as unknown as Window);
    otherTab(target, () => localStorage.setItem('ehs-language', 'de'), 'ehs-language');
    expect(store.getState().session.authenticated).toBe(true);
    otherTab(target, () => localStorage.clear(), null);
    expect(store.getState().session.authenticated).toBe(false);
    stop();
    assign.mockRestore();
  });

  it('tokens refreshed in another tab are taken over, so a rotated refresh token does not end this tab', () => {
    const store = signedIn();
    const target = new EventTarget();
    const stop = followOtherTabs(store, target as unknown as Window);
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.session)!) as SessionState;
    otherTab(target, () => localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ ...stored, accessToken: 'a2', csrfToken: 'c2', refreshToken: 'r2' })));
    expect(store.getState().session).toMatchObject({ authenticated: true, accessToken: 'a2', csrfToken: 'c2', refreshToken: 'r2' });
    stop();
  });
});
