import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';

const acme = () => db.tenant('acme')!;
const sites = () => db.list<DemoSite>(acme(), 'sites');
const table = () => screen.getByRole('table', { name: /Sites: \d+ found/ });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

/** types a whole value at once (a click, then a paste): the form has long option lists, so per-key typing is slow */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

/** gives permits@acme.test the seeded Site Head role (Site read only) */
function makeSiteHead() {
  const user = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'permits@acme.test')!;
  const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Site Head')!;
  Object.assign(user, { role_id: role.id, role_name: role.name });
}

describe('sites register and editor', () => {
  it('an admin opens /sites (→ new), creates a site with every field, and finds it in the register', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/sites', { as: 'admin@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/sites/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sites' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Sites: 4 found' });
    expect(screen.getByRole('tab', { name: /^Active/ })).toHaveTextContent('4');
    expect(screen.getByRole('tab', { name: /^Inactive/ })).toHaveTextContent('0');

    const form = await screen.findByRole('form', { name: 'New site' });
    const f = within(form);
    await fill(user, f.getByLabelText(/^Site name/), 'Southbank Yard');
    await user.selectOptions(f.getByLabelText(/^Time zone/), 'Europe/London');
    await user.selectOptions(f.getByLabelText(/^Head of safety/), 'Hugo Dalton');
    await user.selectOptions(f.getByLabelText(/^Head of site/), 'Alice Admin');
    await fill(user, f.getByLabelText('Emergency phone'), '+44 20 7946 0018');
    await fill(user, f.getByLabelText('Emergency email'), 'safety@southbank.test');
    await fill(user, f.getByLabelText('Address'), '1 Riverside Walk');
    await fill(user, f.getByLabelText('City'), 'London');
    await fill(user, f.getByLabelText('State'), 'Greater London');
    await fill(user, f.getByLabelText('Country'), 'United Kingdom');
    await fill(user, f.getByLabelText('Zip code'), 'SE1 9PX');
    await fill(user, f.getByLabelText('Latitude'), '51.5072');
    await fill(user, f.getByLabelText('Longitude'), '-0.1276');
    await user.click(f.getByRole('button', { name: 'Create site' }));

    expect(await screen.findByText('Site Southbank Yard was created.')).toBeInTheDocument();
    const saved = sites().find((s) => s.name === 'Southbank Yard')!;
    expect(saved).toMatchObject({ time_zone: 'Europe/London', emergency_phone: '+44 20 7946 0018', emergency_email: 'safety@southbank.test', city: 'London', zip: 'SE1 9PX', latitude: 51.5072, longitude: -0.1276, status: 'active' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sites/edit/${saved.id}`));
    await screen.findByRole('table', { name: 'Sites: 5 found' });
    expect(within(table()).getByRole('row', { name: /Southbank Yard/ })).toHaveTextContent('Hugo Dalton');
  });

  it('refuses a submit without the required fields and focuses the first one', async () => {
    const user = userEvent.setup();
    await renderApp('/sites/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New site' });
    await user.type(within(form).getByLabelText('Latitude'), '95');
    await user.click(within(form).getByRole('button', { name: 'Create site' }));
    expect(await within(form).findByText('Site name is required.')).toBeInTheDocument();
    expect(within(form).getByText('Time zone is required.')).toBeInTheDocument();
    expect(within(form).getByText('Head of safety is required.')).toBeInTheDocument();
    expect(within(form).getByText('Latitude must be a number from -90 to 90.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Site name/)).toHaveFocus());
    expect(within(form).getByLabelText(/^Site name/)).toHaveAccessibleDescription('Site name is required.');
    expect(sites()).toHaveLength(4);
  });

  it('a 422 from the server is shown on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/sites/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New site' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Site name/), 'northfield plant');
    await user.selectOptions(f.getByLabelText(/^Time zone/), 'Europe/Berlin');
    await user.selectOptions(f.getByLabelText(/^Head of safety/), 'Sara Petrova');
    await user.type(f.getByLabelText('City'), 'Bradford');
    await user.click(f.getByRole('button', { name: 'Create site' }));
    // the name is taken: only the server knows
    expect(await f.findByText('A site with this name already exists.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Site name/)).toHaveFocus());
    expect(f.getByLabelText(/^Site name/)).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByLabelText(/^Site name/)).toHaveValue('northfield plant');
    expect(f.getByLabelText(/^Time zone/)).toHaveValue('Europe/Berlin');
    expect(f.getByLabelText('City')).toHaveValue('Bradford');
    expect(sites()).toHaveLength(4);
    // fixing the name saves
    await user.clear(f.getByLabelText(/^Site name/));
    await user.type(f.getByLabelText(/^Site name/), 'Bradford Annex');
    await user.click(f.getByRole('button', { name: 'Create site' }));
    expect(await screen.findByText('Site Bradford Annex was created.')).toBeInTheDocument();
  });

  it('an admin edits a site from its row; search and the Inactive tab find it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/sites', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: 'Sites: 4 found' });
    await user.click(await screen.findByRole('link', { name: 'Edit Riverside Warehouse' }));
    const site = sites().find((s) => s.name === 'Riverside Warehouse')!;
    await waitFor(() => expect(router.state.location.pathname).toBe(`/sites/edit/${site.id}`));
    const form = await screen.findByRole('form', { name: 'Edit site Riverside Warehouse' });
    const f = within(form);
    expect(f.getByLabelText(/^Time zone/)).toHaveValue('Europe/Berlin');
    expect(f.getByLabelText('Latitude')).toHaveValue(String(site.latitude));
    await user.selectOptions(f.getByLabelText('Status'), 'Inactive');
    await user.clear(f.getByLabelText('Emergency phone'));
    await user.type(f.getByLabelText('Emergency phone'), '+49 40 555 0199');
    await user.click(f.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Site Riverside Warehouse was saved.')).toBeInTheDocument();
    expect(sites().find((s) => s.id === site.id)).toMatchObject({ status: 'inactive', emergency_phone: '+49 40 555 0199' });

    await user.click(screen.getByRole('tab', { name: /^Inactive/ }));
    await screen.findByRole('table', { name: 'Sites: 1 found' });
    expect(rowsOf()[0]).toHaveTextContent('Riverside Warehouse');
    expect(rowsOf()[0]).toHaveTextContent('Inactive');
    await user.click(screen.getByRole('tab', { name: /^Active/ }));
    await screen.findByRole('table', { name: 'Sites: 3 found' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'izmir');
    await screen.findByRole('table', { name: 'Sites: 1 found' });
    expect(rowsOf()[0]).toHaveTextContent('Harbour Assembly');
  });

  it('sorts by name and time zone', async () => {
    const user = userEvent.setup();
    await renderApp('/sites', { as: 'hod@acme.test' });
    await screen.findByRole('table', { name: 'Sites: 4 found' });
    await waitFor(() => expect(rowsOf().map((r) => (r as HTMLTableRowElement).cells[0].textContent)).toEqual(['Eastgate R&D Centre', 'Harbour Assembly', 'Northfield Plant', 'Riverside Warehouse']));
    await user.click(within(table()).getByRole('button', { name: /Time zone/ }));
    await waitFor(() => expect(rowsOf().map((r) => (r as HTMLTableRowElement).cells[1].textContent)).toEqual(['Europe/London', 'Europe/Istanbul', 'Europe/Berlin', 'Asia/Shanghai']));
  });

  it('a role with Site read only sees the register without edit or new, and is refused the editor', async () => {
    makeSiteHead();
    const site = sites()[0];
    const first = await renderApp('/sites', { as: 'permits@acme.test' });
    await screen.findByRole('table', { name: 'Sites: 4 found' });
    await waitFor(() => expect(rowsOf()).toHaveLength(4));
    expect(within(table()).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New site' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New site' })).not.toBeInTheDocument();
    // one app at a time: they share the ability and the API clients
    first.unmount();
    await renderApp(`/sites/edit/${site.id}`, { as: 'permits@acme.test' });
    await waitFor(() => expect(screen.queryByRole('form', { name: `Edit site ${site.name}` })).not.toBeInTheDocument());
  });

  it('a role without Site read has no Sites menu entry and is kept out', async () => {
    const { router } = await renderApp('/sites', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toMatch(/^\/sites/));
    expect(screen.queryByRole('link', { name: 'Sites' })).not.toBeInTheDocument();
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});
