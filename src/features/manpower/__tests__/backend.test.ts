import { securedClient } from '@/lib/api/clients';
import { failure, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoManpower, DemoSite, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { env } from '@/config/env';
import { apiKeyFor } from '@/lib/api/api-key';
import type { ManpowerYear } from '../model';

const tenant = (key: string) => db.tenant(key)!;
const rowsOf = (key: string) => db.list<DemoManpower>(tenant(key), 'manpower');
const HOUR = 3_600_000;

/** fetch with a fresh token of `email` in tenant `key` (the secured client would treat a 403 as a session problem) */
async function rawCalls(key: string, email: string) {
  const t = tenant(key);
  const user = db.list<DemoUser>(t, 'users').find((u) => u.email === email)!;
  const token = { id: db.newId(t), access_token: `${key}-manpower-${user.id}`, refresh_token: 'r', csrf_token: 'c', user_id: user.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
  db.list<DemoToken>(t, 'tokens').push(token);
  const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor(key), 'Content-Type': 'application/json' };
  return (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
}

const siteOf = (key: string, name: string) => db.list<DemoSite>(tenant(key), 'sites').find((s) => s.name === name)!;

describe('demo backend: manpower', () => {
  it('seeds twelve months of manpower for every seeded site, some left at the default', async () => {
    await signIn('admin@acme.test');
    const sites = db.list<DemoSite>(tenant('acme'), 'sites');
    const rows = rowsOf('acme');
    expect(rows.length).toBeGreaterThan(sites.length * 6);
    expect(rows.length).toBeLessThan(sites.length * 12);
    for (const r of rows) expect(Number.isInteger(r.manpower) && (r.manpower ?? -1) >= 0).toBe(true);
    const year = rows[0].year;
    const answer = (await securedClient.get<ManpowerYear>('/manpower', { params: { year } })).data;
    expect(answer).toMatchObject({ year, default_manpower: 100, man_hours_per_person: 8 });
    expect(answer.sites.map((s) => s.site_name)).toEqual(['Eastgate R&D Centre', 'Harbour Assembly', 'Northfield Plant', 'Riverside Warehouse']);
    for (const s of answer.sites) expect(s.months).toHaveLength(12);
  });

  it('saves a month through db.commit, clears one back to the default, and answers the stored year', async () => {
    await signIn('admin@acme.test');
    const northfield = siteOf('acme', 'Northfield Plant');
    const seen: string[] = [];
    const off = db.subscribe((c) => seen.push(`${c.collection}:${c.verb}`));
    const saved = (await securedClient.put<ManpowerYear>('/manpower', { year: 2030, entries: [{ site_id: northfield.id, month: 3, manpower: 240 }] })).data;
    expect(saved.sites.find((s) => s.site_id === northfield.id)!.months).toEqual([null, null, 240, null, null, null, null, null, null, null, null, null]);
    const cleared = (await securedClient.put<ManpowerYear>('/manpower', { year: 2030, entries: [{ site_id: northfield.id, month: 3, manpower: null }] })).data;
    expect(cleared.sites.find((s) => s.site_id === northfield.id)!.months[2]).toBeNull();
    off();
    expect(seen).toEqual(['manpower:create', 'manpower:remove']);
  });

  it('answers 422 per cell with the schema’s messages and the server-only rule, saving nothing', async () => {
    await signIn('admin@acme.test');
    const northfield = siteOf('acme', 'Northfield Plant');
    const before = rowsOf('acme').length;
    const refused = await failure(
      securedClient.put('/manpower', { year: 2030, entries: [{ site_id: northfield.id, month: 1, manpower: 10 }, { site_id: northfield.id, month: 2, manpower: -4 }, { site_id: 999999, month: 3, manpower: 5 }] }),
    );
    expect(refused.status).toBe(422);
    expect(refused.data).toEqual({
      errors: ['Manpower must be 0 or more', 'Site must be an active site of the organisation'],
      cells: [
        { site_id: northfield.id, month: 2, errors: ['Manpower must be 0 or more'] },
        { site_id: 999999, month: 3, errors: ['Site must be an active site of the organisation'] },
      ],
    });
    expect(rowsOf('acme').length).toBe(before);
    expect((await failure(securedClient.get('/manpower', { params: { year: 1800 } }))).status).toBe(422);
  });

  it('is for the organisation admin only (403)', async () => {
    const hod = await rawCalls('acme', 'hod@acme.test');
    expect((await hod('GET', '/manpower?year=2026')).status).toBe(403);
    expect((await hod('PUT', '/manpower', { year: 2026, entries: [] })).status).toBe(403);
  });

  it('keeps tenants apart: another tenant’s site cannot be written and is never listed', async () => {
    const globex = tenant('globex');
    const globexSiteIds = new Set(db.list<DemoSite>(globex, 'sites').map((s) => s.id));
    // ids are per tenant: take an acme site id globex does not have
    const acmeSite = db.list<DemoSite>(tenant('acme'), 'sites').find((s) => !globexSiteIds.has(s.id))!;
    const call = await rawCalls('globex', 'owner@globex.test');
    const list = (await (await call('GET', '/manpower?year=2030')).json()) as ManpowerYear;
    expect(list.sites.map((s) => s.site_name)).toEqual(['Central Depot']);
    const refused = await call('PUT', '/manpower', { year: 2030, entries: [{ site_id: acmeSite.id, month: 1, manpower: 7 }] });
    expect(refused.status).toBe(422);
    expect(rowsOf('acme').some((r) => r.year === 2030)).toBe(false);
    const mine = (await (await call('PUT', '/manpower', { year: 2030, entries: [{ site_id: list.sites[0].site_id, month: 1, manpower: 7 }] })).json()) as ManpowerYear;
    expect(mine.sites[0].months[0]).toBe(7);
    expect(rowsOf('acme').some((r) => r.year === 2030)).toBe(false);
    expect(rowsOf('globex').filter((r) => r.year === 2030)).toHaveLength(1);
  });
});
