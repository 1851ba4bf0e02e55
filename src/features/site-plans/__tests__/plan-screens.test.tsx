import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoSitePlan, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

/**
 * The plan screens through the real route table, store and demo backend. jsdom cannot lay out a leaflet map, so
 * the map shows a note here (plan-map.tsx) and these tests drive the keyboard alternative; the Chromium journey
 * (tests/e2e/site-plans.spec.ts) drives the map.
 */
const acme = () => db.tenant('acme')!;
const northfield = () => db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Northfield Plant')!;
const planOf = (id: number) => db.list<DemoSitePlan>(acme(), 'site_plans').find((p) => p.site_id === id)!;
const live = () => screen.getByTestId('plan-live');
const pinsList = () => screen.getByRole('region', { name: /^Pins \(\d+\)$/ });
const zonesList = () => screen.getByRole('region', { name: /^Zones \(\d+\)$/ });

async function open(as = 'admin@acme.test') {
  const site = northfield();
  await renderApp(`/sites/${site.id}/map-view`, { as });
  await screen.findByRole('heading', { level: 1, name: 'Plan of Northfield Plant' });
  await screen.findByRole('region', { name: /^Pins \(\d+\)$/ });
  return site;
}

describe('site plan map view: the keyboard alternative', () => {
  it('adds a pin with the crosshair, refuses a taken name on the field, renames and deletes it', async () => {
    const user = userEvent.setup();
    const site = await open();
    expect(within(pinsList()).getByText('Main entrance')).toBeInTheDocument();
    expect(within(pinsList()).getAllByText(/in Workshop|in no zone|in Boiler house/).length).toBeGreaterThan(0);

    const crosshair = screen.getByRole('button', { name: 'Crosshair at 400, 280, in no zone' });
    act(() => crosshair.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(screen.getByRole('button', { name: 'Crosshair at 420, 281, in no zone' })).toHaveFocus();
    expect(live()).toHaveTextContent('Crosshair at 420, 281, in no zone');
    await user.keyboard('{Enter}');
    const form = screen.getByRole('form', { name: 'New pin' });
    expect(within(form).getByLabelText(/^Pin name/)).toHaveFocus();
    expect(within(form).getByLabelText(/^X \(0 to 800\)/)).toHaveValue(420);
    // the shared schema, on the client: required, then unique
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Name is required.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Pin name/), 'main ENTRANCE');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Another one on this plan already has this name.')).toBeInTheDocument();
    await user.clear(within(form).getByLabelText(/^Pin name/));
    await user.type(within(form).getByLabelText(/^Pin name/), 'Spill kit');
    await user.selectOptions(within(form).getByLabelText(/^Kind/), 'hazard');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(live()).toHaveTextContent('Pin Spill kit added at 420, 281.'));
    expect(await within(pinsList()).findByText('Spill kit')).toBeInTheDocument();
    expect(planOf(site.id).pins.find((p) => p.name === 'Spill kit')).toMatchObject({ kind: 'hazard', x: 420, y: 281 });

    // rename by its Edit button; move by typing coordinates
    await user.click(within(pinsList()).getByRole('button', { name: 'Edit Spill kit' }));
    const edit = screen.getByRole('form', { name: 'Edit pin Spill kit' });
    await user.clear(within(edit).getByLabelText(/^Pin name/));
    await user.type(within(edit).getByLabelText(/^Pin name/), 'Spill kit 2');
    await user.clear(within(edit).getByLabelText(/^Y/));
    await user.type(within(edit).getByLabelText(/^Y/), '100');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(live()).toHaveTextContent('Pin Spill kit 2 saved.'));
    // the announcement may come a render before the list shows the saved plan
    expect(await within(pinsList()).findByText(/at 420, 100 · in Workshop|at 420, 100/)).toBeInTheDocument();

    await user.click(within(pinsList()).getByRole('button', { name: 'Delete Spill kit 2' }));
    await user.click(within(pinsList()).getByRole('button', { name: 'Delete Spill kit 2' }));
    await waitFor(() => expect(live()).toHaveTextContent('Pin Spill kit 2 deleted.'));
    await waitFor(() => expect(within(pinsList()).queryByText('Spill kit 2')).not.toBeInTheDocument());
  });

  it('adds a zone by coordinates with the schema’s messages, and the pins list says which zone each pin is in', async () => {
    const user = userEvent.setup();
    const site = await open();
    await user.click(screen.getByRole('button', { name: 'New zone by coordinates' }));
    const form = screen.getByRole('form', { name: 'New zone' });
    await user.type(within(form).getByLabelText(/^Zone name/), 'Loading bay');
    const corners = within(form).getByLabelText(/^Corners/);
    await user.type(corners, '40, 300{Enter}300, 460{Enter}300, 300{Enter}40, 460');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('The edges of the zone must not cross or touch.')).toBeInTheDocument();
    expect(corners).toHaveFocus();
    await user.clear(corners);
    await user.type(corners, '40, 300{Enter}300, 300{Enter}300, 560{Enter}40, 560');
    await user.click(within(form).getByRole('checkbox', { name: 'Excavation' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(live()).toHaveTextContent('Zone Loading bay added with 4 corners.'));
    // the announcement may come a render before the lists show the saved plan
    expect(await within(zonesList()).findByText('Requires: Excavation')).toBeInTheDocument();
    // the seeded "Main entrance" (170, 470) and "Assembly point A" (90, 510) lie in it now
    await waitFor(() => expect(within(pinsList()).getAllByText(/in Loading bay/).length).toBe(2));
    expect(planOf(site.id).zones.find((z) => z.name === 'Loading bay')!.required_permits).toEqual(['excavation']);
  });

  it('is read-only without Site update: lists and crosshair, no tools', async () => {
    const reader = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'permits@acme.test')!;
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    await open('permits@acme.test');
    expect(within(pinsList()).getByText('Main entrance')).toBeInTheDocument();
    expect(screen.queryByRole('toolbar', { name: 'Plan tools' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Plan image')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Crosshair at/ })).toBeInTheDocument();
  });
});

describe('plans overview and permits by zone', () => {
  it('lists the sites with their counts, filters them, and opens a map view', async () => {
    const user = userEvent.setup();
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    const plans = db.list<DemoSitePlan>(acme(), 'site_plans');
    plans.splice(plans.indexOf(planOf(riverside.id)), 1);
    const { router } = await renderApp('/map-plotting', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: /^Site plans: \d+ sites$/ });
    const row = (await within(table).findByRole('link', { name: 'Open the plan of Northfield Plant' })).closest('tr')!;
    expect(within(row).getByText('floor-plan.png')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'without');
    expect(screen.getByRole('table', { name: 'Site plans: 1 sites' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?plan=without');
    await user.click(screen.getByRole('link', { name: 'Open the plan of Riverside Warehouse' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan of Riverside Warehouse' })).toBeInTheDocument();
    expect(await screen.findByText('This site has no plan image yet. Upload one to place pins and draw zones.')).toBeInTheDocument();
    expect(screen.getByLabelText('Plan image')).toBeInTheDocument();
  });

  it('keeps the plans filter, search and sort in the URL: a reload shows the same list, back undoes a change', async () => {
    const user = userEvent.setup();
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    const plans = db.list<DemoSitePlan>(acme(), 'site_plans');
    plans.splice(plans.indexOf(planOf(riverside.id)), 1);
    const { router, unmount } = await renderApp('/map-plotting', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Site plans: \d+ sites$/ });
    await user.selectOptions(screen.getByLabelText('Show'), 'with');
    await user.click(screen.getByRole('button', { name: 'Zones' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north');
    const table = await screen.findByRole('table', { name: 'Site plans: 1 sites' });
    expect(within(table).getByRole('link', { name: 'Open the plan of Northfield Plant' })).toBeInTheDocument();
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe('/map-plotting?plan=with&sort=zones_count&order=desc&q=north');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?plan=with');
    expect(screen.getByRole('columnheader', { name: 'Zones' })).toHaveAttribute('aria-sort', 'none');

    unmount();
    await renderApp(url, { as: 'admin@acme.test' });
    expect(await screen.findByRole('table', { name: 'Site plans: 1 sites' })).toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('with');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('north');
  });

  it('keeps the chosen site of the permits by zone in the URL; back returns to the site before', async () => {
    const user = userEvent.setup();
    const site = northfield();
    const riverside = db.list<DemoSite>(acme(), 'sites').find((s) => s.name === 'Riverside Warehouse')!;
    const { router } = await renderApp(`/site-permits?site=${site.id}`, { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: 'Permit types required in the zones of Northfield Plant' });
    await user.selectOptions(screen.getByLabelText('Site'), String(riverside.id));
    expect(router.state.location.search).toBe(`?site=${riverside.id}`);
    expect(await screen.findByRole('heading', { name: /Riverside Warehouse/ })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('table', { name: 'Permit types required in the zones of Northfield Plant' })).toBeInTheDocument();
    expect(screen.getByLabelText('Site')).toHaveValue(String(site.id));
  });

  it('sets the permit types a zone requires', async () => {
    const user = userEvent.setup();
    const site = northfield();
    await renderApp(`/site-permits?site=${site.id}`, { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Permit types required in the zones of Northfield Plant' });
    expect(within(table).getByRole('rowheader', { name: 'Boiler house' }).closest('tr')).toHaveTextContent('Hot work, Confined space');
    const group = screen.getByRole('group', { name: 'Permits required in Boiler house' });
    await user.click(within(group).getByRole('checkbox', { name: 'Confined space' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Electrical work' }));
    await user.click(within(group).getByRole('button', { name: 'Save the permits of Boiler house' }));
    await waitFor(() => expect(within(table).getByRole('rowheader', { name: 'Boiler house' }).closest('tr')).toHaveTextContent('Hot work, Electrical work'));
    expect(planOf(site.id).zones.find((z) => z.name === 'Boiler house')!.required_permits).toEqual(['hot_work', 'electrical']);
  });
});
