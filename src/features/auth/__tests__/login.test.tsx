import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/db';
import type { DemoToken, DemoUser } from '@/mocks/db/types';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { HEADERS } from '@/config/constants';
import { draftKey } from '@/lib/drafts/draft-store';
import { plainClient } from '@/lib/api/clients';
import { failure } from '@/testing/backend';
import { encodeCredentials } from '../api/sign-in';

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string, password?: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  if (password === undefined) return;
  await user.type(await screen.findByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login (/login): messages of SPEC §8', () => {
  it("'Sorry, we cannot find your email.'", async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user, 'nobody@acme.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we cannot find your email.');
    expect(screen.queryByLabelText('Password', { exact: true })).not.toBeInTheDocument();
  });

  it("'Your password is incorrect.' and the typed email stays", async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user, 'admin@acme.test', 'Wrong@pass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
  });

  it('ten wrong passwords lock the account for a while, even against the right password (issue 12, 12)', async () => {
    const tries: unknown[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await failure(plainClient.get('/v1/authorize', { headers: { [HEADERS.credentials]: encodeCredentials({ email: 'supervisor@acme.test', password: 'Wrong@pass1' }) } }));
      tries.push((res.data as { code?: string }).code);
    }
    expect(tries.slice(0, 9).every((c) => c === 'wrong_password')).toBe(true);
    expect(tries[9]).toBe('account_locked');
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user, 'supervisor@acme.test', DEMO_PASSWORD);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong passwords: this account is locked for 15 minutes. Try again later, or reset your password.');
  });

  it('an inactive user is told the account is inactive and to contact the administrator', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user, 'inactive@acme.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is inactive. Please contact your administrator to have it reactivated.');
  });

  it('credentials travel in a header, never in the URL', async () => {
    const seen: { url: string; header: string | null }[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.includes('/v1/authorize')) seen.push({ url: request.url, header: request.headers.get(HEADERS.credentials) });
    };
    server.events.on('request:start', listener);
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await signIn(user, 'admin@acme.test', DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    server.events.removeListener('request:start', listener);
    expect(seen).toHaveLength(2);
    for (const s of seen) {
      expect(s.url).not.toContain('Demo');
      expect(s.url).not.toContain('admin%40acme');
      expect(s.header).toBeTruthy();
    }
  });

  it("shows 'session expired' when sent back from /sessionexpire", async () => {
    const { router } = await renderApp('/sessionexpire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?session=expired');
    expect(await screen.findByText('Your session has expired. Please sign in again to continue.')).toBeInTheDocument();
  });

  it('a user without permissions signs in, is told to contact the administrator, and sees /no_permissions', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/login');
    await signIn(user, 'noaccess@acme.test', DEMO_PASSWORD);
    await waitFor(() => expect(router.state.location.pathname).toBe('/no_permissions'));
    // the toast of the sign-in, and the /no_permissions screen's own notice
    const text = 'Login successful. However, you have no access permissions assigned yet. Please contact your administrator';
    await waitFor(() => expect(screen.getAllByText(text, { exact: false })).toHaveLength(2));
    expect(document.querySelector('.p-toast')).toHaveTextContent(text);
  });
});

describe('sign-out and session ends', () => {
  it('/logout calls DELETE /v1/user_token and /v2/user_logout, clears the session and the user\'s drafts, and opens /login', async () => {
    const adminId = db.list<DemoUser>(db.tenant('acme')!, 'users').find((u) => u.email === 'admin@acme.test')!.id;
    // a half-typed incident of this user, and one of another user of the device
    localStorage.setItem(draftKey('incident:new', adminId), '{"values":{"description":"victim details"},"savedAt":1,"path":"/"}');
    localStorage.setItem(draftKey('incident:new', adminId + 1000), '{"values":{},"savedAt":1,"path":"/"}');
    const deletes: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'DELETE') deletes.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', listener);
    const { router, store } = await renderApp('/logout', { as: 'admin@acme.test' });
    const oldToken = store.getState().session.accessToken;
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    server.events.removeListener('request:start', listener);
    expect(deletes.sort()).toEqual(['/api/v1/user_token', '/api/v2/user_logout']);
    expect(store.getState().session.authenticated).toBe(false);
    expect(localStorage.getItem('ehs-session')).toBeNull();
    expect(localStorage.getItem(draftKey('incident:new', adminId))).toBeNull();
    expect(localStorage.getItem(draftKey('incident:new', adminId + 1000))).not.toBeNull();
    // the server forgot the token
    expect(db.list<DemoToken>(db.tenant('acme')!, 'tokens').some((t) => t.access_token === oldToken)).toBe(false);
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('/reset-session resets the server session and clears the local one, keeping drafts', async () => {
    localStorage.setItem('ehs-draft:observation', '{"description":"kept"}');
    const { router, store } = await renderApp('/reset-session', { as: 'hod@acme.test' });
    const refresh = store.getState().session.refreshToken;
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.authenticated).toBe(false);
    expect(db.list<DemoToken>(db.tenant('acme')!, 'tokens').some((t) => t.refresh_token === refresh)).toBe(false);
    expect(localStorage.getItem('ehs-draft:observation')).toBe('{"description":"kept"}');
  });
});

describe('users of other hosts', () => {
  it('a globex user cannot sign in on acme (tenants are per host)', async () => {
    const user = userEvent.setup();
    await renderApp('/login');
    await signIn(user, 'owner@globex.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, we cannot find your email.');
    expect(db.list<DemoUser>(db.tenant('globex')!, 'users').some((u) => u.email === 'owner@globex.test')).toBe(true);
  });
});
