import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import { normalizeActions, setModule, type RoleListResponse, type RoleMembersResponse, type RoleRecord } from '../model';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const rolesOf = (key: string) => db.list<DemoRole>(tenant(key), 'roles');
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const observer = () => ({ name: 'Site Observer', role_actions_attributes: setModule(normalizeActions([]), 'Observation', true) });

/** fetch with a session's headers: the secured client would treat a 403 as a session problem */
async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

describe('demo backend: roles', () => {
  it('lists the organisation’s roles, system first, with their holders; never the platform role', async () => {
    await signIn('admin@acme.test');
    const { roles } = (await securedClient.get<RoleListResponse>('/roles')).data;
    expect(roles.filter((r) => r.system).map((r) => r.name)).toEqual(['Auditor', 'Contractor', 'HOD Safety Manager', 'No Access', 'Organisation Super Admin', 'Permit Coordinator', 'Site Head', 'Supervisor']);
    expect(roles.filter((r) => !r.system).map((r) => r.name)).toEqual(['Environment Officer', 'Safety Observer']);
    const users = db.list<DemoUser>(tenant('acme'), 'users');
    for (const r of roles) expect(r.users_count).toBe(users.filter((u) => u.role_id === r.id && u.status !== 'Deleted').length);
    expect(roles.find((r) => r.name === 'Supervisor')!.users_count).toBeGreaterThanOrEqual(2);
    expect(roles.every((r) => r.role_actions_attributes.length === 15)).toBe(true);
  });

  it('creates, updates (whole or only what changed) and deletes through db.commit', async () => {
    await signIn('admin@acme.test');
    const seen: string[] = [];
    const off = db.subscribe((change) => change.collection === 'roles' && seen.push(`${change.collection}:${change.verb}`));
    const created = await securedClient.post<RoleRecord>('/roles', { role: observer() });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Site Observer', system: false, users_count: 0 });
    expect(created.data.role_actions_attributes.find((a) => a.name === 'Observation')).toMatchObject({ r_view: true, r_destroy: true, status: true });
    const id = created.data.id;
    const renamed = await securedClient.patch<RoleRecord>(`/roles/${id}`, { role: { name: ' Field Observer ', role_actions_attributes: [{ name: 'Audit', r_view: true }] } });
    expect(renamed.data.name).toBe('Field Observer');
    expect(renamed.data.role_actions_attributes.find((a) => a.name === 'Audit')).toMatchObject({ r_view: true, r_add: false, status: true });
    expect(renamed.data.role_actions_attributes.find((a) => a.name === 'Observation')!.r_view).toBe(true);
    expect((await securedClient.get<RoleRecord>(`/roles/${id}`)).data.name).toBe('Field Observer');
    expect((await securedClient.delete(`/roles/${id}`)).status).toBe(200);
    expect(rolesOf('acme').some((r) => r.id === id)).toBe(false);
    expect((await failure(securedClient.get(`/roles/${id}`))).status).toBe(404);
    off();
    expect(seen).toEqual(['roles:create', 'roles:update', 'roles:remove']);
  });

  it('renaming a role renames it on its holders', async () => {
    await signIn('admin@acme.test');
    const role = rolesOf('acme').find((r) => r.name === 'Safety Observer')!;
    const nina = userOf('acme', 'noaccess@acme.test');
    Object.assign(nina, { role_id: role.id, role_name: role.name });
    await securedClient.patch(`/roles/${role.id}`, { role: { name: 'Safety Watcher' } });
    expect(userOf('acme', 'noaccess@acme.test').role_name).toBe('Safety Watcher');
  });

  it('answers 422 from the shared schema and the server-only rules', async () => {
    await signIn('admin@acme.test');
    const before = rolesOf('acme').length;
    expect((await failure(securedClient.post('/roles', { role: { name: ' ', role_actions_attributes: [{ name: 'Organization', r_view: true }] } }))).data).toEqual({ errors: ["Name can't be blank", 'Role actions are invalid'] });
    expect((await failure(securedClient.post('/roles', { role: { name: 'x'.repeat(51) } }))).data).toEqual({ errors: ['Name is too long (maximum is 50 characters)'] });
    expect((await failure(securedClient.post('/roles', { role: { ...observer(), name: 'supervisor' } }))).data).toEqual({ errors: ['Name has already been taken'] });
    const supervisor = rolesOf('acme').find((r) => r.name === 'Supervisor')!;
    expect((await failure(securedClient.patch(`/roles/${supervisor.id}`, { role: { name: 'Foremen' } }))).data).toEqual({ errors: ['A system role cannot be renamed'] });
    expect((await failure(securedClient.patch(`/roles/${supervisor.id}`, { role: { role_actions_attributes: [{ name: 'Observation', r_view: 'yes' }] } }))).data).toEqual({ errors: ['Role actions are invalid'] });
    expect(rolesOf('acme')).toHaveLength(before);
    expect(rolesOf('acme').find((r) => r.id === supervisor.id)!.name).toBe('Supervisor');
  });

  it('refuses to delete a system role, and a role users hold (with their number)', async () => {
    await signIn('admin@acme.test');
    const supervisor = rolesOf('acme').find((r) => r.name === 'Supervisor')!;
    expect((await failure(securedClient.delete(`/roles/${supervisor.id}`))).data).toEqual({ errors: ['A system role cannot be deleted'] });
    const custom = rolesOf('acme').find((r) => r.name === 'Environment Officer')!;
    const held = db.list<DemoUser>(tenant('acme'), 'users').filter((u) => u.role_id === custom.id && u.status !== 'Deleted').length;
    for (const email of ['noaccess@acme.test', 'permits@acme.test']) Object.assign(userOf('acme', email), { role_id: custom.id, role_name: custom.name });
    const refused = await failure(securedClient.delete(`/roles/${custom.id}`));
    expect(refused).toEqual({ status: 422, data: { errors: [`Role is held by ${held + 2} users; assign them another role first`] } });
    expect(rolesOf('acme').some((r) => r.id === custom.id)).toBe(true);
  });

  it('lists a role’s members, and the other active users only for who may update users', async () => {
    await signIn('admin@acme.test');
    const supervisor = rolesOf('acme').find((r) => r.name === 'Supervisor')!;
    const members = (await securedClient.get<RoleMembersResponse>(`/roles/${supervisor.id}/users`)).data;
    expect(members.holders.map((u) => u.email).sort()).toEqual(expect.arrayContaining(['inactive@acme.test', 'supervisor@acme.test']));
    expect(members.others.some((u) => u.email === 'hod@acme.test')).toBe(true);
    expect(members.others.every((u) => u.role_id !== supervisor.id)).toBe(true);
    expect(members.others.some((u) => u.email === 'inactive@acme.test')).toBe(false);
    // HOD reads roles (every module read/add/edit) and updates users: sees the others too; a Role reader without User update does not
    const hodRole = rolesOf('acme').find((r) => r.name === 'HOD Safety Manager')!;
    hodRole.role_actions_attributes = normalizeActions([{ name: 'Role', r_view: true }]);
    const reader = await rawCalls('hod@acme.test');
    const asReader = (await (await reader('GET', `/roles/${supervisor.id}/users`)).json()) as RoleMembersResponse;
    expect(asReader.holders.length).toBe(members.holders.length);
    expect(asReader.others).toEqual([]);
  });

  it('answers 403 by the Role rights', async () => {
    const supervisor = await rawCalls('supervisor@acme.test');
    const role = rolesOf('acme').find((r) => r.name === 'Safety Observer')!;
    expect((await supervisor('GET', '/roles')).status).toBe(403);
    expect((await supervisor('GET', `/roles/${role.id}`)).status).toBe(403);
    expect((await supervisor('GET', `/roles/${role.id}/users`)).status).toBe(403);
    // a Role reader may not create, change or delete
    const hodRole = rolesOf('acme').find((r) => r.name === 'HOD Safety Manager')!;
    hodRole.role_actions_attributes = normalizeActions([{ name: 'Role', r_view: true }]);
    const reader = await rawCalls('hod@acme.test');
    expect((await reader('GET', '/roles')).status).toBe(200);
    expect((await reader('POST', '/roles', { role: observer() })).status).toBe(403);
    expect((await reader('PATCH', `/roles/${role.id}`, { role: { name: 'Mine' } })).status).toBe(403);
    expect((await reader('DELETE', `/roles/${role.id}`)).status).toBe(403);
    expect(rolesOf('acme').find((r) => r.id === role.id)!.name).toBe('Safety Observer');
  });

  it('keeps tenants apart: another tenant’s roles are neither listed, read, changed nor deleted', async () => {
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-roles-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    // ids are per tenant: take an acme role whose id globex does not use
    const globexIds = new Set(db.list<DemoRole>(globex, 'roles').map((r) => r.id));
    const acmeRole = rolesOf('acme').find((r) => !globexIds.has(r.id))!;
    const list = (await (await call('GET', '/roles')).json()) as RoleListResponse;
    expect(list.roles.every((r) => r.organization_id === globex.organization!.id)).toBe(true);
    expect((await call('GET', `/roles/${acmeRole.id}`)).status).toBe(404);
    expect((await call('PATCH', `/roles/${acmeRole.id}`, { role: { name: 'Taken over' } })).status).toBe(404);
    expect((await call('DELETE', `/roles/${acmeRole.id}`)).status).toBe(404);
    // the same name as an acme custom role is free in globex… and taken there already by its own seed
    expect((await call('POST', '/roles', { role: { ...observer(), name: 'Acme Watchers' } })).status).toBe(201);
    expect(rolesOf('acme').some((r) => r.name === 'Acme Watchers')).toBe(false);
    expect(rolesOf('acme').find((r) => r.id === acmeRole.id)!.name).toBe(acmeRole.name);
  });
});
