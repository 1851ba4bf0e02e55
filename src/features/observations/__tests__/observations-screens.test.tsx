import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import ObservationsPage from '../routes/observations-page';
import ObservationFormPage from '../routes/observation-form-page';
import ObservationSummaryPage from '../routes/observation-summary-page';
import { renderRoutes } from '@/testing/render-app';
import { browser } from '@/lib/browser';


// the machine is shared and busy: give lazy chunks and the demo backend time
const routes: RouteObject[] = [
  {
    path: '/observations',
    element: <ObservationsPage />,
    children: [
      { path: 'new', element: <ObservationFormPage /> },
      { path: 'edit/:id/:tab?', element: <ObservationFormPage /> },
      { path: 'summary/:id/:tab?', element: <ObservationSummaryPage /> },
    ],
  },
];

const bodyRows = () => within(screen.getByRole('table', { name: /Observations: \d+ found/ })).getAllByRole('row').slice(1);

describe('observations list', () => {
  it('pages the seeded observations 15 at a time with status counts', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/observations/new', { as: 'hod@acme.test' });
    await screen.findByRole('table', { name: 'Observations: 300 found' });
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    const all = screen.getByRole('tab', { name: /^All/ });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveTextContent('300');
    expect(screen.getByText('Page 1 of 20 (300 records)')).toBeInTheDocument();
    const firstPage = bodyRows()[0].textContent;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 20 (300 records)');
    await waitFor(() => expect(bodyRows()[0].textContent).not.toBe(firstPage));
  });

  it('filters by risk level and status tab on the server', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/observations/new', { as: 'hod@acme.test' });
    await screen.findByRole('table', { name: 'Observations: 300 found' });
    await user.selectOptions(screen.getByLabelText('Risk potential level', { selector: 'select#obs-f-risk' }), 'critical');
    const acme = db.tenant('acme')!;
    const critical = db.list<DemoObservation>(acme, 'observations').filter((o) => o.risk_level === 'critical');
    await screen.findByRole('table', { name: `Observations: ${critical.length} found` });
    for (const row of bodyRows()) expect(row).toHaveTextContent('Critical');
    const closedTab = screen.getByRole('tab', { name: /^Closed/ });
    const closedCount = critical.filter((o) => o.status === 'closed').length;
    expect(closedTab).toHaveTextContent(String(closedCount));
    await user.click(closedTab);
    await screen.findByRole('table', { name: `Observations: ${closedCount} found` });
    for (const row of bodyRows()) expect(row).toHaveTextContent('Closed');
  });
});

