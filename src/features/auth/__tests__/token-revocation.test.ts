import { HEADERS } from '@/config/constants';
import { plainClient } from '@/lib/api/clients';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { freshStore } from '@/testing/render-app';
import { failure } from '@/testing/backend';
import { signOutCalls } from '../api/account';

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
    expect(store.getState().session.authenticated).toBe(false);
    expect(await failure(refreshWith(refreshToken!))).toMatchObject({ status: 401 });
    // a session that was never ended still refreshes
    const other = await freshStore('hod@acme.test');
    expect((await refreshWith(other.store.getState().session.refreshToken!)).status).toBe(200);
  });
});
