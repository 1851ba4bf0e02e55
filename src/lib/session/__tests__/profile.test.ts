import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { makeStore } from '@/lib/store/store';
import { browser } from '@/lib/browser';
import { installApi } from '@/lib/api/interceptors';
import { ability } from '@/lib/ability/ability';
import { authorize, startSession } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { loadProfile, profileEndsSession, profileIsStale, refreshProfileIfStale } from '../profile';
import type { CurrentUser } from '../types';

const user = (patch: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1, organization_id: 1, full_name: 'A', role_name: 'r', email: 'a@b.c', is_admin: false, is_contractor: false, status: 'Active', organization: null, ...patch,
});

describe('profile rules (SPEC §4, §8)', () => {
  it('ends the session for Inactive, Deleted and Error users and inactive organisations', () => {
    expect(profileEndsSession(user())).toBe(false);
    expect(profileEndsSession(user({ status: 'Inactive' }))).toBe(true);
    expect(profileEndsSession(user({ status: 'Error' }))).toBe(true);
    expect(profileEndsSession(user({ status: 'Deleted' }))).toBe(true);
    expect(profileEndsSession(user({ organization: { organization_status: 'Inactive' } as CurrentUser['organization'] }))).toBe(true);
    expect(profileEndsSession(null)).toBe(true);
  });

  it('is stale after 60 s', () => {
    expect(profileIsStale(null)).toBe(true);
    expect(profileIsStale(1_000, 61_000)).toBe(false);
    expect(profileIsStale(1_000, 61_001)).toBe(true);
  });
});

describe('profile load against the demo backend', () => {
  async function signedInStore(email: string) {
    const store = makeStore();
    const api = installApi(store);
    startSession(store.dispatch, await authorize(email, DEMO_PASSWORD));
    return { store, api };
  }

  it('replaces user and rules in place, and only when stale', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { store, api } = await signedInStore('supervisor@acme.test');
    let calls = 0;
    server.use(http.get('*/api/v2/users/user_profile', () => void (calls += 1)));
    refreshProfileIfStale(store);
    expect(calls).toBe(0);
    await loadProfile(store);
    expect(calls).toBe(1);
    expect(store.getState().session.user?.email).toBe('supervisor@acme.test');
    expect(ability.can('create', 'Observation')).toBe(true);
    expect(ability.can('read', 'Audit')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    api.eject();
    assign.mockRestore();
  });

  it('goes to /logout when the profile says Inactive or the load fails', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const { store, api } = await signedInStore('admin@acme.test');
    server.use(http.get('*/api/v2/users/user_profile', () => HttpResponse.json({ user: { ...store.getState().session.user, status: 'Inactive' } })));
    await loadProfile(store);
    expect(assign).toHaveBeenLastCalledWith('/logout');
    server.use(http.get('*/api/v2/users/user_profile', () => HttpResponse.json({ errors: ['not found'] }, { status: 404 })));
    await loadProfile(store);
    expect(assign).toHaveBeenCalledTimes(2);
    api.eject();
    assign.mockRestore();
  });
});
