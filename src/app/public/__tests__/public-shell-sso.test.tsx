import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadPersistedSession } from '@/lib/session/persist';
import { storeSignedIn } from '@/lib/session/session-starter';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { PublicRoot } from '../public-root';
import { publicRoutes } from '../public-routes';
import { createShellRouter } from '../shell-router';
import { onHost } from '@/testing/host';

onHost('http://vertex.localhost:5173/');

/** Single sign-on in the public shell (issue 30: /login/sso and /sso prerendered, no app until signed in). */
function renderShell(path: string) {
  const onLeave = vi.fn();
  const router = createShellRouter(publicRoutes(onLeave), { initialEntry: path });
  render(<PublicRoot router={router} startSession={storeSignedIn} />);
  return { onLeave, router };
}

describe('single sign-on in the public shell (vertex)', () => {
  it('an unknown ID and a wrong password are refused in place, what was typed kept; the right one hands the session to the app', async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/login/sso');
    await user.type(await screen.findByLabelText('Organisation ID'), 'nobody-sso');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.'));
    expect(screen.getByLabelText('Organisation ID')).toHaveValue('nobody-sso');

    await user.clear(screen.getByLabelText('Organisation ID'));
    await user.type(screen.getByLabelText('Organisation ID'), 'Vertex-SSO');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sign in to Vertex Chemicals with Demo identity provider.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'admin@vertex.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Wrong#pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your password is incorrect.'));
    expect(screen.getByLabelText('Email')).toHaveValue('admin@vertex.test');
    expect(loadPersistedSession()).toBeNull();

    await user.clear(screen.getByLabelText('Password', { exact: true }));
    await user.type(screen.getByLabelText('Password', { exact: true }), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    // the session is stored, then the app takes over at /
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/');
    expect(loadPersistedSession()).toMatchObject({ authenticated: true, user: { email: 'admin@vertex.test' } });
  });

  it('/sso?org=… (from another host) looks the organisation up at once', async () => {
    renderShell('/sso?org=Vertex-SSO');
    expect(await screen.findByText('Sign in to Vertex Chemicals with Demo identity provider.')).toBeInTheDocument();
  });
  it("/setup-sso shows the organisation's configured ID and that SSO is on; its link opens the SSO sign-in in the shell", async () => {
    const user = userEvent.setup();
    const { onLeave, router } = renderShell('/setup-sso');
    expect(await screen.findByText('Single sign-on is on for Vertex Chemicals: people sign in with the organisation ID below.')).toBeInTheDocument();
    expect(screen.getByText('vertex-sso')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in with single sign-on' }));
    expect(await screen.findByText('Sign in to Vertex Chemicals with Demo identity provider.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/sso');
    expect(onLeave).not.toHaveBeenCalled();
  });
});
