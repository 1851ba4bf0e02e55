import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPersistedSession } from '@/lib/session/persist';
import { storeSignedIn } from '@/lib/session/session-starter';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { browser } from '@/lib/browser';
import { latestMail, setNewPassword, supportLink } from '@/features/auth/__tests__/helpers';
import { HEADERS, STORAGE_KEYS } from '@/config/constants';
import { authorize } from '@/features/auth/public';
import { plainClient } from '@/lib/api/clients';
import { failure } from '@/testing/backend';
import { PublicRoot } from '../public-root';
import { PUBLIC_PATHS, publicRoutes } from '../public-routes';
import { createShellRouter } from '../shell-router';

/** The prerendered pages' public shell (issue 18): its pages without the app's store, and the hand-over to the app. */
function renderShell(path: string) {
  const onLeave = vi.fn();
  const router = createShellRouter(publicRoutes(onLeave), { initialEntry: path });
  render(<PublicRoot router={router} startSession={storeSignedIn} />);
  return { onLeave, router };
}

describe('public shell (src/app/public)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('holds the prerendered pages and the thank-you page, nothing else', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual(['/by_pass_client_admin', '/get-started', '/incident', '/login', '/login/sso', '/observation', '/organization_verify', '/password-reset', '/pricing', '/registration', '/sessionexpire', '/setup-sso', '/sso', '/start', '/start/verify-account', '/thankyou']);
    // each has its page in the shell's router (/organization_verify only on the verification hosts: not jsdom's)
    const paths = publicRoutes(() => undefined).routes.map((r) => r.path);
    expect(paths.sort()).toEqual(PUBLIC_PATHS.filter((p) => p !== '/organization_verify').sort());
  });

  it('signs in without the app: the session is stored before the address changes, then the app is asked to take over', async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password', { exact: true }), DEMO_PASSWORD);
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
    const stored = loadPersistedSession();
    expect(stored).toMatchObject({ authenticated: true, user: { email: 'admin@acme.test' } });
    expect(stored?.accessToken).toEqual(expect.any(String));
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('a refused sign-in stays in the shell with its message and what was typed', async () => {
    const user = userEvent.setup();
    const { onLeave } = renderShell('/login');
    await user.type(await screen.findByLabelText('Email'), 'admin@acme.test');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Password', { exact: true }), 'Wrong@pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password is incorrect.');
    expect(screen.getByLabelText('Email')).toHaveValue('admin@acme.test');
    expect(onLeave).not.toHaveBeenCalled();
    expect(loadPersistedSession()).toBeNull();
  });

  it('signs up without the app (issue 30): a refusal keeps what was typed; the code screen is the shell\'s too', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/start');
    const fill = async (label: string, text: string) => {
      await user.clear(screen.getByLabelText(label, { exact: true }));
      await user.type(screen.getByLabelText(label, { exact: true }), text);
    };
    await user.type(await screen.findByLabelText('Full name'), 'Nora Vance');
    await fill('Business email', 'admin@acme.test');
    await fill('Company name', 'Nova Shell');
    await fill('Sub-domain', 'novashell');
    await fill('Password', 'Secure#2026');
    await fill('Confirm password', 'Secure#2026');
    // the hint names this host once the page runs in the browser
    expect(screen.getByText("Your organisation's address: novashell.localhost:5173")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    // the server's 422, in the shell, with everything typed kept
    expect(await screen.findByRole('alert')).toHaveTextContent('Email already present.');
    expect(screen.getByLabelText('Business email')).toHaveValue('admin@acme.test');
    expect(screen.getByLabelText('Sub-domain')).toHaveValue('novashell');

    await fill('Business email', 'nora@novashell.test');
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    // the code screen, still without the app; the code takes the visitor to the new organisation's host
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/start/verify-account');
    await user.type(screen.getByLabelText('Verification code'), latestMail('nora@novashell.test').code!);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toMatch(/^http:\/\/novashell\.localhost:5173\/by_pass_client_admin\?token=/);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('resets a password without the app (issue 30): a refusal keeps what was typed; the link sets the new password', async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/password-reset');
    await user.type(await screen.findByLabelText('Email'), 'ghost@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // the server's 422, in the shell, with what was typed kept
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an account associated with this email.');
    expect(screen.getByLabelText('Email')).toHaveValue('ghost@acme.test');

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'supervisor@acme.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('We sent a password reset link to supervisor@acme.test. It is valid for 30 minutes.')).toBeInTheDocument();

    // the mailed link (?token=…) is the shell's page too: its rules on the client, then the new password is saved
    const link = new URL(latestMail('supervisor@acme.test').link!);
    await act(() => router.navigate(`${link.pathname}${link.search}`));
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeInTheDocument();
    await setNewPassword(user, 'nospecial1');
    expect(await screen.findByText('The password needs at least one special character, such as @, # or !.')).toBeInTheDocument();
    await setNewPassword(user, 'Fresh#Start9');
    expect(await screen.findByText('Your password has been changed. You can now sign in with it.')).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it("activates a sign-up from the mail's link without the app (issue 30); a used link offers sign-up or log in", async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    const start = renderShell('/start');
    await user.type(await screen.findByLabelText('Full name'), 'Lea Link');
    await user.type(screen.getByLabelText('Business email'), 'lea@shelllink.test');
    await user.type(screen.getByLabelText('Company name'), 'Shell Link');
    await user.type(screen.getByLabelText('Sub-domain'), 'shelllink');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Secure#2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Secure#2026');
    await user.click(screen.getByRole('button', { name: 'Create my organisation' }));
    await screen.findByRole('heading', { name: 'Verify your email' });
    const link = new URL(latestMail('lea@shelllink.test').link!);

    await act(() => start.router.navigate(`${link.pathname}${link.search}`));
    expect(await screen.findByRole('heading', { name: 'Activate your account' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(String(assign.mock.calls[0][0])).toContain('http://shelllink.localhost:5173/by_pass_client_admin?token=');
    // used once: the same link is now expired (the bare view keeps its language switcher)
    await act(() => start.router.navigate('/login'));
    await act(() => start.router.navigate(`${link.pathname}${link.search}`));
    expect(await screen.findByText('This activation link has expired. You can sign up again or log in.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/start');
    expect(screen.getByLabelText('Language')).toBeInTheDocument();
    expect(start.onLeave).not.toHaveBeenCalled();
  });

  it('signs in by a one-time link without the app (issue 30): the token leaves the address, the session is stored, then the app takes over', async () => {
    const path = await supportLink('acme');
    const { onLeave, router } = renderShell(path);
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(loadPersistedSession()).toMatchObject({ authenticated: true, user: { email: 'admin@acme.test', is_admin: true } });
  });

  it('a used or missing sign-in link says so in the shell and offers sign-up or log in there (issue 30)', async () => {
    const path = await supportLink('acme');
    const used = renderShell(path);
    await waitFor(() => expect(used.onLeave).toHaveBeenCalled());
    used.router.dispose();
    localStorage.removeItem(STORAGE_KEYS.session);
    const user = userEvent.setup();
    const { onLeave, router } = renderShell(path);
    expect(await screen.findByText('This sign-in link has expired or was already used. You can sign up again or log in.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(loadPersistedSession()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('/organization_verify is not a page of a tenant\'s host (SPEC §2): the shell hands it to the app, whose guard answers /not_found', async () => {
    const { onLeave, router } = renderShell('/organization_verify');
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/organization_verify');
    expect(screen.queryByLabelText('Organisation ID')).not.toBeInTheDocument();
  });

  it('ends an expired session without the app (issue 30): storage cleared, tokens revoked, then the login says so', async () => {
    await storeSignedIn(await authorize('supervisor@acme.test', DEMO_PASSWORD));
    const refreshToken = loadPersistedSession()!.refreshToken!;
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    const { onLeave, router } = renderShell('/sessionexpire');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?session=expired');
    expect(await screen.findByText('Your session has expired. Please sign in again to continue.')).toBeInTheDocument();
    expect(loadPersistedSession()).toBeNull();
    // the language survives a session's end (SPEC §8)
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    const refresh = plainClient.post('/v1/refresh_token', {}, { headers: { [HEADERS.refreshToken]: refreshToken } });
    expect(await failure(refresh)).toMatchObject({ status: 401 });
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('the external redirects without a marketing site offer the app\'s own pages (issue 30); /start stays in the shell', async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/get-started');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Start your 14-day free trial' }));
    expect(await screen.findByRole('heading', { name: 'Start your free trial' })).toBeInTheDocument();
    await act(() => router.navigate('/pricing'));
    await user.click(await screen.findByRole('link', { name: 'See the plans and prices' }));
    // the purchase page is the app's
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/buynow');
  });

  it('moves between its own pages itself and hands any other address to the app', async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/login');
    await user.click(await screen.findByRole('link', { name: 'report an observation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report an observation' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
    await act(() => router.navigate('/login'));
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
    await act(() => router.navigate('/incidents'));
    // (twice in development: StrictMode runs effects twice; public-main.tsx leaves once)
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/incidents');
  });
});
