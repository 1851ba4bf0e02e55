import { db } from '@/mocks/db/db';
import type { DemoPermitFormVersion, DemoUser } from '@/mocks/db/types';
import { permitsOf } from '@/mocks/handlers/permits/serialize';
import { globexOwnerCalls, rawCallsAs } from '@/testing/backend';
import type { PermitListResponse } from '../model/types';
import { PERMIT_DASHBOARD_KINDS, PERMIT_KPIS, permitsLink, type PermitCountsAnswer, type PermitReport } from '../model/views';

const acme = () => db.tenant('acme')!;
const permits = () => permitsOf(acme());
const drafts = (body: PermitCountsAnswer) => body.items.find((i) => i.key === 'draft')!.count;
const userId = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!.id;

describe('permit views demo endpoints', () => {
  it('refuses every view endpoint without Permit read (403)', async () => {
    const call = await rawCallsAs('noaccess@acme.test');
    const paths = [...PERMIT_DASHBOARD_KINDS.map((k) => `/dashboard_data/${k}`), `/permits_data/${permits()[0].id}/permit_report`, '/permits_data/options', '/permits_data/map_plan/1'];
    for (const path of paths) expect({ path, status: (await call('GET', path)).status }).toEqual({ path, status: 403 });
  });

  it('counts agree with the /permits list each count drills down to', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const get = async <T>(path: string) => (await (await call('GET', path)).json()) as T;
    // the register's query of a link: `view` (board or list) is the page's own, the register does not send it
    const listTotal = async (link: string) => {
      const query = new URLSearchParams(link.split('?')[1] ?? '');
      query.delete('view');
      query.set('per_page', '1');
      return (await get<PermitListResponse>(`/permits?${query}`)).total_count;
    };
    const status = await get<PermitCountsAnswer>('/dashboard_data/permit_status');
    const all = await get<PermitListResponse>('/permits?per_page=1');
    expect(status.total).toBe(all.total_count);
    expect(status.items.reduce((s, i) => s + i.count, 0)).toBe(status.total);
    for (const item of status.items.filter((i) => i.count > 0)) expect({ key: item.key, n: await listTotal(permitsLink(item.filter)) }).toEqual({ key: item.key, n: item.count });

    const kpi = await get<PermitCountsAnswer>('/dashboard_data/permit_kpi');
    expect(kpi.items.map((i) => i.key)).toEqual([...PERMIT_KPIS]);
    for (const item of kpi.items.filter((i) => Object.keys(i.filter).length > 0)) expect({ key: item.key, n: await listTotal(permitsLink(item.filter)) }).toEqual({ key: item.key, n: item.count });
    expect(kpi.items.find((i) => i.key === 'clashing')!.count).toBeGreaterThanOrEqual(2);
    expect(kpi.items.find((i) => i.key === 'overdue')!.count).toBeGreaterThan(0);

    const sites = await get<PermitCountsAnswer>('/dashboard_data/permit_location');
    expect(sites.items.reduce((s, i) => s + i.count, 0)).toBe(status.total);
    const first = sites.items[0];
    expect(await listTotal(permitsLink(first.filter))).toBe(first.count);
    const bySite = await get<PermitCountsAnswer>(`/dashboard_data/permit_template?site_id=${first.key}`);
    expect(bySite.total).toBe(first.count);
    expect(bySite.items.reduce((s, i) => s + i.count, 0)).toBe(first.count);
  });

  it('filters by a date window and refuses an inverted one', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const today = new Date().toISOString().slice(0, 10);
    const windowed = (await (await call('GET', `/dashboard_data/permit_status?from=${today}&to=${today}`)).json()) as PermitCountsAnswer;
    const list = (await (await call('GET', `/permits?from=${today}&to=${today}&per_page=1`)).json()) as PermitListResponse;
    expect(windowed.total).toBe(list.total_count);
    expect(windowed.filters).toEqual({ from: today, to: today, site_id: null });
    expect((await call('GET', '/dashboard_data/permit_kpi?from=2026-05-02&to=2026-05-01')).status).toBe(422);
  });

  it('counts only the drafts the user may see', async () => {
    const admin = await rawCallsAs('admin@acme.test');
    const hod = await rawCallsAs('hod@acme.test');
    const a = (await (await admin('GET', '/dashboard_data/permit_status')).json()) as PermitCountsAnswer;
    const h = (await (await hod('GET', '/dashboard_data/permit_status')).json()) as PermitCountsAnswer;
    const seen = (id: number) => permits().filter((p) => p.status === 'draft' && (p.requestor_id === id || p.shared_to_id === id || p.shared_by_id === id)).length;
    expect(drafts(a)).toBe(seen(userId('admin@acme.test')));
    expect(drafts(h)).toBe(seen(userId('hod@acme.test')));
  });

  it('answers the report with the pinned version’s definition and names, hides others’ drafts and other tenants’ permits', async () => {
    const call = await rawCallsAs('admin@acme.test');
    const p = permits().find((x) => x.status === 'closed')!;
    const res = await call('GET', `/permits_data/${p.id}/permit_report`);
    expect(res.status).toBe(200);
    const report = (await res.json()) as PermitReport;
    expect(report.permit.number).toBe(p.number);
    expect(report.summary_path).toBe(`/permit/${p.id}/summary`);
    const version = db.find<DemoPermitFormVersion>(acme(), 'permit_form_versions', p.permit_form_version_id)!;
    expect(report.definition).toEqual(version.definition);
    expect(report.names.issuing_officers).toHaveLength(p.issuing_officer_ids.length);
    expect(report.permit.history.length).toBeGreaterThan(0);

    const adminId = userId('admin@acme.test');
    const othersDraft = permits().find((x) => x.status === 'draft' && x.requestor_id !== adminId && x.shared_to_id !== adminId && x.shared_by_id !== adminId);
    if (othersDraft) expect((await call('GET', `/permits_data/${othersDraft.id}/permit_report`)).status).toBe(404);
    expect((await call('GET', '/permits_data/999999/permit_report')).status).toBe(404);
    const globex = await globexOwnerCalls();
    expect((await globex('GET', `/permits_data/${p.id}/permit_report`)).status).toBe(404);
  });

  it('gives the map its plan and the filters their sites and templates (Permit read only)', async () => {
    const call = await rawCallsAs('contractor@acme.test');
    const options = (await (await call('GET', '/permits_data/options')).json()) as { sites: { id: number; has_plan: boolean }[]; templates: { id: number; name: string }[] };
    expect(options.sites.length).toBeGreaterThan(0);
    expect(options.templates.length).toBeGreaterThan(0);
    const site = options.sites.find((s) => s.has_plan)!;
    const plan = (await (await call('GET', `/permits_data/map_plan/${site.id}`)).json()) as { image: { data_url: string } | null; zones: unknown[] };
    expect(plan.image?.data_url).toMatch(/^data:image\//);
    expect(plan.zones.length).toBeGreaterThan(0);
    expect((await call('GET', '/permits_data/map_plan/999999')).status).toBe(404);
  });
});
