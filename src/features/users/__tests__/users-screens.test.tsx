import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { db } from '@/mocks/db/db';
import type { DemoMail, DemoRole, DemoUserDetails } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';
import { pendingQueries } from '@/testing/store';

const acme = () => db.tenant('acme')!;
const users = () => db.list<DemoUserDetails>(acme(), 'users');
const userOf = (email: string) => users().find((u) => u.email === email)!;
const table = () => screen.getByRole('table', { name: /^Users: \d+ found/ });
type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

async function chooseSites(user: User, form: HTMLElement, names: string[]) {
  const box = within(form).getByRole('combobox', { name: /^Sites/ });
  for (const name of names) {
    await user.clear(box);
    await user.type(box, name.split(' ')[0]);
    await user.click(await within(within(form).getByRole('listbox', { name: /^Sites/ })).findByRole('option', { name }));
  }
  await user.keyboard('{Escape}');
}

async function xlsx(rows: (string | number)[][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Users');
  for (const r of rows) ws.addRow(r);
  const buffer = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
  return new File([new Uint8Array(buffer)], 'users.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('users register and editor', () => {
  it('an admin sees the register with tabs, searches, and creates a user who is invited', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/users', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const active = users().filter((u) => u.status === 'Active' && (u.verified || u.password_hash)).length;
    await screen.findByRole('table', { name: `Users: ${active} found` });
    const pending = users().filter((u) => u.status === 'Active' && !u.verified && !u.password_hash).length;
    expect(screen.getByRole('tab', { name: /^Invited/ })).toHaveTextContent(String(pending));
    await user.type(screen.getByLabelText('Search'), 'hugo');
    await screen.findByRole('table', { name: 'Users: 1 found' });
    expect(within(table()).getByRole('row', { name: /Hugo Dalton/ })).toHaveTextContent('HOD Safety Manager');

    await user.click(screen.getByRole('link', { name: 'New user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/new'));
    const form = await screen.findByRole('form', { name: 'New user' });
    const f = within(form);
    await fill(user, f.getByLabelText(/^Full name/), 'Maria Lopez');
    await fill(user, f.getByLabelText(/^Email/), 'maria.lopez@acme.test');
    await fill(user, f.getByLabelText('Employee ID'), 'E1042');
    await fill(user, f.getByLabelText('Phone'), '+44 7700 900123');
    await user.selectOptions(f.getByLabelText(/^Role/), 'Supervisor');
    await chooseSites(user, form, ['Northfield Plant']);
    await user.selectOptions(f.getByLabelText('Gender'), 'Female');
    await user.selectOptions(f.getByLabelText('Shift'), 'General shift');
    await user.click(f.getByRole('checkbox', { name: /^Permits/ }));
    await user.click(f.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText('User Maria Lopez was invited.')).toBeInTheDocument();
    const saved = userOf('maria.lopez@acme.test');
    expect(saved).toMatchObject({ full_name: 'Maria Lopez', role_name: 'Supervisor', gender: 'female', shift: 'general', verified: false, licences: { permits: true, incidents: false, audits: false, power_user: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/users/edit/${saved.id}`));
    const mails = db.list<DemoMail>(db.tenant('public')!, 'mails');
    expect(mails[0]).toMatchObject({ to: 'maria.lopez@acme.test', kind: 'activation' });
  });

  it('exports the filtered register to Excel through the API slice, keeping no rows in the store', async () => {
    const user = userEvent.setup();
    const created = vi.fn(() => 'blob:users');
    // the download's object URL gets a stand-in (jsdom makes none), restored after the test
    const { createObjectURL, revokeObjectURL } = URL;
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const { store } = await renderApp('/users', { as: 'admin@acme.test' });
    const active = (await screen.findByRole('table', { name: /^Users: [1-9]\d* found$/ })).querySelector('caption')!.textContent!.match(/\d+/)![0];
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(`${active} users exported.`)).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(Object.keys(store.getState().api?.mutations ?? { missing: 1 })).toEqual([]);
  });

  it('refuses a submit without the required fields, then a 422 lands on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/users/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New user' });
    const f = within(form);
    await user.click(f.getByRole('button', { name: 'Invite user' }));
    expect(await f.findByText('Full name is required.')).toBeInTheDocument();
    expect(f.getByText('Select a user role.')).toBeInTheDocument();
    expect(f.getByText('Select at least one site.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Full name/)).toHaveFocus());

    await fill(user, f.getByLabelText(/^Full name/), 'Hugo Second');
    await fill(user, f.getByLabelText(/^Email/), 'hod@acme.test');
    await user.selectOptions(f.getByLabelText(/^Role/), 'Auditor');
    await chooseSites(user, form, ['Harbour Assembly']);
    const count = users().length;
    await user.click(f.getByRole('button', { name: 'Invite user' }));
    expect(await f.findByText('Email already present.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Email/)).toHaveFocus());
    expect(f.getByLabelText(/^Full name/)).toHaveValue('Hugo Second');
    expect(f.getByLabelText(/^Email/)).toHaveValue('hod@acme.test');
    expect(f.getByLabelText(/^Role/)).toHaveDisplayValue('Auditor');
    expect(users()).toHaveLength(count);
  });

  it('says the plan allows no more users before any form opens', async () => {
    acme().organization!.plan = 'free';
    const user = userEvent.setup();
    await renderApp('/users', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Users: \d+ found/ });
    // the licence counts arrive with the form data: the "New user" link becomes a button that explains
    await user.click(await screen.findByRole('button', { name: 'New user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Free plan users cannot add more users: the free plan includes 5 active users. The subscription plan does not allow more users.');
    expect(screen.getByRole('link', { name: 'Compare plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.queryByRole('form', { name: 'New user' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from Excel' })).toBeDisabled();
  });

  it('an import with bad rows reports each (row, column, problem) and imports nothing', async () => {
    const user = userEvent.setup();
    // the files are made before the app renders: while the test awaited them, the register's answers landed outside act
    const file = await xlsx([
      ['Full name', 'Email', 'Employee ID', 'Phone', 'Role', 'Sites'],
      ['Ana Ruiz', 'ana.ruiz@acme.test', 'E1', '', 'Supervisor', 'Northfield Plant'],
      ['Ben Ode', 'ben.ode@', 'E2', '', 'Supervisor', 'Northfield Plant'],
      ['Cleo Park', 'cleo.park@acme.test', 'E3', '', 'Chief Wizard', 'Northfield Plant'],
      ['Dan Roe', 'ana.ruiz@acme.test', 'E4', '', 'Auditor', 'Harbour Assembly'],
    ]);
    // an email an existing user has, caught by the server
    const taken = await xlsx([
      ['Full name', 'Email', 'Role', 'Sites'],
      ['Ana Ruiz', 'ana.ruiz@acme.test', 'Supervisor', 'Northfield Plant'],
      ['Hugo Again', 'hod@acme.test', 'Supervisor', 'Northfield Plant'],
    ]);
    await renderApp('/users', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Users: \d+ found/ });
    // the button waits for the roles and sites the sheet is read against
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import from Excel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import from Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from Excel' });
    const count = users().length;
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), file);
    const report = await within(dialog).findByRole('table', { name: 'Problems found in the file: 3' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'Email', 'Enter a correct email address.'],
      ['4', 'Role', 'No role has this name.'],
      ['5', 'Email', 'This email appears more than once in the file.'],
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was imported.');
    expect(users()).toHaveLength(count);

    // an email an existing user has is caught by the server: still nothing is stored
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), taken);
    const second = await within(dialog).findByRole('table', { name: 'Problems found in the file: 1' });
    expect(within(second).getAllByRole('row')[1]).toHaveTextContent('3EmailEmail already present.');
    expect(users()).toHaveLength(count);
  });

  it('a good import shows what will be created and the invitations, and creates only when confirmed', async () => {
    const user = userEvent.setup();
    // the file is made before the app renders: while the test awaited it, the register's answers landed outside act
    const file = await xlsx([
      ['Full name', 'Email', 'Role', 'Sites'],
      ['Ana Ruiz', 'ana.ruiz@acme.test', 'Supervisor', 'Northfield Plant'],
      ['Ben Ode', 'ben.ode@acme.test', 'Auditor', 'Harbour Assembly'],
    ]);
    const { store } = await renderApp('/users', { as: 'admin@acme.test' });
    await screen.findByRole('table', { name: /^Users: \d+ found/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import from Excel' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Import from Excel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import users from Excel' });
    const count = users().length;
    const sent = db.list<DemoMail>(db.tenant('public')!, 'mails').length;
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), file);
    const preview = await within(dialog).findByRole('table', { name: 'Users to be created: 2' });
    const rows = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2', 'Ana Ruiz', 'ana.ruiz@acme.test', 'Supervisor', 'Northfield Plant'],
      ['3', 'Ben Ode', 'ben.ode@acme.test', 'Auditor', 'Harbour Assembly'],
    ]);
    expect(within(dialog).getByText('2 invitation emails will be sent, one to each address above.')).toBeInTheDocument();
    // checked by the server, nothing stored and no mail yet
    expect(users()).toHaveLength(count);
    expect(db.list<DemoMail>(db.tenant('public')!, 'mails')).toHaveLength(sent);

    await user.click(within(dialog).getByRole('button', { name: 'Create 2 users and send invitations' }));
    expect(await screen.findByText('2 users imported and invited.')).toBeInTheDocument();
    expect(users()).toHaveLength(count + 2);
    expect(db.list<DemoMail>(db.tenant('public')!, 'mails').slice(0, 2).map((m) => m.to).sort()).toEqual(['ana.ruiz@acme.test', 'ben.ode@acme.test']);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Import users from Excel' })).not.toBeInTheDocument());
    // the register's refetch after the import answered (not left to land after the test)
    await waitFor(() => expect(pendingQueries(store)).toEqual([]));
  });
});

describe('new users, permissions and profile', () => {
  it('/newusers lists the invitations not accepted yet and resends one', async () => {
    const user = userEvent.setup();
    await renderApp('/newusers', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New users' })).toBeInTheDocument();
    const pending = users().filter((u) => u.status === 'Active' && !u.verified && !u.password_hash);
    const list = await screen.findByRole('table', { name: `Invited users who have not activated their account: ${pending.length}` });
    const first = pending[0];
    const before = db.list<DemoMail>(db.tenant('public')!, 'mails').length;
    await user.click(within(list).getByRole('button', { name: `Resend invitation to ${first.full_name}` }));
    expect(await screen.findByText(`The invitation was sent again to ${first.email}.`)).toBeInTheDocument();
    expect(db.list<DemoMail>(db.tenant('public')!, 'mails')).toHaveLength(before + 1);
    expect(screen.getByRole('form', { name: 'Invite a person' })).toBeInTheDocument();
  });

  it('/users/:id/permission shows the licences with counts and the role’s matrix; an admin saves licences', async () => {
    const user = userEvent.setup();
    const supervisor = userOf('supervisor@acme.test');
    await renderApp(`/users/${supervisor.id}/permission`, { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions of Sara Petrova' })).toBeInTheDocument();
    const matrix = screen.getByRole('table', { name: 'Permissions of the role Supervisor by module' });
    const observations = within(matrix).getByRole('row', { name: /^Observations/ });
    expect(within(observations).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual(['✓Allowed', '✓Allowed', '✓Allowed', '—Not allowed']);
    const permits = screen.getByRole('checkbox', { name: 'Permits' });
    expect(permits).toBeChecked();
    expect(permits).toHaveAccessibleDescription(/of 65 in use/); // business: every licence is one bought user licence (acme's seeded large pack)
    await user.click(screen.getByRole('checkbox', { name: 'Audits' }));
    await user.click(screen.getByRole('button', { name: 'Save licences' }));
    expect(await screen.findByText('The licences of Sara Petrova were saved.')).toBeInTheDocument();
    expect(userOf('supervisor@acme.test').licences).toEqual({ permits: true, incidents: true, audits: true, power_user: false });
  });

  it('a reader sees the permission page without changing anything', async () => {
    const hod = userOf('hod@acme.test');
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Permit Coordinator')!;
    role.role_actions_attributes = role.role_actions_attributes.map((a) => (a.name === 'User' ? { ...a, status: true, r_view: true } : a));
    await renderApp(`/users/${hod.id}/permission`, { as: 'permits@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Permissions of Hugo Dalton' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Permits' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save licences' })).not.toBeInTheDocument();
    expect(screen.getByText('You can see the licences but not change them.')).toBeInTheDocument();
  });

  it('/profile shows the signed-in user and saves their own fields; a bad phone keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/profile', { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
    expect(await screen.findByText('supervisor@acme.test')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Personal details' });
    const f = within(form);
    await user.clear(f.getByLabelText('Phone'));
    await user.type(f.getByLabelText('Phone'), 'call me');
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    expect(await f.findByText('Enter a valid phone number, for example +44 7700 900123.')).toBeInTheDocument();
    expect(f.getByLabelText('Phone')).toHaveValue('call me');
    await user.clear(f.getByLabelText('Phone'));
    await user.type(f.getByLabelText('Phone'), '+44 7700 900555');
    await user.selectOptions(f.getByLabelText('Shift'), 'Third shift');
    await user.click(f.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(userOf('supervisor@acme.test')).toMatchObject({ phone: '+44 7700 900555', shift: 'third', role_name: 'Supervisor' });
  });
});
