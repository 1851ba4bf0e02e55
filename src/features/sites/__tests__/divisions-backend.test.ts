import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import { flatten, locate, type DivisionTreeResponse } from '../model/division-tree';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const siteOf = (key: string, name: string) => db.list<DemoSite>(tenant(key), 'sites').find((s) => s.name === name)!;
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
type Used = { id: number; site_id?: number | null; area_id?: number | null };
/** the first division of a site that observations, incidents or actions use, and one nothing uses */
function divisionsOf(site: DemoSite) {
  const used = new Set(['observations', 'incidents', 'actions'].flatMap((c) => db.list<Used>(tenant('acme'), c).map((r) => r.area_id)));
  return { used: site.divisions.find((d) => used.has(d.id))!, department: site.divisions[0].departments[0] };
}

async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

describe('demo backend: site divisions tree', () => {
  it('answers the seeded tree with levels, full names, heads and in-charges', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Northfield Plant');
    const { data } = await securedClient.get<DivisionTreeResponse>(`/sites/${site.id}/divisions`);
    expect(data.site).toEqual({ id: site.id, name: 'Northfield Plant' });
    expect(data.nodes.length).toBeGreaterThanOrEqual(2);
    expect(data.nodes[0]).toMatchObject({ name: 'Production', level: 'division', full_name: 'Production' });
    expect(data.nodes[0].head_name).toBeTruthy();
    const department = data.nodes[0].children[0];
    expect(department).toMatchObject({ name: 'Line A', level: 'department', full_name: 'Production › Line A' });
    expect(department.in_charge_name).toBeTruthy();
    expect(department.children[0]).toMatchObject({ level: 'unit', full_name: 'Production › Line A › Unit 1' });
  });

  it('adds, renames, moves and deletes nodes through db.commit, with the level rules', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Northfield Plant');
    const head = userOf('acme', 'hod@acme.test');
    const seen: string[] = [];
    const off = db.subscribe((change) => seen.push(`${change.collection}:${change.verb}`));
    const url = `/sites/${site.id}/divisions`;
    const added = await securedClient.post<DivisionTreeResponse & { node_id: number }>(url, { name: 'Packing', parent_id: null, position: 0, head_id: head.id });
    expect(added.status).toBe(201);
    expect(added.data.nodes[0]).toMatchObject({ id: added.data.node_id, name: 'Packing', level: 'division', head_name: 'Hugo Dalton' });
    const packing = added.data.node_id;
    const line = (await securedClient.post<DivisionTreeResponse & { node_id: number }>(url, { name: 'Line 2', parent_id: packing })).data.node_id;
    const unit = (await securedClient.post<DivisionTreeResponse & { node_id: number }>(url, { name: 'Cell 7', parent_id: line })).data;
    expect(locate(unit.nodes, unit.node_id)!.node).toMatchObject({ level: 'unit', full_name: 'Packing › Line 2 › Cell 7' });
    // a unit takes no child
    expect((await failure(securedClient.post(url, { name: 'Deeper', parent_id: unit.node_id }))).data).toEqual({ errors: ['A unit cannot have departments or units below it'] });
    // rename: the schema's rules with the siblings the server knows
    expect((await failure(securedClient.patch(`${url}/${packing}`, { name: 'production' }))).data).toEqual({ errors: ['Name has already been taken at this level'] });
    expect((await failure(securedClient.patch(`${url}/${packing}`, { name: '', in_charge_id: 999_999 }))).data).toEqual({ errors: ['Name is required', 'In-charge must be an active user'] });
    const renamed = await securedClient.patch<DivisionTreeResponse>(`${url}/${line}`, { name: 'Line Two' });
    expect(locate(renamed.data.nodes, unit.node_id)!.node.full_name).toBe('Packing › Line Two › Cell 7');
    // move: Packing (three levels) cannot go under another division; Line Two moves to Production as its first department
    const production = renamed.data.nodes.find((n) => n.name === 'Production')!;
    expect((await failure(securedClient.patch(`${url}/${packing}`, { parent_id: production.id, position: 0 }))).data).toEqual({ errors: ['A unit cannot have departments or units below it'] });
    expect((await failure(securedClient.patch(`${url}/${packing}`, { parent_id: line, position: 0 }))).data).toEqual({ errors: ['A node cannot be moved into itself'] });
    const moved = await securedClient.patch<DivisionTreeResponse>(`${url}/${line}`, { parent_id: production.id, position: 0 });
    expect(moved.data.nodes.find((n) => n.id === production.id)!.children[0]).toMatchObject({ id: line, full_name: 'Production › Line Two' });
    // delete: a node nothing uses goes with its subtree
    const gone = await securedClient.delete<DivisionTreeResponse>(`${url}/${line}`);
    expect(flatten(gone.data.nodes).some(({ node }) => node.id === line || node.id === unit.node_id)).toBe(false);
    off();
    expect(seen.every((s) => s === 'sites:update')).toBe(true);
    expect(seen).toHaveLength(6);
  });

  it('refuses to delete a node that records use, or to change its level', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Northfield Plant');
    const { used } = divisionsOf(site);
    const url = `/sites/${site.id}/divisions`;
    const refused = await failure(securedClient.delete(`${url}/${used.id}`));
    expect(refused.status).toBe(422);
    const body = refused.data as { errors: string[]; in_use: { observations: number; incidents: number; actions: number } };
    expect(body.errors).toEqual(['Cannot delete a node that is used by records']);
    expect(body.in_use.observations + body.in_use.incidents + body.in_use.actions).toBeGreaterThan(0);
    const other = site.divisions.find((d) => d.id !== used.id)!;
    expect((await failure(securedClient.patch(`${url}/${used.id}`, { parent_id: other.id, position: 0 }))).data).toEqual({
      errors: [used.departments.some((d) => d.units.length) ? 'A unit cannot have departments or units below it' : 'A node used by records cannot change its level'],
    });
    expect(siteOf('acme', 'Northfield Plant').divisions.some((d) => d.id === used.id)).toBe(true);
  });

  it('answers 403 by role: Site read sees the tree, only Site update changes it', async () => {
    const site = siteOf('acme', 'Northfield Plant');
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', `/sites/${site.id}/divisions`)).status).toBe(403);
    const reader = userOf('acme', 'permits@acme.test');
    const role = db.list<DemoRole>(tenant('acme'), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    const siteHead = await rawCalls('permits@acme.test');
    expect((await siteHead('GET', `/sites/${site.id}/divisions`)).status).toBe(200);
    const { department } = divisionsOf(site);
    expect((await siteHead('POST', `/sites/${site.id}/divisions`, { name: 'Nope' })).status).toBe(403);
    expect((await siteHead('PATCH', `/sites/${site.id}/divisions/${department.id}`, { name: 'Nope' })).status).toBe(403);
    expect((await siteHead('DELETE', `/sites/${site.id}/divisions/${department.id}`)).status).toBe(403);
    expect(siteOf('acme', 'Northfield Plant').divisions[0].departments[0].name).toBe(department.name);
  });

  it('keeps tenants apart: another tenant’s site tree answers 404', async () => {
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-divisions-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const acme = siteOf('acme', 'Northfield Plant');
    const { department } = divisionsOf(acme);
    expect((await call('GET', `/sites/${acme.id}/divisions`)).status).toBe(404);
    expect((await call('POST', `/sites/${acme.id}/divisions`, { name: 'Taken over' })).status).toBe(404);
    expect((await call('PATCH', `/sites/${acme.id}/divisions/${department.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await call('DELETE', `/sites/${acme.id}/divisions/${department.id}`)).status).toBe(404);
    // its own site answers; a node missing from it is not found
    const depot = siteOf('globex', 'Central Depot');
    expect((await call('GET', `/sites/${depot.id}/divisions`)).status).toBe(200);
    expect((await call('PATCH', `/sites/${depot.id}/divisions/999999`, { name: 'X' })).status).toBe(404);
    expect(siteOf('acme', 'Northfield Plant').divisions[0].departments[0].name).toBe(department.name);
  });
});
