import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoMail, DemoRole, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import type { UserListResponse, UserPermissionResponse, UserRecord } from '../model';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const usersOf = (key: string) => db.list<DemoUser>(tenant(key), 'users');
const userOf = (key: string, email: string) => usersOf(key).find((u) => u.email === email)!;
const roleOf = (key: string, name: string) => db.list<DemoRole>(tenant(key), 'roles').find((r) => r.name === name)!;
const sitesOf = (key: string) => db.list<DemoSite>(tenant(key), 'sites');
const mails = () => db.list<DemoMail>(db.tenant('public')!, 'mails');

function aUser(key = 'acme', extra: Record<string, unknown> = {}) {
  return { full_name: 'Maria Lopez', email: 'maria.lopez@acme.test', role_id: roleOf(key, 'Supervisor').id, site_ids: [sitesOf(key)[0].id], phone: '+44 7700 900123', employee_id: 'E1042', gender: 'female', shift: 'general', is_contractor: false, status: 'Active', licences: { permits: true, incidents: true, audits: false, power_user: false }, ...extra };
}

/** fetch with a session's headers: the secured client would treat a 403 as a session problem and refresh (SPEC §8) */
async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

describe('demo backend: users', () => {
  it('seeds 40+ users of every role in every organisation, after the named ones', () => {
    for (const key of ['acme', 'globex', 'initech']) {
      const users = usersOf(key);
      expect(users.length).toBeGreaterThanOrEqual(40);
      const roles = db.list<DemoRole>(tenant(key), 'roles').filter((r) => r.name !== 'MasterSuperAdmin');
      for (const r of roles) expect({ key, role: r.name, has: users.some((u) => u.role_id === r.id) }).toEqual({ key, role: r.name, has: true });
      expect(users.some((u) => u.status === 'Inactive')).toBe(true);
      expect(users.some((u) => !u.verified && !u.password_hash)).toBe(true);
    }
    // the named accounts come first, as before
    expect(usersOf('acme').slice(0, 7).map((u) => u.email)).toEqual(['admin@acme.test', 'hod@acme.test', 'supervisor@acme.test', 'permits@acme.test', 'noaccess@acme.test', 'contractor@acme.test', 'inactive@acme.test']);
  });

  it('lists users with status counts, search, role and site filters, sort and paging (per_page ≤ 100)', async () => {
    await signIn('admin@acme.test');
    const all = (await securedClient.get<UserListResponse>('/users', { params: { status: 'all', per_page: 500 } })).data;
    const listed = usersOf('acme').filter((u) => u.status !== 'Deleted');
    expect(all.total_count).toBe(listed.length);
    expect(all.per_page).toBe(100);
    expect(all.status_counts.all).toBe(listed.length);
    expect(all.status_counts.inactive).toBe(listed.filter((u) => u.status === 'Inactive').length);
    expect(all.status_counts.pending).toBe(listed.filter((u) => u.status === 'Active' && !u.verified && !u.password_hash).length);
    const active = (await securedClient.get<UserListResponse>('/users', { params: { status: 'active', sort: 'full_name', order: 'asc' } })).data;
    expect(active.users).toHaveLength(25);
    expect(active.users.every((u) => u.display_status === 'active')).toBe(true);
    const names = active.users.map((u) => u.full_name.toLowerCase());
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
    const found = (await securedClient.get<UserListResponse>('/users', { params: { search: 'hugo', status: 'all' } })).data;
    expect(found.users.map((u) => u.email)).toEqual(['hod@acme.test']);
    expect(found.users[0]).toMatchObject({ role_name: 'HOD Safety Manager', site_names: expect.arrayContaining(['Northfield Plant']), licences: { permits: true, incidents: true, audits: true, power_user: false } });
    expect(found.users[0]).not.toHaveProperty('password_hash');
    const supervisors = (await securedClient.get<UserListResponse>('/users', { params: { status: 'all', role_id: roleOf('acme', 'Supervisor').id, per_page: 100 } })).data;
    expect(supervisors.users.every((u) => u.role_name === 'Supervisor')).toBe(true);
    const site = sitesOf('acme')[1];
    const atSite = (await securedClient.get<UserListResponse>('/users', { params: { status: 'all', site_id: site.id, per_page: 100 } })).data;
    expect(atSite.users.every((u) => u.site_ids.includes(site.id))).toBe(true);
  });

  it('creates a user (201, invited: pending, an invitation mail) and updates every field', async () => {
    await signIn('admin@acme.test');
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    const created = await securedClient.post<{ user: UserRecord }>('/users', { user: aUser() });
    expect(created.status).toBe(201);
    expect(created.data.user).toMatchObject({ full_name: 'Maria Lopez', email: 'maria.lopez@acme.test', role_name: 'Supervisor', display_status: 'pending', invited_by_name: 'Alice Admin', licences: { permits: true, incidents: true, audits: false, power_user: false } });
    expect(mails()[0]).toMatchObject({ to: 'maria.lopez@acme.test', kind: 'activation' });
    expect(mails()[0].link).toMatch(/\/password-reset\?token=/);
    const id = created.data.user.id;
    const updated = await securedClient.patch<{ user: UserRecord }>(`/users/${id}`, { user: { status: 'Inactive', role_id: roleOf('acme', 'Auditor').id, is_contractor: true, shift: 'third', licences: { audits: true } } });
    expect(updated.data.user).toMatchObject({ status: 'Inactive', display_status: 'inactive', role_name: 'Auditor', is_contractor: true, shift: 'third', licences: { permits: true, incidents: true, audits: true, power_user: false } });
    off();
    expect(seen).toEqual(['users:create', 'users:update']);
    // resend the invitation of a pending user; removing keeps the row as Deleted
    await securedClient.patch(`/users/${id}`, { user: { status: 'Active' } });
    const before = mails().length;
    expect((await securedClient.post(`/users/${id}/resend_invite`)).status).toBe(200);
    expect(mails().length).toBe(before + 1);
    expect((await securedClient.delete(`/users/${id}`)).status).toBe(200);
    expect(usersOf('acme').find((u) => u.id === id)!.status).toBe('Deleted');
    expect((await failure(securedClient.get(`/users/${id}`))).status).toBe(404);
  });

  it('answers 422 with the schema’s messages and the server-only rules, and keeps the data', async () => {
    await signIn('admin@acme.test');
    const count = usersOf('acme').length;
    const empty = await failure(securedClient.post('/users', { user: { full_name: 'R2 D2', email: 'nope', phone: '12', role_id: null, site_ids: [] } }));
    expect(empty).toEqual({ status: 422, data: { errors: ['Full name must contain letters only', 'Email is invalid', 'Phone is not a valid number', 'User role must be selected', 'Site must be selected'] } });
    const taken = await failure(securedClient.post('/users', { user: aUser('acme', { email: 'HOD@acme.test', role_id: 999_999, site_ids: [999_999] }) }));
    expect(taken.data).toEqual({ errors: ['Email already present.', 'Role must exist', 'Site must exist'] });
    const self = userOf('acme', 'admin@acme.test');
    expect((await failure(securedClient.patch(`/users/${self.id}`, { user: { status: 'Inactive' } }))).data).toEqual({ errors: ['You cannot deactivate or remove your own account'] });
    expect((await failure(securedClient.delete(`/users/${self.id}`))).status).toBe(422);
    expect(usersOf('acme')).toHaveLength(count);
  });

  it('refuses a user beyond the plan’s user limit with the SPEC message', async () => {
    await signIn('admin@acme.test');
    tenant('acme').organization!.plan = 'free';
    const refused = await failure(securedClient.post('/users', { user: aUser() }));
    expect(refused).toEqual({ status: 422, data: { errors: ['The subscription plan does not allow more users'] } });
    const form = (await securedClient.get('/users/form_data')).data as { licence_counts: { users: { used: number; total: number } } };
    expect(form.licence_counts.users.total).toBe(5);
    expect(form.licence_counts.users.used).toBeGreaterThan(5);
  });

  it('answers 403 by role; a user edits only their own profile fields', async () => {
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', '/users')).status).toBe(403);
    expect((await supervisor('POST', '/users', { user: aUser() })).status).toBe(403);
    expect((await supervisor('POST', '/users/import', { users: [aUser()] })).status).toBe(403);
    const hod = userOf('acme', 'hod@acme.test');
    expect((await supervisor('PATCH', `/users/${hod.id}`, { user: { phone: '+44 7700 900999' } })).status).toBe(403);
    expect((await supervisor('DELETE', `/users/${hod.id}`)).status).toBe(403);
    const me = userOf('acme', 'supervisor@acme.test');
    expect((await supervisor('PATCH', `/users/${me.id}`, { user: { role_id: roleOf('acme', 'HOD Safety Manager').id } })).status).toBe(403);
    expect((await supervisor('PATCH', `/users/${me.id}`, { user: { licences: { power_user: true } } })).status).toBe(403);
    const own = await supervisor('PATCH', `/users/${me.id}`, { user: { full_name: 'Sara Petrova-Kay', shift: 'second' } });
    expect(own.status).toBe(200);
    expect(userOf('acme', 'supervisor@acme.test')).toMatchObject({ full_name: 'Sara Petrova-Kay', shift: 'second', role_name: 'Supervisor' });
    expect((await supervisor('GET', `/users/${me.id}/permission`)).status).toBe(200);
    expect((await supervisor('GET', `/users/${hod.id}/permission`)).status).toBe(403);
    // the HOD (every module read/add/edit, not admin) manages users but may not grant admin access
    const hodCalls = await rawCalls('hod@acme.test');
    const noAdmin = await hodCalls('POST', '/users', { user: aUser('acme', { is_admin: true }) });
    expect(noAdmin.status).toBe(422);
    expect(await noAdmin.json()).toEqual({ errors: ['Only an administrator can grant admin access'] });
    expect((await hodCalls('POST', '/users', { user: aUser() })).status).toBe(201);
  });

  it('the permission page data: licences, the role’s matrix and the counts', async () => {
    await signIn('admin@acme.test');
    const supervisor = userOf('acme', 'supervisor@acme.test');
    const { data } = await securedClient.get<UserPermissionResponse>(`/users/${supervisor.id}/permission`);
    expect(data.role?.name).toBe('Supervisor');
    expect(data.role?.actions.find((a) => a.name === 'Observation')).toMatchObject({ r_view: true, r_add: true, r_edit: true, r_destroy: false });
    expect(data.rules).toContainEqual({ subject: 'Permit', actions: ['read'] });
    expect(data.user.licences).toEqual({ permits: true, incidents: true, audits: false, power_user: false });
    expect(data.licence_counts.users).toEqual({ used: usersOf('acme').filter((u) => u.status === 'Active').length, total: 65 }); // the licences acme bought (billing's seeded large pack), features/users licenceTotal
  });

  it('imports a batch atomically: one bad row → 422 with (row, column, message) and nothing stored', async () => {
    await signIn('admin@acme.test');
    // room for 100 more users: acme's subscription holds 250 licences here (billing seeds 65; features/users licenceTotal)
    db.list<{ id: number; licences: number }>(db.tenant('acme')!, 'subscriptions')[0].licences = 250;
    const count = usersOf('acme').length;
    const row = (i: number, extra: Record<string, unknown> = {}) => ({ row: i + 2, ...aUser('acme', { full_name: `Person Number ${String.fromCharCode(65 + (i % 26))}`, email: `person${i}@acme.test`, ...extra }) });
    const batch = Array.from({ length: 10 }, (_, i) => row(i));
    batch[3] = row(3, { email: 'not-an-email' });
    batch[5] = row(5, { email: 'person1@acme.test' });
    batch[7] = row(7, { email: 'hod@acme.test', role_id: null });
    const refused = await failure(securedClient.post('/users/import', { users: batch }));
    expect(refused.status).toBe(422);
    expect((refused.data as { rows: unknown[] }).rows).toEqual([
      { row: 5, column: 'email', message: 'Email is invalid' },
      { row: 7, column: 'email', message: 'Email appears more than once in the file' },
      { row: 9, column: 'role_id', message: 'User role must be selected' },
      { row: 9, column: 'email', message: 'Email already present.' },
    ]);
    expect(usersOf('acme')).toHaveLength(count);
    const tooMany = await failure(securedClient.post('/users/import', { users: Array.from({ length: 101 }, (_, i) => row(i)) }));
    expect(tooMany.data).toEqual({ errors: ['Up to 100 users can be imported at once'] });
    const ok = await securedClient.post<{ imported: number }>('/users/import', { users: Array.from({ length: 100 }, (_, i) => row(i)) });
    expect(ok.status).toBe(201);
    expect(ok.data.imported).toBe(100);
    expect(usersOf('acme')).toHaveLength(count + 100);
  });

  it('a dry run checks the batch like an import but stores nothing and sends no invitation', async () => {
    await signIn('admin@acme.test');
    const count = usersOf('acme').length;
    const sent = mails().length;
    const batch = ['A', 'B', 'C'].map((c, i) => ({ row: i + 2, ...aUser('acme', { full_name: `Preview Person ${c}`, email: `preview${i}@acme.test` }) }));
    const preview = await securedClient.post<{ imported: number; would_import: number }>('/users/import', { users: batch, dry_run: true });
    expect([preview.status, preview.data.imported, preview.data.would_import]).toEqual([200, 0, 3]);
    expect(usersOf('acme')).toHaveLength(count);
    expect(mails()).toHaveLength(sent);
    const refused = await failure(securedClient.post('/users/import', { users: [...batch, { row: 5, ...aUser('acme', { email: 'hod@acme.test' }) }], dry_run: true }));
    expect([refused.status, (refused.data as { rows: unknown[] }).rows]).toEqual([422, [{ row: 5, column: 'email', message: 'Email already present.' }]]);
  });

  it('keeps tenants apart: another tenant’s users are neither listed, read nor changed', async () => {
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-users-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const list = (await (await call('GET', '/users?status=all&per_page=100')).json()) as UserListResponse;
    expect(list.users.every((u) => u.email.endsWith('@globex.test'))).toBe(true);
    const globexIds = new Set(usersOf('globex').map((u) => u.id));
    const acmeUser = usersOf('acme').find((u) => !globexIds.has(u.id))!;
    expect((await call('GET', `/users/${acmeUser.id}`)).status).toBe(404);
    expect((await call('PATCH', `/users/${acmeUser.id}`, { user: { full_name: 'Taken Over' } })).status).toBe(404);
    expect((await call('DELETE', `/users/${acmeUser.id}`)).status).toBe(404);
    // an acme email is free in globex; an acme role is not a globex role
    const acmeRoleIds = new Set(db.list<DemoRole>(tenant('acme'), 'roles').map((r) => r.id));
    const foreignRole = [...acmeRoleIds].find((id) => !db.list<DemoRole>(globex, 'roles').some((r) => r.id === id))!;
    const refused = await call('POST', '/users', { user: aUser('globex', { email: 'hod@acme.test', role_id: foreignRole }) });
    expect(await refused.json()).toEqual({ errors: ['Role must exist'] });
    expect((await call('POST', '/users', { user: aUser('globex', { email: 'hod@acme.test' }) })).status).toBe(201);
    expect(userOf('acme', 'hod@acme.test').full_name).toBe('Hugo Dalton');
  });

  it('answers the SPEC §7 user lists', async () => {
    await signIn('admin@acme.test');
    const active = (await securedClient.get<{ users: { id: number }[] }>('/users/all_active_users')).data.users;
    expect(active.length).toBe(usersOf('acme').filter((u) => u.status === 'Active').length);
    const modules = (await securedClient.get<{ users: unknown[]; permit_users: unknown[] }>('/users/module_based_users')).data;
    expect(modules.users.length).toBe(active.length);
    expect(modules.permit_users.length).toBeGreaterThan(0);
  });
});
