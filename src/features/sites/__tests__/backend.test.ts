import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import type { SiteListResponse, SiteRecord } from '../model';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const sitesOf = (key: string) => db.list<DemoSite>(tenant(key), 'sites');
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const aSite = (headId: number) => ({ name: 'Southbank Yard', time_zone: 'Europe/London', head_of_safety_id: headId, head_of_site_id: null, status: 'active', latitude: 51.5, longitude: -0.1 });

/** fetch with a session's headers: the secured client would treat a 403 as a session problem and refresh (SPEC §8) */
async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

describe('demo backend: sites', () => {
  it('lists the tenant’s sites with status counts, search, sort and the seeded fields', async () => {
    await signIn('admin@acme.test');
    const all = (await securedClient.get<SiteListResponse>('/sites', { params: { sort: 'name', order: 'asc' } })).data;
    expect(all.sites.map((s) => s.name)).toEqual(['Eastgate R&D Centre', 'Harbour Assembly', 'Northfield Plant', 'Riverside Warehouse']);
    expect(all.status_counts).toEqual({ active: 4, inactive: 0, all: 4 });
    const northfield = all.sites.find((s) => s.name === 'Northfield Plant')!;
    expect(northfield).toMatchObject({ time_zone: 'Europe/London', city: 'Leeds', state: 'West Yorkshire', zip: 'LS10 1AB', latitude: 53.7784, longitude: -1.5339, emergency_email: 'emergency.leeds@acme.test' });
    expect(northfield.head_of_safety_name).toBeTruthy();
    const found = (await securedClient.get<SiteListResponse>('/sites', { params: { search: 'hamburg' } })).data;
    expect(found.sites.map((s) => s.name)).toEqual(['Riverside Warehouse']);
    const inactive = (await securedClient.get<SiteListResponse>('/sites', { params: { status: 'inactive' } })).data;
    expect(inactive.total_count).toBe(0);
  });

  it('creates and updates a site through db.commit, and the register sees it', async () => {
    await signIn('admin@acme.test');
    const head = userOf('acme', 'hod@acme.test');
    const seen: string[] = [];
    const off = db.subscribe((change) => seen.push(`${change.collection}:${change.verb}`));
    const created = await securedClient.post<SiteRecord>('/sites', aSite(head.id));
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ name: 'Southbank Yard', head_of_safety_name: 'Hugo Dalton', status: 'active', manpower: 100 });
    const updated = await securedClient.patch<SiteRecord>(`/sites/${created.data.id}`, { status: 'inactive', city: 'London' });
    expect(updated.data).toMatchObject({ name: 'Southbank Yard', status: 'inactive', city: 'London', time_zone: 'Europe/London' });
    off();
    expect(seen).toEqual(['sites:create', 'sites:update']);
    const inactive = (await securedClient.get<SiteListResponse>('/sites', { params: { status: 'inactive' } })).data;
    expect(inactive.sites.map((s) => s.name)).toEqual(['Southbank Yard']);
    expect(inactive.status_counts).toEqual({ active: 4, inactive: 1, all: 5 });
  });

  it('answers 422 with the schema’s messages and the server-only rules', async () => {
    await signIn('admin@acme.test');
    const empty = await failure(securedClient.post('/sites', { name: '', time_zone: '', latitude: 91 }));
    expect(empty.status).toBe(422);
    expect(empty.data).toEqual({ errors: ['Name is required', 'Time zone is required', 'Head of safety is required', 'Latitude must be between -90 and 90'] });
    expect((await failure(securedClient.post('/sites', { ...aSite(1), status: 'archived', time_zone: 'Mars/Base' }))).data).toEqual({ errors: ['Time zone is not valid', 'Status is not valid', 'Head of safety must be an active user'] });
    const inactiveUser = userOf('acme', 'inactive@acme.test');
    const refused = await failure(securedClient.post('/sites', { ...aSite(inactiveUser.id), name: 'northfield plant', head_of_site_id: 999_999 }));
    expect(refused.data).toEqual({ errors: ['Head of safety must be an active user', 'Head of site must be an active user', 'Name has already been taken'] });
    expect(sitesOf('acme')).toHaveLength(4);
  });

  it('answers 403 without the Site permission', async () => {
    const site = sitesOf('acme')[0];
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', '/sites')).status).toBe(403);
    expect((await supervisor('GET', `/sites/${site.id}`)).status).toBe(403);
    expect((await supervisor('GET', '/sites/form_data')).status).toBe(403);
    // Site Head reads sites but may not add or change them
    const reader = userOf('acme', 'permits@acme.test');
    const role = db.list<DemoRole>(tenant('acme'), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    const siteHead = await rawCalls('permits@acme.test');
    expect(((await (await siteHead('GET', '/sites')).json()) as SiteListResponse).total_count).toBe(4);
    expect((await siteHead('GET', `/sites/${site.id}`)).status).toBe(200);
    expect((await siteHead('PATCH', `/sites/${site.id}`, { city: 'York' })).status).toBe(403);
    expect((await siteHead('POST', '/sites', aSite(reader.id))).status).toBe(403);
    expect(sitesOf('acme').find((s) => s.id === site.id)!.city).toBe(site.city);
    expect(sitesOf('acme')).toHaveLength(4);
  });

  it('keeps tenants apart: another tenant’s sites are neither listed, read nor changed', async () => {
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-sites-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const acmeSite = sitesOf('acme').find((s) => s.name === 'Northfield Plant')!;

    const list = (await (await call('GET', '/sites')).json()) as SiteListResponse;
    expect(list.sites.map((s) => s.name)).toEqual(['Central Depot']);
    expect((await call('GET', `/sites/${acmeSite.id}`)).status).toBe(404);
    expect((await call('PATCH', `/sites/${acmeSite.id}`, { name: 'Taken over' })).status).toBe(404);
    // an acme user cannot be made head of a globex site (ids are per tenant: take one globex does not have)
    const globexIds = new Set(db.list<DemoUser>(globex, 'users').map((u) => u.id));
    const acmeHead = db.list<DemoUser>(tenant('acme'), 'users').find((u) => u.status === 'Active' && !globexIds.has(u.id))!;
    const refused = await call('POST', '/sites', aSite(acmeHead.id));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: ['Head of safety must be an active user'] });
    // the same name as an acme site is free in globex
    expect((await call('POST', '/sites', { ...aSite(owner.id), name: 'Northfield Plant' })).status).toBe(201);
    expect(sitesOf('globex').map((s) => s.name)).toContain('Northfield Plant');
    expect(sitesOf('acme').find((s) => s.id === acmeSite.id)!.name).toBe('Northfield Plant');
    expect(sitesOf('acme')).toHaveLength(4);
  });
});
