import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/lifecycle';
import { browser } from '@/lib/browser';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { cableConnections } from '@/mocks/cable/server';
import { callAs } from '@/testing/backend';
import { dashboardLoaded } from '@/testing/dashboard';
import { pendingQueries } from '@/testing/store';

const user = (tenant: string, email: string) => db.list<DemoUser>(db.tenant(tenant)!, 'users').find((u) => u.email === email)!;

/** Another signed-in user calling the demo API (their own token and the tenant's API key). */

async function connected(userId: number) {
  await waitFor(() => expect(cableConnections().find((c) => c.userId === userId)?.channels.length).toBe(16));
}

/** the master's calls, in act(): what they push reaches the dashboard on show (its figures refetch) meanwhile */
const platformCall = (method: string, path: string, body?: unknown) => act(() => callAs('public', 'master@platform.test', method, path, body));
/** acme's admin's calls, in act() too: a role change is pushed to the signed-in holder (rules, menu, dashboard) */
const adminCall = (method: string, path: string, body?: unknown) => act(() => callAs('acme', 'admin@acme.test', method, path, body));

describe('realtime session rules (RulesChannel, OrganizationChannel)', () => {
  // unmounted first: this hook runs before Testing Library's cleanup, and the disconnect's status change would
  // re-render the mounted shell outside act
  afterEach(() => {
    cleanup();
    disconnectRealtime();
  });

  it('an admin’s role change removes a menu entry of a signed-in holder at once', async () => {
    const ue = userEvent.setup();
    const { store } = await renderApp('/', { as: 'supervisor@acme.test' });
    const supervisor = user('acme', 'supervisor@acme.test');
    act(() => connectRealtime(store, { initialData: true }));
    await connected(supervisor.id);
    // the dashboard settled (its lazy body and figures) before the admin's calls below, whose pushes reach it; and the
    // connection's initial data applied: its actions (db_action 'all') refetch the dashboard's figures, and a figure
    // request answered after the role change below is refused (a 403: SPEC §8 refreshes and reloads)
    await dashboardLoaded();
    await waitFor(() => expect(store.getState().realtime.actions.length).toBeGreaterThan(0));
    await waitFor(() => expect(pendingQueries(store)).toEqual([]));
    await ue.click(screen.getByRole('button', { name: 'Open the main menu' }));
    // by name: the page may have navigations of its own (the dashboard's tabs)
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Observations' })).toBeInTheDocument();

    const role = db.list<DemoRole>(db.tenant('acme')!, 'roles').find((r) => r.id === supervisor.role_id)!;
    const res = await adminCall('PATCH', `/roles/${role.id}`, {
      role: { role_actions_attributes: [{ name: 'Observation', r_view: false, r_add: false, r_edit: false }] },
    });
    expect(res.status).toBe(200);
    await waitFor(() => expect(store.getState().session.rules.some((r) => r.subject === 'Observation')).toBe(false));
    await waitFor(() => expect(within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Observations' })).toBeNull());
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Actions' })).toBeInTheDocument();
    expect(store.getState().session.rules.some((r) => r.subject === 'Observation')).toBe(false);

    // the server validates role updates too (422 keeps the role as it was)
    const bad = await adminCall('PATCH', `/roles/${role.id}`, { role: { role_actions_attributes: [{ name: 'Observation', r_view: 'yes' }] } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: ['Role actions are invalid'] });
    // and only for those allowed to manage roles
    const denied = await act(() => callAs('acme', 'supervisor@acme.test', 'PATCH', `/roles/${role.id}`, { role: { name: 'Boss' } }));
    expect(denied.status).toBe(403);
    // restore the seed for the other tests
    await adminCall('PATCH', `/roles/${role.id}`, {
      role: { role_actions_attributes: [{ name: 'Observation', r_view: true, r_add: true, r_edit: true }] },
    });
  });

  it('the master super admin removing the organisation signs its users out; other tenants stay', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const { store } = await renderApp('/', { as: 'hod@acme.test' });
    const owner = user('acme', 'hod@acme.test');
    act(() => connectRealtime(store, { initialData: true }));
    await connected(owner.id);
    // the dashboard on show, loaded (its sites and its figures) before the requests below: its answers arriving while
    // the test awaits them would be updates outside act()
    await dashboardLoaded();

    // removing another organisation does not touch this session
    const initech = db.tenant('initech')!.organization!;
    expect((await platformCall('DELETE', `/organizations/${initech.id}`)).status).toBe(200);

    // an update replaces the current organisation in the session
    const acmeOrg = db.tenant('acme')!.organization!;
    const renamed = await platformCall('PATCH', `/organizations/${acmeOrg.id}`, { organization: { name: 'Acme Renamed' } });
    expect(renamed.status).toBe(200);
    await waitFor(() => expect(store.getState().session.user?.organization?.name).toBe('Acme Renamed'));
    // the pushes arrive in order: the other organisation's removal came first and did not sign anyone out
    expect(assign).not.toHaveBeenCalled();

    // only the master may remove organisations
    expect((await act(() => callAs('acme', 'admin@acme.test', 'DELETE', `/organizations/${acmeOrg.id}`))).status).toBe(403);
    expect((await platformCall('DELETE', `/organizations/${acmeOrg.id}`)).status).toBe(200);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/logout'));
    expect(cableConnections().some((c) => c.userId === owner.id && c.tenant === 'acme')).toBe(false);
    assign.mockRestore();
    // restore the seed organisations for the other tests
    db.tenant('acme')!.organization = { ...acmeOrg };
    db.tenant('initech')!.organization = { ...initech };
  });
});
