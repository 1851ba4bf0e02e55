import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoUser } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { normalizeActions } from '../model';

const acme = () => db.tenant('acme')!;
const roles = () => db.list<DemoRole>(acme(), 'roles');
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const matrix = () => screen.getByRole('table', { name: 'Rights by module' });

/** HOD may only read roles (and nothing else changes for the test) */
function makeHodRoleReader() {
  const hod = roles().find((r) => r.name === 'HOD Safety Manager')!;
  hod.role_actions_attributes = normalizeActions([{ name: 'Role', r_view: true }, { name: 'Incident', r_view: true }]);
}

describe('roles register and editor', () => {
  it('keeps the type filter, the search and the sort in the URL: a reload shows the same list, back undoes a change', async () => {
    const user = userEvent.setup();
    const { router, unmount } = await renderApp('/roles', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: /^Roles: \d+$/ });
    expect(await within(table).findByRole('row', { name: /^Supervisor/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'custom');
    expect(router.state.location.search).toBe('?type=custom');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^Supervisor/ })).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /^Safety Observer/ })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Users' }));
    expect(router.state.location.search).toBe('?type=custom&sort=users_count&order=desc');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    await waitFor(() => expect(screen.getByRole('table', { name: 'Roles: 0' })).toBeInTheDocument());
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe('/roles?type=custom&sort=users_count&order=desc&q=nothing+like+it');

    // a reload of that address shows the same list
    unmount();
    await renderApp(url, { as: 'admin@acme.test' });
    expect(await screen.findByRole('table', { name: 'Roles: 0' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('custom');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nothing like it');
    expect(screen.getByRole('columnheader', { name: 'Users' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('the back button undoes a filter of the roles register', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/roles', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: /^Roles: \d+$/ });
    await within(table).findByRole('row', { name: /^Supervisor/ });
    await user.selectOptions(screen.getByLabelText('Type'), 'system');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^Safety Observer/ })).not.toBeInTheDocument());
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    expect(await within(table).findByRole('row', { name: /^Safety Observer/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toHaveValue('');
  });

  it('an admin sees the roles with their holders, builds a role in the matrix and saves it', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/roles', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Roles' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /^Roles: \d+$/ });
    const supervisorRow = await within(table).findByRole('row', { name: /^Supervisor/ });
    const holders = db.list<DemoUser>(acme(), 'users').filter((u) => u.role_id === roles().find((r) => r.name === 'Supervisor')!.id).length;
    expect(within(supervisorRow).getAllByRole('cell')[1]).toHaveTextContent('System');
    expect(within(supervisorRow).getAllByRole('cell')[2]).toHaveTextContent(String(holders));
    expect(within(table).getByRole('row', { name: /^Safety Observer/ })).toHaveTextContent('Custom');

    await user.click(screen.getByRole('link', { name: 'New role' }));
    const form = await screen.findByRole('form', { name: 'New role' });
    const f = within(form);
    await user.click(f.getByLabelText(/^Role name/));
    await user.paste('Site Observer');
    // a cell, a row helper and a column helper
    await user.click(f.getByRole('checkbox', { name: 'All rights: Observations' }));
    await user.click(f.getByRole('checkbox', { name: 'View on every module' }));
    await user.click(f.getByRole('checkbox', { name: 'View: Audits' }));
    await user.click(f.getByRole('checkbox', { name: 'Approve permits' }));
    expect(f.getByRole('checkbox', { name: 'View: Incidents' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'View: Audits' })).not.toBeChecked();
    expect(f.getByRole('checkbox', { name: 'View on every module' })).toHaveProperty('indeterminate', true);
    // arrow keys move along the grid
    f.getByRole('checkbox', { name: 'View: Incidents' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(f.getByRole('checkbox', { name: 'Add: Incidents' })).toHaveFocus();
    await user.click(f.getByRole('button', { name: 'Create role' }));

    expect(await screen.findByText('Role Site Observer was created.')).toBeInTheDocument();
    const saved = roles().find((r) => r.name === 'Site Observer')!;
    const of = (m: string) => saved.role_actions_attributes.find((a) => a.name === m)!;
    expect(of('Observation')).toMatchObject({ r_view: true, r_add: true, r_edit: true, r_destroy: true });
    expect(of('Incident')).toMatchObject({ r_view: true, r_add: false });
    expect(of('Audit')).toMatchObject({ r_view: false, status: false });
    expect(of('Permit')).toMatchObject({ r_view: true, is_approve: true, is_revoke: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/roles/${saved.id}`));
    expect(await screen.findByRole('heading', { name: 'Members (0)' })).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table', { name: /^Roles: \d+$/ })).getByRole('row', { name: /^Site Observer/ })).toBeInTheDocument());
  });

  it('a refused save (422) shows on the field and keeps what was typed and ticked', async () => {
    const user = userEvent.setup();
    await renderApp('/roles/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New role' });
    const f = within(form);
    await user.type(f.getByLabelText(/^Role name/), 'supervisor');
    await user.click(f.getByRole('checkbox', { name: 'Edit: Actions' }));
    await user.click(f.getByRole('button', { name: 'Create role' }));
    expect(await f.findByText('Another role already has this name.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Role name/)).toHaveValue('supervisor');
    expect(f.getByLabelText(/^Role name/)).toHaveAttribute('aria-invalid', 'true');
    expect(f.getByRole('checkbox', { name: 'Edit: Actions' })).toBeChecked();
    expect(roles().filter((r) => r.name.toLowerCase() === 'supervisor')).toHaveLength(1);
    // the client's own rules first: a one-letter name never reaches the server
    await user.clear(f.getByLabelText(/^Role name/));
    await user.type(f.getByLabelText(/^Role name/), 'X');
    await user.click(f.getByRole('button', { name: 'Create role' }));
    expect(await f.findByText('The role name needs at least 2 characters.')).toBeInTheDocument();
  });

  it('grant admin access ticks and locks every right; taking it back restores the matrix', async () => {
    const user = userEvent.setup();
    await renderApp('/roles/new', { as: 'admin@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'New role' }));
    await user.click(f.getByRole('checkbox', { name: 'Edit: Actions' }));
    await user.click(f.getByRole('checkbox', { name: 'Grant admin access' }));
    expect(f.getByRole('checkbox', { name: 'Delete: Users' })).toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Delete: Users' })).toBeDisabled();
    expect(f.getByRole('checkbox', { name: 'Revoke permits' })).toBeChecked();
    await user.click(f.getByRole('checkbox', { name: 'Grant admin access' }));
    expect(f.getByRole('checkbox', { name: 'Delete: Users' })).not.toBeChecked();
    expect(f.getByRole('checkbox', { name: 'Edit: Actions' })).toBeChecked();
  });

  it('a system role keeps its name and cannot be deleted; a custom role held by users is refused with their number', async () => {
    const user = userEvent.setup();
    const supervisor = roles().find((r) => r.name === 'Supervisor')!;
    const { unmount } = await renderApp(`/roles/${supervisor.id}`, { as: 'admin@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'Edit role Supervisor' }));
    expect(f.getByLabelText(/^Role name/)).toBeDisabled();
    expect(f.queryByRole('button', { name: 'Delete role' })).toBeNull();
    unmount();

    const custom = roles().find((r) => r.name === 'Safety Observer')!;
    const held = db.list<DemoUser>(acme(), 'users').filter((u) => u.role_id === custom.id).length;
    Object.assign(userOf('noaccess@acme.test'), { role_id: custom.id, role_name: custom.name });
    await renderApp(`/roles/${custom.id}`, { as: 'admin@acme.test' });
    const form = within(await screen.findByRole('form', { name: 'Edit role Safety Observer' }));
    await user.click(form.getByRole('button', { name: 'Delete role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete role Safety Observer' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(`Users holding this role: ${held + 1}. Give them another role before deleting it.`);
    expect(roles().some((r) => r.id === custom.id)).toBe(true);
  });

  it('assigns a user to the role from the members panel (PATCH /users/{id})', async () => {
    const user = userEvent.setup();
    const custom = roles().find((r) => r.name === 'Environment Officer')!;
    await renderApp(`/roles/${custom.id}`, { as: 'admin@acme.test' });
    const panel = await screen.findByRole('region', { name: /^Members/ });
    // the panel renders busy first; its picker comes with the role's users
    await user.selectOptions(await within(panel).findByLabelText('Give this role to'), await within(panel).findByRole('option', { name: /^Nina Novak/ }));
    await user.click(within(panel).getByRole('button', { name: 'Assign role' }));
    expect(await screen.findByText('Nina Novak now holds the role Environment Officer.')).toBeInTheDocument();
    expect(userOf('noaccess@acme.test')).toMatchObject({ role_id: custom.id, role_name: 'Environment Officer' });
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Users holding Environment Officer' })).getByText(/Nina Novak/)).toBeInTheDocument());
  });

  it('a Role reader sees the role read-only: no form, no checkboxes, no delete, no assignment', async () => {
    makeHodRoleReader();
    const supervisor = roles().find((r) => r.name === 'Supervisor')!;
    await renderApp(`/roles/${supervisor.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Role Supervisor' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New role' })).toBeNull();
    const rights = matrix();
    expect(within(rights).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(within(rights).getByRole('row', { name: /^Observations/ })).getAllByText('Granted')).toHaveLength(3);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Users holding Supervisor' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Give this role to')).toBeNull();
  });

  it('“view as this role” shows the menu and landing page of the ticked rights, with the app’s own rules', async () => {
    const user = userEvent.setup();
    const coordinator = roles().find((r) => r.name === 'Permit Coordinator')!;
    await renderApp(`/roles/${coordinator.id}`, { as: 'admin@acme.test' });
    const form = within(await screen.findByRole('form', { name: 'Edit role Permit Coordinator' }));
    await user.click(form.getByRole('button', { name: 'Show the preview' }));
    let preview = form.getByRole('region', { name: 'Preview of the role Permit Coordinator' });
    // SPEC §2: Permit Form Setting read only → the permit templates
    expect(preview).toHaveTextContent('Landing page: Permit templates /permit-forms');
    const settings = within(preview).getByRole('list', { name: 'Settings entries' });
    expect(within(settings).getByText('Permit templates')).toBeInTheDocument();
    for (const hidden of ['Roles', 'Users', 'Sites', 'Single sign-on settings']) expect(within(settings).queryByText(hidden)).toBeNull();
    for (const hidden of ['Audits', 'Observations', 'Incidents', 'Permits']) expect(within(preview).queryByText(hidden)).toBeNull();

    // unsaved edits show at once: Audit read → the dashboard, and Audits in the modules
    await user.click(form.getByRole('checkbox', { name: 'View: Audits' }));
    preview = form.getByRole('region', { name: 'Preview of the role Permit Coordinator' });
    expect(preview).toHaveTextContent('Landing page: Dashboard /');
    const modules = within(preview).getByRole('list', { name: 'Modules entries' });
    expect(within(modules).getByText('Audits')).toBeInTheDocument();
    expect(within(modules).queryByText('Observations')).toBeNull();
  });
});
