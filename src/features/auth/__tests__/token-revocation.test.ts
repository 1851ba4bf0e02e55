import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { HEADERS, STORAGE_KEYS } from '@/config/constants';
import { server } from '@/mocks/node';
import { pendingRevocations, resetRevocations, retryPendingRevocations, revokeSession } from '@/lib/api/revocation';
import { plainClient } from '@/lib/api/clients';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { freshStore } from '@/testing/render-app';
import { failure } from '@/testing/backend';
import { browser } from '@/lib/browser';
import { signOutCalls } from '../api/account';

/** the sign-in page the ended session is sent to (a hard navigation: jsdom cannot make it) */
let assign: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
});
afterEach(() => assign.mockRestore());

const refreshWith = (token: string) => plainClient.post('/v1/refresh_token', {}, { headers: { [HEADERS.refreshToken]: token } });

afterEach(() => setDemoSettingsOverride(null));

describe('tokens are revoked when a session ends (issue 12, 3)', () => {
  it('sign-out revokes the refresh token, even when the access token has already expired', async () => {
    const { store } = await freshStore('supervisor@acme.test');
    const { refreshToken } = store.getState().session;
    // the access token expires before the user signs out
    setDemoSettingsOverride({ accessTokensExpiredBefore: Date.now() + 1 });
    await signOutCalls(refreshToken);
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
  });

  it('sign-out with a live access token revokes it and its refresh token', async () => {
    const { store } = await freshStore('supervisor@acme.test');
    const { refreshToken, accessToken } = store.getState().session;
    await signOutCalls(refreshToken);
    expect(await failure(plainClient.get('/v2/users/user_profile', { headers: { Authorization: `Bearer ${accessToken}` } }))).toMatchObject({ status: 401 });
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
  });

  it('the three-failure rule ends the session with the refresh token, which the server then revokes', async () => {
    const { store, api } = await freshStore('supervisor@acme.test');
    const { refreshToken } = store.getState().session;
    await api.endSession();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(store.getState().session.authenticated).toBe(false);
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
    // a session that was never ended still refreshes
    const other = await freshStore('hod@acme.test');
    expect((await refreshWith(other.store.getState().session.refreshToken!)).status).toBe(200);
  });
});

const failReset = () => server.use(http.post('*/v1/reset_current_session', () => HttpResponse.error()));

describe('sign-out revokes even when the server does not answer at first (issue 26)', () => {
  afterEach(() => {
    server.resetHandlers();
    resetRevocations();
  });

  it('the three-failure path clears locally at once, keeps the revocation pending, and retries until the server revokes', async () => {
    const { store, api } = await freshStore('supervisor@acme.test');
    const { refreshToken } = store.getState().session;
    failReset();
    await api.endSession();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(store.getState().session.authenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(pendingRevocations()).toEqual([refreshToken]);
    // still failing: stays queued
    await retryPendingRevocations();
    expect(pendingRevocations()).toEqual([refreshToken]);
    server.resetHandlers();
    await retryPendingRevocations();
    expect(pendingRevocations()).toEqual([]);
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
  });

  it('the next page load sends a revocation the last page could not (it survives the sign-out clearing storage)', async () => {
    const first = await freshStore('supervisor@acme.test');
    const { refreshToken, accessToken } = first.store.getState().session;
    failReset();
    await first.api.endSession();
    expect(assign).toHaveBeenCalledWith('/login');
    server.resetHandlers();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingRevocations)!)).toEqual([refreshToken]);
    // a new page: installApi resumes the pending revocation
    await freshStore();
    await waitFor(() => expect(pendingRevocations()).toEqual([]));
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
    expect(await failure(plainClient.get('/v2/users/user_profile', { headers: { Authorization: `Bearer ${accessToken}` } }))).toMatchObject({ status: 401 });
  });

  it('a 5xx keeps it queued; a 401 (already dead) or success drops it', async () => {
    server.use(http.post('*/v1/reset_current_session', () => HttpResponse.json({ errors: ['busy'] }, { status: 503 })));
    expect(await revokeSession('r-503')).toBe(false);
    expect(pendingRevocations()).toEqual(['r-503']);
    server.use(http.post('*/v1/reset_current_session', () => HttpResponse.json({ errors: ['Session expired'] }, { status: 401 })));
    await retryPendingRevocations();
    expect(pendingRevocations()).toEqual([]);
  });

  it('a sign-out whose two logout calls both fail queues the revocation', async () => {
    const { store } = await freshStore('hod@acme.test');
    const { refreshToken } = store.getState().session;
    server.use(http.delete('*/v1/user_token', () => HttpResponse.error()), http.delete('*/v2/user_logout', () => HttpResponse.error()));
    expect(await signOutCalls(refreshToken)).toBe(false);
    server.resetHandlers();
    expect(await signOutCalls(refreshToken)).toBe(true);
  });
});
