import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { authorize } from '@/features/auth/public';
import { db } from '@/mocks/db/db';
import { apiKeyFor } from '@/lib/api/api-key';
import { latestMail } from './helpers';
import { onHost } from '@/testing/host';

onHost('http://brightline.localhost:5173/');

const redeem = async (token: string) =>
  fetch('http://brightline.localhost:5173/api/v1/one_time_sign_in', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'api-key': await apiKeyFor('brightline') },
    body: JSON.stringify({ token }),
  });

/**
 * The browser arrives on the new organisation's host with the one-time link. This file runs on
 * http://brightline.localhost:5173 — the demo database here has never heard of the sign-up, exactly
 * like the per-origin IndexedDB of the real demo: the tenant is created from the sealed link.
 */
const api = (path: string, body: object) =>
  fetch(`http://elsewhere.localhost:5173/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

async function signInLinkFor(email: string, sub: string): Promise<string> {
  const res = await api('/v1/signups', { full_name: 'Bea Bright', email, company_name: 'Brightline Safety', sub_domain: sub, password: 'Bright#2026', password_confirmation: 'Bright#2026' });
  expect(res.status).toBe(201);
  const { signup_token } = await res.json();
  const verified = await api('/v1/signups/verify', { signup_token, otp: latestMail(email).code });
  expect(verified.status).toBe(200);
  const { sign_in_token, sub_domain } = await verified.json();
  expect(sub_domain).toBe(sub);
  return sign_in_token;
}

describe('one-time sign-in on the new host (/by_pass_client_admin)', () => {
  it('creates the organisation from the link, signs the creator in as super admin and opens onboarding', async () => {
    const token = await signInLinkFor('bea@brightline.test', 'brightline');
    expect(db.tenant('brightline')).toBeUndefined();

    const { router, store } = await renderApp(`/by_pass_client_admin?token=${token}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding'));
    // the onboarding screen on show (its lazy screen resolving while the test awaits its requests below would be an
    // update outside act)
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Sites' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'New site' })).toBeInTheDocument();
    const session = store.getState().session;
    expect(session.authenticated).toBe(true);
    expect(session.user).toMatchObject({ email: 'bea@brightline.test', full_name: 'Bea Bright', is_admin: true, role_name: 'Organisation Super Admin' });
    const org = session.user!.organization!;
    expect(org).toMatchObject({ name: 'Brightline Safety', sub_domain_name: 'brightline', plan: 'free_trial', subscription_type: 'trial', is_onboarding: true });
    const trialDays = (Date.parse(org.trial_ends_at!) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    // the new tenant starts empty apart from its roles and its creator
    const tenant = db.tenant('brightline')!;
    expect(tenant.collections.users).toHaveLength(1);
    expect(tenant.collections.sites).toHaveLength(0);
    expect(tenant.collections.roles.length).toBeGreaterThan(3);
    // the token left the address bar
    expect(router.state.location.search).toBe('');

    // the password chosen at sign-up works for later sign-ins on this host (the test's own calls in act(): the
    // onboarding screen on show may still get its answers, e.g. the site form's tenant memory, meanwhile)
    const again = await act(() => authorize('bea@brightline.test', 'Bright#2026'));
    expect(again.user.email).toBe('bea@brightline.test');

    // single use: the same link cannot be replayed
    const replay = await act(() => redeem(token));
    expect(replay.status).toBe(410);
    expect(await replay.json()).toMatchObject({ code: 'link_expired' });
  });

  it('is bound to its host and tamper-proof', async () => {
    const token = await signInLinkFor('cy@brightline2.test', 'brightline2');
    // a link for brightline2 is refused on brightline
    let view = await renderApp(`/by_pass_client_admin?token=${token}`);
    expect(await screen.findByText('This sign-in link has expired or was already used. You can sign up again or log in.')).toBeInTheDocument();
    // the signed-out layout's demo mailbox loaded too (its chunk finishing after the unmount would ping outside act)
    expect(await screen.findByRole('button', { name: 'Demo mailbox' })).toBeInTheDocument();
    expect(view.store.getState().session.authenticated).toBe(false);
    expect(db.tenant('brightline2')).toBeUndefined();
    view.unmount();

    const tampered = `${token.slice(0, -4)}AAAA`;
    view = await renderApp(`/by_pass_client_admin?token=${tampered}`);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    view.unmount();
    expect((await redeem(tampered)).status).toBe(410);
  });
});
