import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { browser } from '@/lib/browser';
import { apiKeyFor } from '@/lib/api/api-key';
import { authorize } from '@/features/auth/public';
import { encodeCredentials } from '@/features/auth/api/sign-in';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { sendMail } from '@/mocks/handlers/auth';
import { dashboardLoaded } from '@/testing/dashboard';

describe('single sign-on by organisation ID (/login/sso)', () => {
  it('an unknown organisation ID is refused', async () => {
    const user = userEvent.setup();
    await renderApp('/login/sso');
    await user.type(await screen.findByLabelText('Organisation ID'), 'nosuchorg');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.');
  });

  it('an organisation without single sign-on switched on is not found by its sub-domain', async () => {
    const user = userEvent.setup();
    await renderApp('/login/sso');
    await user.type(await screen.findByLabelText('Organisation ID'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.');
  });

  // signing in on the organisation's own host, and guests: features/sso/__tests__/sso-sign-in.test.tsx

  it("another organisation's ID moves to that organisation's host", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderApp('/sso');
    await user.type(await screen.findByLabelText('Organisation ID'), 'Vertex-SSO');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://vertex.localhost:5173/login/sso?org=vertex-sso'));
    assign.mockRestore();
  });
});

const issue = async (accessToken: string, apiKey: string) =>
  fetch('http://acme.localhost:5173/api/v1/by_pass_tokens', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}`, 'api-key': apiKey },
    body: JSON.stringify({ sub_domain: 'acme' }),
  });

describe('support link of the master super admin (/by_pass_client_admin)', () => {
  it('only the master super admin can issue one; it signs in as the client admin once', async () => {
    // the master signs in on the platform host (API key 'public')
    const signedIn = await fetch('http://localhost:5173/api/v1/authorize', {
      headers: { 'api-key': 'public', 'X-Credentials': encodeCredentials({ email: 'master@platform.test', password: DEMO_PASSWORD }) },
    });
    const master = (await signedIn.json()) as { access_token: string };
    const admin = await authorize('admin@acme.test', DEMO_PASSWORD);
    expect((await issue(admin.access_token, await apiKeyFor('acme'))).status).toBe(403);
    const res = await issue(master.access_token, 'public');
    expect(res.status).toBe(200);
    const { path } = await res.json();

    const { router, store } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session.user).toMatchObject({ email: 'admin@acme.test', is_admin: true });
    // the dashboard it lands on, loaded (its sites and its figures) before the requests below: its answers arriving
    // while the test awaits them would be updates outside act()
    await dashboardLoaded();
    // and once only
    const again = await fetch('http://acme.localhost:5173/api/v1/one_time_sign_in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'api-key': await apiKeyFor('acme') },
      body: JSON.stringify({ token: new URLSearchParams(path.split('?')[1]).get('token') }),
    });
    expect(again.status).toBe(410);
  });
});

describe('demo mailbox', () => {
  it('lists the mails the demo backend sent, with codes and safe links only', async () => {
    sendMail({ to: 'x@mailbox.test', subject: 'Your verification code: 654321', kind: 'otp', code: '654321', link: 'http://acme.localhost:5173/registration?token=abc', body: '' });
    sendMail({ to: 'y@mailbox.test', subject: 'Sneaky', kind: 'password_reset', link: 'javascript:alert(1)', body: '<img src=x onerror=alert(1)>' });
    const user = userEvent.setup();
    await renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Demo mailbox' }));
    const list = await screen.findByRole('list', { name: 'Sent mails' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByRole('heading', { name: 'Sneaky' })).toBeInTheDocument();
    expect(within(items[0]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('654321')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: 'Open the activation link' })).toHaveAttribute('href', 'http://acme.localhost:5173/registration?token=abc');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
