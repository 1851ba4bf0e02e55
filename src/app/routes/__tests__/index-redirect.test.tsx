import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

/**
 * Issue 25. A frame's index redirect (`redirectTo`: /sites → /sites/new, /observations → /observations/new) sent a
 * user who may read the register but not create to the child, whose guard sent them on to the dashboard. The sites
 * test did not see it on its own: the register stays on screen while the router loads the next lazy screens, and it
 * looked before they arrived. In the shared test pool another file of the worker had loaded them already, so the
 * navigation finished first ("sent to the dashboard, only after other files"). Here those screens are loaded before
 * the app renders, as in that worker, and the test waits for the router to settle.
 */
const acme = () => db.tenant('acme')!;

/** gives permits@acme.test the seeded Site Head role (Site read only; Observation read and create unless `observationReadOnly`) */
function makeSiteHead({ observationReadOnly = false } = {}) {
  const user = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'permits@acme.test')!;
  const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Site Head')!;
  Object.assign(user, { role_id: role.id, role_name: role.name });
  if (observationReadOnly) Object.assign(role.role_actions_attributes.find((a) => a.name === 'Observation')!, { r_add: false, r_edit: false });
}

/** the lazy screens an earlier file of a shared worker leaves loaded */
beforeAll(() =>
  Promise.all([
    import('@/features/dashboard/routes/dashboard-page'),
    import('@/features/sites/routes/site-form-page'),
    import('@/features/observations/routes.ts').then((m) => Promise.all(m.routes.flatMap((r) => [r.screen?.(), ...(r.children ?? []).map((c) => c.screen?.())]))),
  ]),
);

describe('a register whose default panel the user may not open (issue 25)', () => {
  it('Site read without create: /sites stays on the register (no editor, no move to the dashboard)', async () => {
    makeSiteHead();
    const { router } = await renderApp('/sites', { as: 'permits@acme.test' });
    // the register's rows arrive after the frame (and its index route) rendered: any redirect has started by then
    const table = await screen.findByRole('table', { name: 'Sites: 4 found' });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/sites');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(screen.queryByRole('form', { name: 'New site' })).not.toBeInTheDocument();
  });

  it('Observation read without create: /observations stays on the register', async () => {
    makeSiteHead({ observationReadOnly: true });
    const { router } = await renderApp('/observations', { as: 'permits@acme.test' });
    // the register's rows arrive after the frame (and its index route) rendered: any redirect has started by then
    await screen.findByRole('table', { name: /^Observations: \d+ found/ });
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.pathname).toBe('/observations');
  });
});
