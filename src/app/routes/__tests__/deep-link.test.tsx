import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

async function signInOnPage(email: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Password'), DEMO_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('deep links while signed out', () => {
  it('go to /login and back to the deep link (with its query) after sign-in', async () => {
    const { router } = await renderApp('/users/7/permission?tab=modules');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInOnPage('admin@acme.test');
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/users/7/permission?tab=modules'));
    await waitFor(() => expect(document.title).toMatch(/^User permissions \| /));
    // the page landed on, loaded (user 7 is no acme user: its answer). A test that stops at the address leaves its
    // lazy screen and requests loading: updates outside act
    expect(await screen.findByText('This user does not exist or was removed.')).toBeInTheDocument();
    // signing in is no change of rights: the sign-in page's guard let the user go without the rights-changed notice
    expect(screen.queryByText(/^Your permissions changed/)).not.toBeInTheDocument();
  });

  it('a deep link the user may not open still ends where the guards say', async () => {
    const { router } = await renderApp('/sso_configs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signInOnPage('permits@acme.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/permit-forms'));
    expect(await screen.findByRole('table', { name: /^Permit templates: \d+ found$/ })).toBeInTheDocument();
  });

  it('without a deep link, sign-in lands by the landing rules', async () => {
    const { router } = await renderApp('/login');
    await signInOnPage('noaccess@acme.test');
    await waitFor(() => expect(router.state.location.pathname).toBe('/no_permissions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'No access permissions yet' })).toBeInTheDocument();
  });
});
