import { actingAs, db, type Row } from '@/mocks/db/db';
import type { DemoSite, DemoUser } from '@/mocks/db/types';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { callAs } from '@/features/onboarding/__tests__/call-as';
import type { ActivityListResponse } from '../model';

const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const sites = () => db.list<DemoSite>(acme(), 'sites');
const logs = (call: Awaited<ReturnType<typeof callAs>>, query = '') => call<ActivityListResponse & { errors?: string[] }>('GET', `/activity_logs${query}`);

describe('demo backend: activity log', () => {
  it('names the right actor for concurrent requests and records the changed fields', async () => {
    const admin = await callAs('acme', 'admin@acme.test');
    const hod = await callAs('acme', 'hod@acme.test');
    const [a, b] = sites();
    // a network delay makes the two requests interleave inside the demo backend
    setDemoSettingsOverride({ latencyMs: 30 });
    const answers = await Promise.all([
      admin('PATCH', `/sites/${a.id}`, { city: 'Admin City' }),
      hod('PATCH', `/sites/${b.id}`, { city: 'Hod City' }),
      admin('PATCH', `/sites/${b.id}`, { zip: 'AD 1' }),
      hod('PATCH', `/sites/${a.id}`, { zip: 'HO 2' }),
    ]);
    setDemoSettingsOverride({ latencyMs: 0 });
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { data } = await logs(admin, '?record_type=site');
    const byChange = Object.fromEntries(data.activity_logs.map((e) => [`${e.record_label}:${e.changes.map((c) => c.field).join(',')}`, e.actor_name]));
    expect(byChange).toEqual({
      [`${a.name}:city`]: 'Alice Admin',
      [`${b.name}:city`]: 'Hugo Dalton',
      [`${b.name}:zip`]: 'Alice Admin',
      [`${a.name}:zip`]: 'Hugo Dalton',
    });
    const cityChange = data.activity_logs.find((e) => e.record_id === a.id && e.changes[0].field === 'city')!;
    expect(cityChange).toMatchObject({ verb: 'update', actor_id: userOf('admin@acme.test').id, record_type: 'site', changes: [{ field: 'city', before: a.city, after: 'Admin City' }] });
  });

  it('logs permits, permit templates, site plans, audits and HIRA risks, readable by their subject\'s readers', async () => {
    const tenant = actingAs(acme(), { id: userOf('hod@acme.test').id, full_name: 'Hugo Dalton' });
    for (const [collection, type] of [['permits', 'permit'], ['permit_forms', 'permit_template'], ['site_plans', 'site_plan'], ['audits', 'audit'], ['hira_records', 'risk']] as const) {
      const row = db.list<Row>(tenant, collection)[0];
      expect(row, collection).toBeDefined();
      db.commit(tenant, collection, 'update', { ...row, title: `Logged ${type}`, name: `Logged ${type}` });
      const entry = db.list<Row & { record_type: string; record_label: string; actor_name: string }>(acme(), 'activity_logs').find((e) => e.record_type === type && e.record_id === row.id);
      expect(entry, type).toMatchObject({ record_label: `Logged ${type}`, actor_name: 'Hugo Dalton' });
    }
    // a Supervisor reads permits but not permit templates, audits' HIRA or sites: only the permit's entry is theirs
    const supervisor = await callAs('acme', 'supervisor@acme.test');
    const types = (await logs(supervisor)).data.activity_logs.map((e) => e.record_type);
    expect(types).toContain('permit');
    expect(types).not.toContain('permit_template');
    expect(types).not.toContain('risk');
  });

  it('logs tree nodes, creations and deletions; not tokens, counters or timestamps', async () => {
    const admin = await callAs('acme', 'admin@acme.test');
    const site = sites()[0];
    const added = await admin<{ node_id: number }>('POST', `/sites/${site.id}/divisions`, { name: 'Packing', parent_id: null, position: 0 });
    expect(added.status).toBe(201);
    await admin('PATCH', `/sites/${site.id}/divisions/${added.data.node_id}`, { name: 'Packing Hall' });
    await admin('DELETE', `/sites/${site.id}/divisions/${added.data.node_id}`);
    const { data } = await logs(admin, '?record_type=division');
    expect(data.activity_logs.map((e) => [e.verb, e.record_label, e.changes.map((c) => `${c.field}:${c.before}→${c.after}`).join()])).toEqual([
      ['delete', 'Packing Hall', ''],
      ['update', 'Packing Hall', 'name:Packing→Packing Hall'],
      ['create', 'Packing', 'name:null→Packing'],
    ]);
    expect(data.activity_logs.every((e) => e.site_id === site.id && e.actor_name === 'Alice Admin')).toBe(true);
    // the site row itself changed only in its tree and timestamp: no site entry
    expect((await logs(admin, '?record_type=site')).data.total_count).toBe(0);
    // a sign-in (tokens) leaves nothing
    await callAs('acme', 'hod@acme.test');
    expect((await logs(admin)).data.total_count).toBe(3);
  });

  it('filters by who, record type, date range and search, newest first, in pages; 422 on a malformed filter', async () => {
    const admin = await callAs('acme', 'admin@acme.test');
    const hod = await callAs('acme', 'hod@acme.test');
    const [a] = sites();
    for (let i = 1; i <= 22; i++) await admin('PATCH', `/sites/${a.id}`, { zip: `Z${i}` });
    await hod('PATCH', `/sites/${a.id}`, { city: 'Bradford' });
    const first = (await logs(admin)).data;
    expect(first).toMatchObject({ total_count: 23, page: 1, per_page: 20 });
    expect(first.activity_logs[0]).toMatchObject({ actor_name: 'Hugo Dalton', changes: [{ field: 'city', after: 'Bradford' }] });
    expect(first.activity_logs[1].changes[0]).toMatchObject({ field: 'zip', after: 'Z22' });
    expect((await logs(admin, '?page=2')).data.activity_logs).toHaveLength(3);
    expect((await logs(admin, `?actor_id=${userOf('hod@acme.test').id}`)).data.total_count).toBe(1);
    expect((await logs(admin, '?search=bradford')).data.total_count).toBe(1);
    expect((await logs(admin, '?record_type=user')).data.total_count).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await logs(admin, `?from=${today}&to=${today}`)).data.total_count).toBe(23);
    expect((await logs(admin, '?to=2000-01-01')).data.total_count).toBe(0);
    expect((await logs(admin, '?from=2026-05-02&to=2026-05-01')).data).toMatchObject({ errors: ['From date must be on or before the to date'] });
    expect((await logs(admin, '?record_type=rocket&from=yesterday')).status).toBe(422);
    const actors = (await admin<{ actors: { full_name: string }[] }>('GET', '/activity_logs/actors')).data.actors.map((x) => x.full_name);
    expect(actors).toEqual(expect.arrayContaining(['Alice Admin', 'Hugo Dalton']));
  });

  it('shows others only entries about what they may read; no access → 403; tenants are apart', async () => {
    const tenant = acme();
    const admin = userOf('admin@acme.test');
    const obs = db.list(tenant, 'observations')[0] as Row;
    db.commit(actingAs(tenant, { id: admin.id, full_name: admin.full_name }), 'observations', 'update', { ...obs, description: 'Changed for the log' });
    const call = await callAs('acme', 'admin@acme.test');
    await call('PATCH', `/sites/${sites()[0].id}`, { city: 'Hull' });
    expect((await logs(call)).data.total_count).toBe(2);
    // the supervisor reads observations, not sites
    const supervisor = await callAs('acme', 'supervisor@acme.test');
    const seen = (await logs(supervisor)).data.activity_logs;
    expect(seen.map((e) => [e.record_type, e.actor_name])).toEqual([['observation', 'Alice Admin']]);
    // a user with no permission at all
    expect((await logs(await callAs('acme', 'noaccess@acme.test'))).status).toBe(403);
    // globex's admin sees none of acme's entries
    expect((await logs(await callAs('globex', 'owner@globex.test'))).data.total_count).toBe(0);
  });
});
