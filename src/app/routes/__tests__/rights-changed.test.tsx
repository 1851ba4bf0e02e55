import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/lifecycle';
import { apiKeyFor } from '@/lib/api/api-key';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { issueToken } from '@/mocks/handlers/session';
import { cableConnections } from '@/mocks/cable/server';
import { dashboardLoaded } from '@/testing/dashboard';

const acme = () => db.tenant('acme')!;
const user = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

/**
 * The admin changing a role through the demo API (their own token), in act(): the holders get RulesChannel pushes,
 * which re-render the signed-in app while the test awaits the answer.
 */
function patchRoleAsAdmin(roleId: number, body: unknown) {
  return act(async () => {
    const token = issueToken(acme(), user('admin@acme.test'));
    return fetch(`http://acme.localhost:5173/api/roles/${roleId}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${token.access_token}`, 'api-key': await apiKeyFor('acme'), 'Content-Type': 'application/json' },
      body: JSON.stringify({ role: body }),
    });
  });
}

describe('a user whose rights changed is told why they were moved (issue 26)', () => {
  // unmounted first: this hook runs before Testing Library's cleanup, and the disconnect's status change would
  // re-render the mounted shell outside act
  afterEach(() => {
    cleanup();
    disconnectRealtime();
  });

  it('losing Observation view on /observations moves the user home with a translated notice naming the page', async () => {
    const supervisor = user('supervisor@acme.test');
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.id === supervisor.role_id)!;
    const { store, router } = await renderApp('/observations', { as: 'supervisor@acme.test' });
    act(() => connectRealtime(store, { initialData: true }));
    await waitFor(() => expect(cableConnections().find((c) => c.userId === supervisor.id)?.channels.length).toBe(16));
    await screen.findByRole('heading', { level: 1, name: 'Observations' });
    await waitFor(() => expect(document.title.startsWith('Observations | ')).toBe(true));
    // the page's data loaded before the rights change: a request of it answered after the change is refused (403),
    // and SPEC §8 answers a 403 with a token refresh and a reload
    expect(await screen.findByRole('table', { name: /^Observations: \d+ found$/ })).toBeInTheDocument();
    expect((await screen.findAllByRole('option', { name: 'Northfield Plant' })).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryAllByText(/^Loading/)).toEqual([]));
    expect(screen.queryByText(/^Your permissions changed/)).not.toBeInTheDocument();

    const res = await patchRoleAsAdmin(role.id, { role_actions_attributes: [{ name: 'Observation', r_view: false, r_add: false, r_edit: false }] });
    expect(res.status).toBe(200);
    expect(await screen.findByText('Your permissions changed: you no longer have access to Observations.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the dashboard it was moved to, loaded (its lazy body and figures resolving while the test awaits below would be
    // outside act)
    await dashboardLoaded();

    // restore the seed for the other tests
    await patchRoleAsAdmin(role.id, { role_actions_attributes: [{ name: 'Observation', r_view: true, r_add: true, r_edit: true }] });
  });

  it('opening a page the user may not open redirects without that notice (the rights did not change)', async () => {
    const { router } = await renderApp('/roles', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the dashboard it is sent to, loaded (its lazy body resolving after the test would be an update outside act)
    await dashboardLoaded();
    expect(screen.queryByText(/^Your permissions changed/)).not.toBeInTheDocument();
  });
});
