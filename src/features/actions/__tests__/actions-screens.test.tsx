import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { db } from '@/mocks/db/db';
import { setDemoSettingsOverride } from '@/mocks/settings';
import type { DemoAction } from '@/mocks/db/seed/actions';
import { renderRoutes } from '@/testing/render-app';
import ActionsPage from '../routes/actions-page';
import ActionListPage from '../routes/action-list-page';
import ActionFormPage from '../routes/action-form-page';
import ActionSummaryPage from '../routes/action-summary-page';
import { browser } from '@/lib/browser';

const children = [
  { path: 'summary/:id/:tab?', element: <ActionSummaryPage /> },
  { path: 'edit/:id/:tab?', element: <ActionFormPage /> },
];

// the machine is shared and busy: give lazy chunks and the demo backend time
const routes: RouteObject[] = [
  { path: '/actions', element: <ActionsPage />, children: [{ path: 'new', element: <ActionFormPage /> }, ...children] },
  ...['audits', 'observations', 'incidents'].map((k) => ({ path: `/actions/${k}`, element: <ActionListPage />, children })),
  { path: '/actions/all', element: <ActionListPage />, children: [...children, { path: ':tab', element: null }] },
];

const acme = () => db.tenant('acme')!;
const table = () => screen.getByRole('table', { name: /Actions: \d+ found/ });
const rowsOf = () => within(table()).getAllByRole('row').slice(1);

afterEach(() => setDemoSettingsOverride({ latencyMs: 0 }));

describe('actions lists', () => {
  it('lists observation actions 50 a page with status counts from the server', async () => {
    await renderRoutes(routes, '/actions/observations', { as: 'supervisor@acme.test' });
    const total = db.list<DemoAction>(acme(), 'actions').filter((a) => a.type === 'Observation').length;
    await screen.findByRole('table', { name: `Actions: ${total} found` });
    await waitFor(() => expect(rowsOf()).toHaveLength(50));
    for (const row of rowsOf()) expect(row).toHaveTextContent('Observation');
    expect(screen.getByRole('heading', { level: 1, name: 'Observation actions' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^All/ })).toHaveTextContent(String(total));
  });

  it('filters by control type and the overdue tab', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/actions/all', { as: 'hod@acme.test' });
    await screen.findByRole('table', { name: 'Actions: 500 found' });
    await user.selectOptions(screen.getByLabelText('Control type'), 'ppe');
    const ppe = db.list<DemoAction>(acme(), 'actions').filter((a) => a.control_type === 'ppe');
    await screen.findByRole('table', { name: `Actions: ${ppe.length} found` });
    await user.click(screen.getByRole('tab', { name: /^Overdue/ }));
    const today = new Date().toISOString().slice(0, 10);
    const overdue = ppe.filter((a) => (a.status === 'open' || a.status === 'in_progress') && a.due_date < today);
    await screen.findByRole('table', { name: `Actions: ${overdue.length} found` });
    if (overdue.length) for (const row of rowsOf()) expect(row).toHaveTextContent('Overdue');
  });

  it('answers 403 for observation actions without Incident read', async () => {
    // SPEC §8: a 403 first refreshes the session and reloads the page (jsdom cannot: spied); the 403 after it is the answer
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await renderRoutes(routes, '/actions/observations', { as: 'permits@acme.test' });
    expect(await screen.findByText('The actions could not be loaded.')).toBeInTheDocument();
    expect(reload).toHaveBeenCalledTimes(1);
    reload.mockRestore();
  });
});

describe('action form', () => {
  it('requires control, responsible person, due date; completing needs proof', async () => {
    const user = userEvent.setup();
    await renderRoutes(routes, '/actions/new', { as: 'supervisor@acme.test' });
    await user.click(await screen.findByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('Choose a control type.')).toBeInTheDocument();
    expect(screen.getByText('Choose the responsible person.')).toBeInTheDocument();
    expect(screen.getByText('Choose a due date.')).toBeInTheDocument();
    expect(screen.getByText('Describe the action.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/^Status/), 'completed');
    await user.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText('Add completion proof to complete or close the action.')).toBeInTheDocument();
  });

  it('creates an action that appears in the list', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes, '/actions/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('table', { name: 'Actions: 500 found' });
    await user.type(await screen.findByLabelText(/^Description/), 'Replace the cracked ladder');
    await user.selectOptions(screen.getByLabelText(/^Control type/, { selector: '#act-new-control' }), 'substitution');
    await user.selectOptions(screen.getByLabelText(/^Responsible person/), 'Sara Petrova');
    await user.type(screen.getByLabelText(/^Due date/), '2031-03-01');
    await user.click(screen.getByRole('button', { name: 'Create action' }));
    expect(await screen.findByText(/Action ACT-\d+ was created\./)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/actions\/summary\/\d+$/));
    await screen.findByRole('table', { name: 'Actions: 501 found' });
    expect(rowsOf()[0]).toHaveTextContent('Replace the cracked ladder');
  });

  it('blocks creating and updating actions while tenant memory is exhausted', async () => {
    setDemoSettingsOverride({ latencyMs: 0, memoryExhausted: true });
    await renderRoutes(routes, '/actions/new', { as: 'supervisor@acme.test' });
    expect(await screen.findByText(/^Memory has exhausted\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create action' })).toBeDisabled();
  });
});
