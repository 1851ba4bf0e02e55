import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { STORAGE_KEYS } from '@/config/constants';

/** A window `width` px wide for the app's media queries (jsdom has no matchMedia: the app then takes a phone). */
function windowWidth(width: number) {
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    matches: matches(query),
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const mainMenu = () => screen.findByRole('navigation', { name: 'Main menu' });
/** the incidents register on show: its heading, then its table of what it found (its data and list pieces loaded) */
async function incidentsPage() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'Incidents' });
  await screen.findByRole('table', { name: /^Incidents: \d+ found$/ });
  return heading;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the desktop sidebar (1200 px and wider)', () => {
  it('shows the permitted menu beside the page, marks the current page, collapses to named icons and remembers it', async () => {
    windowWidth(1366);
    const user = userEvent.setup();
    const { router, unmount } = await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    const nav = await mainMenu();
    // each page on show before the test goes on or ends (a chunk or its words landing later is an update outside act)
    expect(await screen.findByRole('form', { name: 'Report an observation' })).toBeInTheDocument();
    // no menu button to open it first
    expect(screen.queryByRole('button', { name: 'Open the main menu' })).not.toBeInTheDocument();
    const modules = within(nav).getByRole('list', { name: 'Modules' });
    expect(within(modules).getByRole('link', { name: 'Observations' })).toHaveAttribute('aria-current', 'page');
    expect(within(modules).getByRole('link', { name: 'Incidents' })).not.toHaveAttribute('aria-current');
    // the drawer's permission filtering: a supervisor has no user administration
    expect(within(modules).queryByRole('link', { name: 'Contractors' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();

    await user.click(within(modules).getByRole('link', { name: 'Incidents' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/incidents/));
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Incidents' })).toHaveAttribute('aria-current', 'page'));
    expect(await incidentsPage()).toBeInTheDocument();

    const collapse = screen.getByRole('button', { name: 'Collapse menu' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(collapse).toHaveAttribute('aria-controls', nav.id);
    await user.click(collapse);
    const expand = screen.getByRole('button', { name: 'Expand menu' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.sidebar)).toBe('collapsed');
    // icons only on screen, the names stay for assistive technology (and as tooltips)
    const incidents = within(nav).getByRole('link', { name: 'Incidents' });
    expect(incidents).toHaveAttribute('title', 'Incidents');
    expect(within(incidents).getByText('Incidents')).toHaveClass('sr-only');
    expect(within(nav).getByRole('list', { name: 'Modules' })).toBeInTheDocument();

    // a reload restores the rail
    unmount();
    await renderApp('/incidents', { as: 'supervisor@acme.test' });
    await mainMenu();
    expect(await incidentsPage()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem(STORAGE_KEYS.sidebar)).toBe('expanded');
    expect(within(await mainMenu()).getByText('Observations')).not.toHaveClass('sr-only');
  });

  it('starts as a rail below 1366 px until the user expands it, which is remembered', async () => {
    windowWidth(1280);
    const { unmount } = await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    await mainMenu();
    // the page's form on show too, each time: its chunk or words landing after the test looked would be an update
    // outside act() (one such warning was seen in this test once)
    expect(await screen.findByRole('form', { name: 'Report an observation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Expand menu' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    localStorage.setItem(STORAGE_KEYS.sidebar, 'expanded');
    await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    await mainMenu();
    expect(await screen.findByRole('form', { name: 'Report an observation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives the admin the settings the drawer gives them, expanded on a wide screen', async () => {
    windowWidth(1600);
    await renderApp('/roles', { as: 'admin@acme.test' });
    const nav = await mainMenu();
    // the page on show too: its chunk finishing after the test would ping React outside act (in the next test)
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
    const settings = within(nav).getByRole('list', { name: 'Settings' });
    expect(within(settings).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(within(settings).getByRole('link', { name: 'Single sign-on settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Modules' })).toBeInTheDocument();
    expect(within(nav).queryByRole('list', { name: 'Platform' })).not.toBeInTheDocument();
  });
});

describe('below 1200 px', () => {
  it('keeps the menu button and its drawer, with no sidebar', async () => {
    windowWidth(1024);
    const user = userEvent.setup();
    await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    const open = await screen.findByRole('button', { name: 'Open the main menu' });
    // the page's form on show (its chunk loading after the test would be an update outside act)
    expect(await screen.findByRole('form', { name: 'Report an observation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Collapse|Expand) menu$/ })).not.toBeInTheDocument();
    await user.click(open);
    const nav = await mainMenu();
    expect(within(nav).getByRole('link', { name: 'Observations' })).toHaveAttribute('aria-current', 'page');
  });

  it('stays open through a redirect (a page whose chunk was still loading) and closes after the user’s navigation', async () => {
    windowWidth(1024);
    const user = userEvent.setup();
    const { router, store } = await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Open the main menu' }));
    await mainMenu();
    // what /incidents does once its form chunk is there: a replace, not a new page the user chose
    await act(() => router.navigate('/incidents/new', { replace: true }));
    // (the drawer's closing animation would keep it in the DOM for a while: the state tells at once)
    expect(store.getState().app.menuOpen).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    await user.click(within(await mainMenu()).getByRole('link', { name: 'Observations' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(store.getState().app.menuOpen).toBe(false);
    expect(router.state.location.pathname).toMatch(/^\/observations/);
    // the register it leads to, loaded: a test that stops at the address leaves its lazy screen and requests loading
    expect(await screen.findByRole('table', { name: /^Observations: \d+ found/ })).toBeInTheDocument();
  });
});
