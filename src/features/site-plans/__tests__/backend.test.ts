import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoRole, DemoSite, DemoSitePlan, DemoToken, DemoUser } from '@/mocks/db/types';
import { SEED_PLAN_PNG } from '@/mocks/db/seed/site-plans';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';
import type { PlanImageData, SitePlan, SitePlanSummary } from '../model';

const HOUR = 3_600_000;
const tenant = (key: string) => db.tenant(key)!;
const siteOf = (key: string, name: string) => db.list<DemoSite>(tenant(key), 'sites').find((s) => s.name === name)!;
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const storedPlan = (siteId: number) => db.list<DemoSitePlan>(tenant('acme'), 'site_plans').find((p) => p.site_id === siteId)!;

async function rawCalls(email: string) {
  const store = await signIn(email);
  const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

/** a w × h PNG header (enough for the SPEC §5 checks and the size) */
function pngOf(width: number, height: number): string {
  const bytes = new Uint8Array(Buffer.from(SEED_PLAN_PNG.split(',')[1], 'base64'));
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
}

describe('demo backend: site plans', () => {
  it('lists every site with its plan counts and answers a seeded plan and its image', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Northfield Plant');
    const list = (await securedClient.get<{ site_plans: SitePlanSummary[] }>('/site_plans')).data.site_plans;
    expect(list.length).toBe(db.list<DemoSite>(tenant('acme'), 'sites').filter((s) => s.status !== 'deleted').length);
    expect(list.find((r) => r.site_id === site.id)).toMatchObject({ site_name: 'Northfield Plant', has_image: true, image_name: 'floor-plan.png' });
    const plan = (await securedClient.get<SitePlan>(`/sites/${site.id}/plan`)).data;
    expect(plan.image).toMatchObject({ width: 800, height: 560, type: 'image/png' });
    expect(plan.pins.length).toBeGreaterThanOrEqual(3);
    expect(plan.zones[0]).toMatchObject({ name: 'Boiler house', required_permits: ['hot_work', 'confined_space'] });
    expect((plan as unknown as Record<string, unknown>).data_url).toBeUndefined();
    const image = (await securedClient.get<PlanImageData>(`/sites/${site.id}/plan/image`)).data;
    expect(image.data_url).toBe(SEED_PLAN_PNG);
  });

  it('adds, moves, renames and deletes pins and zones through db.commit, with the schema’s 422s', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Northfield Plant');
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    const base = `/sites/${site.id}/plan`;
    const added = await securedClient.post<SitePlan & { pin_id: number }>(`${base}/pins`, { name: 'Gas store', kind: 'hazard', x: 100.26, y: 50 });
    expect(added.status).toBe(201);
    expect(added.data.pins.find((p) => p.id === added.data.pin_id)).toMatchObject({ name: 'Gas store', kind: 'hazard', x: 100.3, y: 50 });
    const pinId = added.data.pin_id;
    // the one schema: required name, unique whatever the case, on the image
    expect((await failure(securedClient.post(`${base}/pins`, { name: 'gas STORE ', kind: 'location', x: 1, y: 1 }))).data).toEqual({ errors: ['Name has already been taken on this plan'] });
    expect((await failure(securedClient.post(`${base}/pins`, { name: '', kind: 'bogus', x: 801, y: 1 }))).data).toEqual({ errors: ['Name is required', 'Kind is not included in the list', 'Coordinates must lie on the plan image'] });
    const moved = await securedClient.patch<SitePlan>(`${base}/pins/${pinId}`, { x: 700, y: 500 });
    expect(moved.data.pins.find((p) => p.id === pinId)).toMatchObject({ name: 'Gas store', x: 700, y: 500 });
    await securedClient.patch(`${base}/pins/${pinId}`, { name: 'Gas cage' });
    expect(storedPlan(site.id).pins.find((p) => p.id === pinId)!.name).toBe('Gas cage');

    const square = [
      { x: 400, y: 320 },
      { x: 500, y: 320 },
      { x: 500, y: 420 },
      { x: 400, y: 420 },
    ];
    const zone = await securedClient.post<SitePlan & { zone_id: number }>(`${base}/zones`, { name: 'Tank farm', points: square, required_permits: ['hot_work'] });
    expect(zone.status).toBe(201);
    expect((await failure(securedClient.post(`${base}/zones`, { name: 'Bow', points: [square[0], square[2], square[1], square[3]] }))).data).toEqual({ errors: ['The edges of a zone must not cross'] });
    expect((await failure(securedClient.post(`${base}/zones`, { name: 'Line', points: square.slice(0, 2), required_permits: ['flying'] }))).data).toEqual({ errors: ['A zone needs at least 3 points', 'Permit type is not included in the list'] });
    const patched = await securedClient.patch<SitePlan>(`${base}/zones/${zone.data.zone_id}`, { required_permits: ['electrical', 'electrical'] });
    expect(patched.data.zones.find((z) => z.id === zone.data.zone_id)).toMatchObject({ name: 'Tank farm', points: square, required_permits: ['electrical'] });

    await securedClient.delete(`${base}/pins/${pinId}`);
    await securedClient.delete(`${base}/zones/${zone.data.zone_id}`);
    expect(storedPlan(site.id).pins.some((p) => p.id === pinId)).toBe(false);
    expect(storedPlan(site.id).zones.some((z) => z.id === zone.data.zone_id)).toBe(false);
    expect((await failure(securedClient.delete(`${base}/pins/${pinId}`))).status).toBe(404);
    off();
    expect(seen.filter((s) => s.startsWith('site_plans:')).length).toBe(7);
  });

  it('checks an uploaded plan image as SPEC §5 says and keeps pins in place on a larger one', async () => {
    await signIn('admin@acme.test');
    const site = siteOf('acme', 'Riverside Warehouse');
    const url = `/sites/${site.id}/plan/image`;
    const before = storedPlan(site.id).pins[0];
    const up = await securedClient.put<SitePlan>(url, { image: { name: 'big.png', type: 'image/png', size: 10, data_url: pngOf(1600, 1120) } });
    expect(up.data.image).toMatchObject({ name: 'big.png', width: 1600, height: 1120 });
    expect(up.data.pins[0]).toMatchObject({ x: before.x * 2, y: before.y * 2 });
    expect((await securedClient.get<PlanImageData>(url)).data.data_url).toBe(pngOf(1600, 1120));
    // a PDF, a renamed executable, a mismatched header, no file at all
    const bad = async (image: unknown) => ((await failure(securedClient.put(url, { image }))).data as { errors: string[] }).errors[0];
    expect(await bad({ name: 'plan.pdf', type: 'application/pdf', size: 9, data_url: 'data:application/pdf;base64,JVBERi0xLjQK' })).toBe("File type 'application/pdf' not allowed (plan.pdf)");
    expect(await bad({ name: 'plan.png', type: 'image/png', size: 4, data_url: 'data:image/png;base64,TVqQAAMAAAAEAAAA' })).toBe('File content does not match PNG format (plan.png)');
    expect(await bad({ name: '../plan.png', type: 'image/png', size: 10, data_url: SEED_PLAN_PNG })).toBe('Suspicious filename pattern detected (../plan.png)');
    expect(await bad(undefined)).toBe('No file provided');
    expect(storedPlan(site.id).image).toMatchObject({ name: 'big.png' });
  });

  it('answers 403 by role: Site read sees plans, only Site update changes them', async () => {
    const site = siteOf('acme', 'Northfield Plant');
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', `/sites/${site.id}/plan`)).status).toBe(403);
    expect((await supervisor('GET', '/site_plans')).status).toBe(403);
    const reader = userOf('acme', 'permits@acme.test');
    const role = db.list<DemoRole>(tenant('acme'), 'roles').find((r) => r.name === 'Site Head')!;
    Object.assign(reader, { role_id: role.id, role_name: role.name });
    const siteHead = await rawCalls('permits@acme.test');
    expect((await siteHead('GET', `/sites/${site.id}/plan`)).status).toBe(200);
    expect((await siteHead('GET', `/sites/${site.id}/plan/image`)).status).toBe(200);
    const pin = storedPlan(site.id).pins[0];
    const zone = storedPlan(site.id).zones[0];
    expect((await siteHead('POST', `/sites/${site.id}/plan/pins`, { name: 'Nope', kind: 'location', x: 1, y: 1 })).status).toBe(403);
    expect((await siteHead('PATCH', `/sites/${site.id}/plan/pins/${pin.id}`, { name: 'Nope' })).status).toBe(403);
    expect((await siteHead('DELETE', `/sites/${site.id}/plan/zones/${zone.id}`)).status).toBe(403);
    expect((await siteHead('PUT', `/sites/${site.id}/plan/image`, { image: null })).status).toBe(403);
    expect(storedPlan(site.id).pins[0].name).toBe(pin.name);
  });

  it('keeps tenants apart and answers the SPEC §7 site calls', async () => {
    const globex = tenant('globex');
    const owner = userOf('globex', 'owner@globex.test');
    const token = { id: db.newId(globex), access_token: 'globex-plans-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const acme = siteOf('acme', 'Northfield Plant');
    const pin = storedPlan(acme.id).pins[0];
    expect((await call('GET', `/sites/${acme.id}/plan`)).status).toBe(404);
    expect((await call('GET', `/sites/${acme.id}/plan/image`)).status).toBe(404);
    expect((await call('PATCH', `/sites/${acme.id}/plan/pins/${pin.id}`, { name: 'Taken over' })).status).toBe(404);
    expect((await call('POST', `/sites/${acme.id}/plan/zones`, { name: 'Z', points: [] })).status).toBe(404);
    const own = (await (await call('GET', '/site_plans')).json()) as { site_plans: SitePlanSummary[] };
    expect(own.site_plans.map((r) => r.site_name)).toEqual(['Central Depot']);
    // SPEC §7: another organisation's site data is refused
    expect((await call('GET', `/organizations/${tenant('acme').organization!.id}/site_data`)).status).toBe(403);
    const data = (await (await call('GET', `/organizations/${globex.organization!.id}/site_data`)).json()) as { sites: { name: string; divisions: unknown[] }[] };
    expect(data.sites.map((s) => s.name)).toEqual(['Central Depot']);
    expect(data.sites[0].divisions.length).toBeGreaterThan(0);
    const names = (await (await call('GET', '/sites/site_full_name')).json()) as { site_full_names: { level: string; full_name: string }[] };
    expect(names.site_full_names[0]).toEqual(expect.objectContaining({ level: 'site', full_name: 'Central Depot' }));
    expect(names.site_full_names.some((r) => r.level === 'unit' && r.full_name.split(' › ').length === 4)).toBe(true);
    expect((await call('GET', `/sites/site_full_name?site_id=${acme.id}`)).status).toBe(404);
    const mine = (await (await call('GET', '/v3/sites/active_sites_of_user')).json()) as { sites: { name: string }[] };
    expect(mine.sites.map((s) => s.name)).toEqual(['Central Depot']);
    expect(storedPlan(acme.id).pins[0].name).toBe(pin.name);
  });

  it('answers the active sites of a user limited to some sites', async () => {
    const supervisor = userOf('acme', 'supervisor@acme.test');
    const site = siteOf('acme', 'Harbour Assembly');
    supervisor.site_ids = [site.id];
    const call = await rawCalls('supervisor@acme.test');
    const mine = (await (await call('GET', '/v3/sites/active_sites_of_user')).json()) as { sites: { id: number }[] };
    expect(mine.sites.map((s) => s.id)).toEqual([site.id]);
    // Site read is needed for the full names
    expect((await call('GET', '/sites/site_full_name')).status).toBe(403);
  });
});
