import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { marketingUrl } from '../marketing';

describe('access screens', () => {
  it('a user without permissions lands on /no_permissions with the contact-your-administrator notice', async () => {
    const { router } = await renderApp('/', { as: 'noaccess@acme.test' });
    expect(
      await screen.findByText('Login successful. However, you have no access permissions assigned yet. Please contact your administrator'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no_permissions');
    expect(screen.getByRole('heading', { level: 1, name: 'No access permissions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
    await waitFor(() => expect(document.title).toMatch(/^No access \| /));
  });

  it('page titles come from the route table; the side menu lists only permitted entries', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/mailers', { as: 'admin@acme.test' });
    await waitFor(() => expect(document.title).toMatch(/^Email templates \| /));
    expect(await screen.findByRole('heading', { level: 1, name: 'Email templates' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Incidents' })).toHaveAttribute('href', expect.stringMatching(/^\/mailers\/incidents\/\d+$/));

    await user.click(screen.getByRole('button', { name: 'Open the main menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const settings = within(nav).getByRole('list', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Single sign-on settings' })).toBeInTheDocument();
    await user.click(within(settings).getByRole('link', { name: 'Roles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    await waitFor(() => expect(document.title).toMatch(/^Roles \| /));
  });

  it('a supervisor’s menu has no settings it cannot open', async () => {
    const user = userEvent.setup();
    await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Open the main menu' }));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const modules = within(nav).getByRole('list', { name: 'Modules' });
    expect(within(modules).getByRole('link', { name: 'Observations' })).toBeInTheDocument();
    expect(within(modules).getByRole('link', { name: 'Permits' })).toBeInTheDocument();
    expect(within(modules).queryByRole('link', { name: 'Contractors' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Single sign-on settings' })).not.toBeInTheDocument();
    // the register behind the menu has its Excel tools, i.e. their strings: a namespace still loading when a test ends
    // resolves in the next one, outside act() (React warns whichever root it was for; it failed the roadblock test below)
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
  });

  it('the roadblock names the locked organisation and offers a way out', async () => {
    const { store } = await renderApp('/roadblock', { as: 'admin@acme.test' });
    // the organisation gets locked while the user is signed in (e.g. OrganizationChannel)
    const org = store.getState().session.user!.organization!;
    const { sessionActions } = await import('@/lib/session/session-slice');
    store.dispatch(sessionActions.organizationUpdated({ ...org, is_locked: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your organisation is locked' })).toBeInTheDocument();
    expect(screen.getByText('Access to Acme Manufacturing is locked for now, so its modules cannot be opened.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('marketing redirects need a configured http(s) address', () => {
    expect(marketingUrl('pricing', 'https://www.example.com/')).toBe('https://www.example.com/pricing');
    expect(marketingUrl('get-started', 'https://www.example.com/en')).toBe('https://www.example.com/en/get-started');
    expect(marketingUrl('pricing', '')).toBeNull();
    expect(marketingUrl('pricing', undefined)).toBeNull();
    expect(marketingUrl('pricing', 'javascript:alert(1)')).toBeNull();
  });

  it('/pricing says plainly when no marketing address is configured', async () => {
    await renderApp('/pricing');
    expect(await screen.findByText('The Pricing page is not available in this installation.')).toBeInTheDocument();
    // the app's own page for it: the plans and prices of the purchase page
    expect(screen.getByRole('link', { name: 'See the plans and prices' })).toHaveAttribute('href', '/buynow');
  });

  it('/get-started without a marketing site offers the sign-up that starts the free trial (SPEC §1)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/get-started');
    await user.click(await screen.findByRole('link', { name: 'Start your 14-day free trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/start'));
    // the sign-up page on show (a test that ended at the address left its lazy screen loading: an update outside act)
    expect(await screen.findByRole('button', { name: 'Create my organisation' })).toBeInTheDocument();
  });
});