describe('observation form', () => {
  it('shows the SPEC §5 messages and keeps the list intact', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/observations/new', { as: 'supervisor@acme.test' });
    const submit = await screen.findByRole('button', { name: 'Submit observation' });
    await user.clear(screen.getByLabelText(/^Date and time observed/));
    await user.click(submit);
    expect(await screen.findByText('Choose the type of observation.')).toBeInTheDocument();
    expect(screen.getByText('Describe what you observed.')).toBeInTheDocument();
    expect(screen.getByText('Select a site or area.')).toBeInTheDocument();
    expect(screen.getByText('Select the date and time.')).toBeInTheDocument();
    expect(screen.getByText('Choose a risk level.')).toBeInTheDocument();
    expect(screen.getByText('Say whether action is required.')).toBeInTheDocument();
    expect(screen.getByText('A comment is required.')).toBeInTheDocument();
    // focus lands on the first field to fix, not on the page (issue 12, 10)
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Report an observation' })).getByLabelText(/^Type/)).toHaveFocus());
    // action required → at least one action; then each action's own rules
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(await screen.findByText('Add at least one action, because action is required.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.click(submit);
    expect(await screen.findByText('Describe the action to take.')).toBeInTheDocument();
    expect(screen.getByText('Choose a control type.')).toBeInTheDocument();
    expect(screen.getByText('Choose the responsible person.')).toBeInTheDocument();
    // no action → a reason
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(submit);
    expect(await screen.findByText('Give the reason no action is required.')).toBeInTheDocument();
    // a future date is refused
    await user.type(screen.getByLabelText(/^Date and time observed/), '2999-01-01T10:00');
    await user.click(submit);
    expect(await screen.findByText('The date and time cannot be in the future.')).toBeInTheDocument();
  });

  it('creates an observation with an action; it appears first in the list and its action is linked', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/observations/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('table', { name: 'Observations: 300 found' });
    await user.selectOptions(await screen.findByLabelText(/^Type/, { selector: 'select#obs-new-type' }), 'unsafe_condition');
    await user.type(screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Loose handrail on stair 3');
    await user.selectOptions(screen.getByLabelText(/^Site/, { selector: 'select#obs-new-site' }), 'Northfield Plant');
    await user.selectOptions(screen.getByLabelText(/^Risk potential level/, { selector: 'select#obs-new-risk' }), 'high');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Add an action' }));
    await user.type(screen.getByLabelText(/^Action to take/), 'Fix the handrail bolts');
    await user.selectOptions(screen.getByLabelText(/^Control type/), 'engineering');
    await user.selectOptions(screen.getByLabelText(/^Responsible person/), 'Hugo Dalton');
    await user.type(screen.getByLabelText(/^Action due date/), '2030-01-31');
    await user.type(screen.getByLabelText(/^Comment/), 'Taped off the stair');
    await user.click(screen.getByRole('button', { name: 'Submit observation' }));
    expect(await screen.findByText(/Observation OBS-00301 was reported\./)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/observations\/summary\/\d+$/));
    expect(await screen.findByRole('heading', { name: 'Observation OBS-00301' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Observations: 301 found' });
    expect(bodyRows()[0]).toHaveTextContent('OBS-00301');
    await user.click(screen.getByRole('link', { name: /^Actions \(1\)/ }));
    expect(await screen.findByText('Fix the handrail bolts')).toBeInTheDocument();
    const acme = db.tenant('acme')!;
    const saved = db.list<DemoObservation>(acme, 'observations')[0];
    expect(saved).toMatchObject({ number: 'OBS-00301', anonymous: false, action_required: true });
    expect(saved.action_ids).toHaveLength(1);
  });

  it('keeps what the user typed when the server refuses the save', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/observations/new', { as: 'supervisor@acme.test' });
    await user.selectOptions(await screen.findByLabelText(/^Type/, { selector: 'select#obs-new-type' }), 'near_miss');
    await user.type(screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Forklift nearly hit a pedestrian');
    await user.selectOptions(screen.getByLabelText(/^Site/, { selector: 'select#obs-new-site' }), 'Northfield Plant');
    await user.selectOptions(screen.getByLabelText(/^Risk potential level/, { selector: 'select#obs-new-risk' }), 'high');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.type(screen.getByLabelText(/^Reason no action/), 'Driver briefed');
    await user.type(screen.getByLabelText(/^Comment/), 'Shared at the toolbox talk');
    // the site disappears on the server meanwhile → 422 from the demo backend
    const acme = db.tenant('acme')!;
    const sites = acme.collections.sites;
    acme.collections.sites = sites.filter((s) => (s as unknown as { name: string }).name !== 'Northfield Plant');
    try {
      await user.click(screen.getByRole('button', { name: 'Submit observation' }));
      expect(await screen.findByText('A site or area must be selected')).toBeInTheDocument();
    } finally {
      acme.collections.sites = sites;
    }
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue('Forklift nearly hit a pedestrian');
    expect(screen.getByLabelText(/^Comment/)).toHaveValue('Shared at the toolbox talk');
  });
});

describe('observation edit', () => {
  it('moves an observation along its status flow and shows it on the summary', async () => {
    const user = userEvent.setup();
    const acme = db.tenant('acme')!;
    const open = db.list<DemoObservation>(acme, 'observations').find((o) => o.status === 'open' && !o.action_required)!;
    const { router } = await renderRoutes(routes, `/observations/edit/${open.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { name: `Edit observation ${open.number}` })).toBeInTheDocument();
    const status = await screen.findByLabelText(/^Status/, { selector: 'select' });
    expect(within(status).getAllByRole('option').map((o) => o.textContent)).toEqual(['Open', 'In progress', 'Completed', 'Closed']);
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveValue(open.description);
    await user.selectOptions(status, 'in_progress');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Observation ${open.number} was saved.`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/observations/summary/${open.id}`));
    expect(db.find<DemoObservation>(acme, 'observations', open.id)!.status).toBe('in_progress');
    // a closed one offers nothing but closed
    const closed = db.list<DemoObservation>(acme, 'observations').find((o) => o.status === 'closed')!;
    await act(() => router.navigate(`/observations/edit/${closed.id}`));
    await screen.findByRole('heading', { name: `Edit observation ${closed.number}` });
    await waitFor(() => expect(within(screen.getByLabelText(/^Status/, { selector: 'select' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Closed']));
  });
});

describe('permissions', () => {
  it('shows create and edit to the HOD and hides them when the role only allows reading', async () => {
    const first = db.list<DemoObservation>(db.tenant('acme')!, 'observations')[0].id;
    const view = await renderRoutes(routes, `/observations/summary/${first}`, { as: 'hod@acme.test' });
    expect(await screen.findByRole('link', { name: 'New observation' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    view.unmount();
    // the same user with a read-only role: the server sends read-only rules, the UI hides the buttons
    const acme = db.tenant('acme')!;
    const hod = (acme.collections.users as DemoUser[]).find((u) => u.email === 'hod@acme.test')!;
    const role = (acme.collections.roles as DemoRole[]).find((r) => r.id === hod.role_id)!;
    const saved = structuredClone(role.role_actions_attributes);
    for (const ra of role.role_actions_attributes) if (ra.name === 'Observation') Object.assign(ra, { r_add: false, r_edit: false });
    try {
      await renderRoutes(routes, `/observations/summary/${first}`, { as: 'hod@acme.test' });
      expect(await screen.findByRole('heading', { name: /^Observation OBS-/ })).toBeInTheDocument();
      await screen.findByRole('table', { name: /Observations: \d+ found/ });
      expect(screen.queryByRole('link', { name: 'New observation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^Edit OBS-/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Import from Excel' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    } finally {
      role.role_actions_attributes = saved;
    }
  });

  it('exports the filtered register to Excel through the API slice, keeping no rows in the store', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:observations');
    // the download's object URL gets a stand-in (jsdom makes none), restored after the test
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { store } = await renderRoutes(routes, '/observations', { as: 'admin@acme.test' });
    const found = (await screen.findByRole('table', { name: /Observations: [1-9]\d* found/ })).querySelector('caption')!.textContent!.match(/\d+/)![0];
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(`${found} observations were exported.`)).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().api?.mutations ?? { missing: 1 })).toEqual([]);
  });

  it('answers 403 to a user without Observation read (and the list says so)', async () => {
    // SPEC §8: a 403 first refreshes the session and reloads the page (jsdom cannot: spied); the 403 after it is the answer
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await renderRoutes(routes, '/observations/new', { as: 'permits@acme.test' });
    expect(await screen.findByText('The observations could not be loaded.')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
    expect(screen.queryByRole('link', { name: 'New observation' })).not.toBeInTheDocument();
  });
});
