import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { db } from '@/mocks/db/db';
import { sessionActions } from '@/lib/session/session-slice';
import { moduleRestrictions } from '@/lib/ability/modules';

/**
 * The organisation's chosen modules (onboarding, `organization.modules`) decide which modules its people see: a module
 * not chosen leaves the menu and its routes for everyone, admins included, and follows a change without a reload.
 */
const acme = () => db.tenant('acme')!;

/** the main menu (jsdom has no matchMedia: the app takes a phone, whose menu is a drawer opened by its button) */
async function menuLinks() {
  const user = userEvent.setup();
  const open = await screen.findByRole('button', { name: 'Open the main menu' });
  if (open.getAttribute('aria-expanded') !== 'true') {
    // a drawer closed by the last navigation may still be sliding out: the one to read is the one opened now
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    await user.click(open);
  }
  expect(open).toHaveAttribute('aria-expanded', 'true');
  return within(await screen.findByRole('navigation', { name: 'Main menu' }));
}

describe('modules the organisation has chosen', () => {
  it('are the only modules in the menu and behind the guards; a change arrives live', async () => {
    acme().organization!.modules = ['Incident', 'Observation', 'Action'];
    const { store, router } = await renderApp('/observations', { as: 'admin@acme.test' });
    // the register has loaded (the page is settled) before the menu is opened
    expect(await screen.findByRole('link', { name: 'New observation' })).toBeInTheDocument();
    let nav = await menuLinks();
    expect(nav.getByRole('link', { name: 'Observations' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Incidents' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Audits' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Permits' })).not.toBeInTheDocument();
    // settings of every module stay (users, sites, roles)
    expect(nav.getByRole('link', { name: 'Users' })).toBeInTheDocument();

    // a closed module's route is refused like any route the user may not open
    await act(() => router.navigate('/audits/all'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/audits/all'));

    // the organisation adds audits (what OrganizationChannel brings): the menu follows at once
    const org = store.getState().session.user!.organization!;
    act(() => {
      store.dispatch(sessionActions.organizationUpdated({ ...org, modules: [...org.modules, 'Audit'] }));
    });
    nav = await menuLinks();
    expect(await nav.findByRole('link', { name: 'Audits' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Permits' })).not.toBeInTheDocument();
  });

  it('an organisation that has chosen none yet (older tenants) keeps every module', () => {
    expect(moduleRestrictions([])).toEqual([]);
    expect(moduleRestrictions(undefined)).toEqual([]);
    const closed = moduleRestrictions(['Observation', 'Incident']).map((r) => r.subject);
    expect(closed).toEqual(expect.arrayContaining(['Permit', 'Permit Form Setting', 'Audit', 'Audit Template', 'HIRA', 'Library', 'Action']));
    expect(closed).not.toContain('Observation');
    expect(closed).not.toContain('User');
  });
});
