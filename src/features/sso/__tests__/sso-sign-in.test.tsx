import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { renderApp } from '@/testing/render-app';
import { rawCallsAs } from '@/testing/backend';
import { onHost } from '@/testing/host';

onHost('http://vertex.localhost:5173/');

const vertex = () => db.tenant('vertex')!;
const usersNamed = (email: string) => db.list<DemoUser>(vertex(), 'users').filter((u) => u.email === email);

async function ssoSignIn(email: string, password: string) {
  const user = userEvent.setup();
  const app = await renderApp('/login/sso');
  await user.type(await screen.findByLabelText('Organisation ID'), 'Vertex-SSO');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Sign in to Vertex Chemicals with Demo identity provider.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
  return { ...app, user };
}

describe('single sign-on by the configured unique organisation id (/login/sso)', () => {
  it('a user of the organisation signs in through the demo identity provider; a wrong password is refused', async () => {
    const { router, store, user } = await ssoSignIn('admin@vertex.test', 'Wrong#pass1');
    // the page's alert region is there before the answer: wait for its text
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your password is incorrect.'));
    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user?.email).toBe('admin@vertex.test');
  });

  it('SPEC §6: a directory person whose email is not a user joins as a guest (once), with no permissions', async () => {
    expect(usersNamed('dana.field@vertex.test')).toHaveLength(0);
    const { store } = await ssoSignIn('dana.field@vertex.test', DEMO_PASSWORD);
    await waitFor(() => expect(store.getState().session.user?.email).toBe('dana.field@vertex.test'));
    const [guest] = usersNamed('dana.field@vertex.test');
    expect(guest).toMatchObject({ full_name: 'Dana Field', role_name: 'Guest', status: 'Active', is_admin: false, password_hash: '' });
    expect(store.getState().session.rules).toEqual([]);
    // a second sign-in is the same guest, not a new user
    const again = await ssoSignIn('dana.field@vertex.test', DEMO_PASSWORD);
    await waitFor(() => expect(again.store.getState().session.user?.email).toBe('dana.field@vertex.test'));
    expect(usersNamed('dana.field@vertex.test')).toHaveLength(1);
  });

  it('an email the identity provider does not know is refused; nothing is created', async () => {
    const before = db.list(vertex(), 'users').length;
    await ssoSignIn('stranger@vertex.test', DEMO_PASSWORD);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we cannot find your email.'));
    expect(db.list(vertex(), 'users')).toHaveLength(before);
  });

  it('switched off at /sso_configs, the id no longer finds the organisation', async () => {
    const admin = await rawCallsAs('admin@vertex.test');
    const current = ((await (await admin('GET', '/sso_configs')).json()) as { sso_config: Record<string, unknown> }).sso_config;
    expect((await admin('PUT', '/sso_configs', { ...current, enabled: false })).status).toBe(200);
    const user = userEvent.setup();
    await renderApp('/login/sso');
    await user.type(await screen.findByLabelText('Organisation ID'), 'vertex-sso');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.'));
  });
});

describe('/setup-sso', () => {
  it("shows the organisation's configured unique id and that SSO is on", async () => {
    await renderApp('/setup-sso');
    expect(await screen.findByText('Single sign-on is on for Vertex Chemicals: people sign in with the organisation ID below.')).toBeInTheDocument();
    expect(screen.getByText('vertex-sso')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with single sign-on' })).toHaveAttribute('href', '/login/sso?org=vertex-sso');
  });
});

describe('/sso_configs "test sign-in"', () => {
  it('runs the demo identity provider: a user, a would-be guest, a refused email; nothing is created', async () => {
    const before = db.list(vertex(), 'users').length;
    const user = userEvent.setup();
    await renderApp('/sso_configs', { as: 'admin@vertex.test' });
    const test = await screen.findByRole('form', { name: 'Test sign-in' });
    const run = async (email: string, password: string) => {
      await user.clear(within(test).getByLabelText('Email'));
      await user.type(within(test).getByLabelText('Email'), email);
      await user.clear(within(test).getByLabelText('Password'));
      await user.type(within(test).getByLabelText('Password'), password);
      await user.click(within(test).getByRole('button', { name: 'Run the test sign-in' }));
    };
    await run('supervisor@vertex.test', DEMO_PASSWORD);
    expect(await screen.findByText('Sign-in works: Tomas Berg (supervisor@vertex.test) signs in as a user.')).toBeInTheDocument();
    await run('dana.field@vertex.test', DEMO_PASSWORD);
    expect(await screen.findByText('Sign-in works: Dana Field (dana.field@vertex.test) is not a user and would join as a guest.')).toBeInTheDocument();
    await run('stranger@vertex.test', DEMO_PASSWORD);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The identity provider does not know this email.'));
    expect(db.list(vertex(), 'users')).toHaveLength(before);
    // and for admins only
    const supervisor = await rawCallsAs('supervisor@vertex.test');
    expect((await supervisor('POST', '/sso_configs/test', { email: 'dana.field@vertex.test', password: DEMO_PASSWORD })).status).toBe(403);
  });
});
