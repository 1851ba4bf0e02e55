import { securedClient } from '@/lib/api/clients';
import { todayIso } from '@/lib/forms/dates';
import { globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermitForm, DemoSite } from '@/mocks/db/types';
import type { DemoAction } from '@/mocks/db/seed/actions';
import type { DemoObservation } from '@/mocks/db/seed/observations';
import { reportMatrix, toCsv, type ExportLabels, type ReportAnswer, type ReportRow } from '../model/report';
import type { ReportRecordRow, ReportResponse } from '../api/reports-api';

const acme = () => db.tenant('acme')!;
const get = async (kind: string, params: Record<string, string> = {}) => (await securedClient.get<ReportResponse>(`/reports/${kind}`, { params })).data;
const rowOf = (a: ReportAnswer, key: string): ReportRow => a.rows.find((r) => r.key === key)!;
const cell = (a: ReportAnswer, row: string, column: string) => rowOf(a, row).cells[a.columns.findIndex((c) => c.key === column)];
const total = (a: ReportAnswer, column: string) => a.totals[a.columns.findIndex((c) => c.key === column)];
const labels: ExportLabels = { rowHeader: 'Row', column: (c) => c.key, row: (r) => r.label ?? r.label_key ?? '', total: 'Total' };
const csvOf = (a: ReportAnswer) => toCsv(reportMatrix(a, labels));
const now = () => new Date().toISOString();

describe('demo backend: reports', () => {
  it('site-wise observations follow the records: a new observation moves its site row, the totals, the drill-down and the export', async () => {
    await signIn('admin@acme.test');
    const before = await get('observations');
    expect(before.range).toEqual({ from: `${todayIso().slice(0, 8)}01`, to: todayIso() });
    const site = db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;
    const key = `site-${site.id}`;
    const template = structuredClone(db.list<DemoObservation>(acme(), 'observations')[0]);
    const added: DemoObservation = { ...template, id: db.newId(acme()), number: 'OBS-9999', site_id: site.id, type: 'near_miss', risk_level: 'critical', status: 'open', due_date: '2000-01-01', created_at: now(), observed_at: now() };
    db.commit(acme(), 'observations', 'create', added);

    const after = await get('observations');
    expect(cell(after, key, 'total').value).toBe(cell(before, key, 'total').value! + 1);
    expect(cell(after, key, 'type_near_miss').ids).toContain(added.id);
    expect(cell(after, key, 'high_risk').ids).toContain(added.id);
    expect(cell(after, key, 'overdue').ids).toContain(added.id);
    expect(total(after, 'total').value).toBe(total(before, 'total').value! + 1);
    // the totals are the rows added up
    expect(total(after, 'total').value).toBe(after.rows.reduce((n, r) => n + r.cells[0].value!, 0));
    expect(csvOf(after)).not.toBe(csvOf(before));
    expect(csvOf(after)).toContain(`${site.name},${cell(after, key, 'total').value}`);

    const records = (await securedClient.get<{ records: ReportRecordRow[] }>('/reports/records', { params: { module: 'observations', ids: cell(after, key, 'overdue').ids.join(',') } })).data.records;
    expect(records.find((r) => r.id === added.id)).toMatchObject({ number: 'OBS-9999', site_name: site.name, status: 'overdue' });

    // the site filter keeps that site's row only; an event-date report of last month does not count it
    const one = await get('observations', { site_id: String(site.id) });
    expect(one.rows.map((r) => r.key)).toEqual([key]);
    const lastMonth = await get('observations', { period: 'last_month', date_type: 'event_date' });
    expect(lastMonth.rows.flatMap((r) => r.cells[0].ids)).not.toContain(added.id);
  });

  it('control-wise actions: a completed action moves from open to completed on time; the lower-order share is given', async () => {
    await signIn('admin@acme.test');
    const action = db.list<DemoAction>(acme(), 'actions').find((a) => a.status === 'open' && a.control_type === 'engineering')!;
    const fresh: DemoAction = { ...action, id: db.newId(acme()), number: 'ACT-9999', created_at: now(), due_date: '2999-12-31' };
    db.commit(acme(), 'actions', 'create', fresh);
    const before = await get('action_controls');
    expect(cell(before, 'control-engineering', 'status_open').ids).toContain(fresh.id);
    expect(before.rows.slice(0, 5).map((r) => r.key)).toEqual(['control-elimination', 'control-substitution', 'control-engineering', 'control-administrative', 'control-ppe']);
    expect(before.notes.find((n) => n.key === 'lowerOrder')).toBeTruthy();

    db.commit(acme(), 'actions', 'update', { ...fresh, status: 'completed', completed_at: now() });
    const after = await get('action_controls');
    expect(cell(after, 'control-engineering', 'status_open').ids).not.toContain(fresh.id);
    expect(cell(after, 'control-engineering', 'status_completed').ids).toContain(fresh.id);
    expect(cell(after, 'control-engineering', 'actions_on_time').ids).toContain(fresh.id);
    expect(csvOf(after)).not.toBe(csvOf(before));
    // shares add up to 100 % (rounded)
    const shares = after.rows.map((r) => cell(after, r.key, 'share_of_all').value ?? 0);
    expect(Math.abs(shares.reduce((a, b) => a + b, 0) - 100)).toBeLessThan(1);
  });

  it('user-wise, category-wise and division reports count the same records from other angles', async () => {
    await signIn('admin@acme.test');
    const range = { period: 'last_12_months' };
    const users = await get('users', range);
    const obs = await get('observations', range);
    // every non-anonymous observation of the period is credited to one person
    const anonymous = Number(users.notes.find((n) => n.key === 'anonymous')?.values?.count ?? 0);
    expect(total(users, 'observations_reported').value! + anonymous).toBeGreaterThanOrEqual(total(obs, 'total').value!);
    const categories = await get('categories', { ...range, module: 'actions' });
    expect(categories.module).toBe('actions');
    const controls = await get('action_controls', range);
    expect(total(categories, 'total').value).toBe(total(controls, 'total').value);
    const divisions = await get('divisions', { ...range, module: 'incidents' });
    expect(divisions.columns.map((c) => c.key)).toEqual(['total', 'open', 'overdue', 'closed', 'closed_share']);
    expect(divisions.notes.map((n) => n.key)).toContain('divisionOnly');
    // a site row counts its divisions and its "no division" row
    const site = divisions.rows.find((r) => r.depth === 0)!;
    const children = divisions.rows.slice(divisions.rows.indexOf(site) + 1).filter((r, i, all) => r.depth > 0 && all.slice(0, i).every((x) => x.depth > 0));
    expect(children.reduce((n, r) => n + r.cells[0].value!, 0)).toBe(site.cells[0].value);
  });

  it('permit templates: every template listed, permits counted by template and status, an empty permits collection tolerated', async () => {
    await signIn('admin@acme.test');
    const forms = db.list<DemoPermitForm>(acme(), 'permit_forms');
    const saved = acme().collections.permits;
    delete acme().collections.permits;
    const empty = await get('permit_templates');
    expect(empty.rows.length).toBe(forms.length);
    expect(total(empty, 'total').value).toBe(0);
    expect(empty.notes[0]).toMatchObject({ key: 'templates', values: { count: forms.length } });

    const form = forms[0];
    const at = now();
    acme().collections.permits = [
      { id: db.newId(acme()), number: 'PTW-9001', title: 'Hot work at the tank', permit_form_id: form.id, status: 'requested', start_at: at, end_at: at, created_at: at, location: { site_id: null } },
      { id: db.newId(acme()), number: 'PTW-9002', title: 'Roof access', permit_form_id: form.id, status: 'active', start_at: at, end_at: '2999-01-01T00:00:00.000Z', created_at: at },
      { id: db.newId(acme()), number: 'PTW-9003', title: 'Gone template', permit_form_id: 987654, status: 'closed', start_at: at, created_at: at },
    ];
    try {
      const report = await get('permit_templates');
      expect(cell(report, `template-${form.id}`, 'total').value).toBe(2);
      expect(cell(report, `template-${form.id}`, 'requested').value).toBe(1);
      expect(cell(report, `template-${form.id}`, 'issued').value).toBe(1);
      expect(cell(report, 'template-unknown', 'closed').value).toBe(1);
      expect(csvOf(report)).not.toBe(csvOf(empty));
      const listed = (await securedClient.get<{ records: ReportRecordRow[] }>('/reports/records', { params: { module: 'permits', ids: cell(report, `template-${form.id}`, 'total').ids.join(',') } })).data.records;
      expect(listed.map((r) => r.number).sort()).toEqual(['PTW-9001', 'PTW-9002']);
    } finally {
      if (saved) acme().collections.permits = saved;
      else delete acme().collections.permits;
    }
  });

  it('answers 403 to anyone but the organisation admin', async () => {
    const hod = await rawCallsAs('hod@acme.test');
    for (const kind of ['observations', 'divisions', 'users', 'categories', 'permit_templates', 'action_controls']) expect((await hod('GET', `/reports/${kind}`)).status).toBe(403);
    expect((await hod('GET', '/reports/records?module=observations&ids=1')).status).toBe(403);
    const admin = await rawCallsAs('admin@acme.test');
    expect((await admin('GET', '/reports/observations')).status).toBe(200);
  });

  it('keeps tenants apart: another tenant’s admin sees only their own records and finds none of ours', async () => {
    // an acme observation with an id globex cannot have
    const template = structuredClone(db.list<DemoObservation>(acme(), 'observations')[0]);
    const ours: DemoObservation = { ...template, id: 9_000_001, number: 'OBS-ACME-ONLY', created_at: now(), observed_at: now() };
    db.commit(acme(), 'observations', 'create', ours);

    const owner = await globexOwnerCalls();
    const globexRows = db.list<DemoObservation>(db.tenant('globex')!, 'observations');
    const globexObs = new Set(globexRows.map((o) => o.id));
    const report = (await (await owner('GET', '/reports/observations?period=last_12_months')).json()) as ReportResponse;
    const ids = report.rows.flatMap((r) => r.cells.flatMap((c) => c.ids));
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(ours.id);
    for (const id of ids) expect(globexObs.has(id)).toBe(true);
    const globexSites = new Set(db.list<DemoSite>(db.tenant('globex')!, 'sites').map((s) => s.id));
    for (const s of report.sites) expect(globexSites.has(s.id)).toBe(true);

    // asked for acme's ids, globex gets its own rows of those ids (if any), never acme's
    const asked = [ours.id, ...db.list<DemoObservation>(acme(), 'observations').slice(0, 20).map((o) => o.id)];
    const answered = (await (await owner('GET', `/reports/records?module=observations&ids=${asked.join(',')}`)).json()) as { records: ReportRecordRow[] };
    expect(answered.records.map((r) => r.number)).not.toContain('OBS-ACME-ONLY');
    for (const r of answered.records) expect(globexRows.find((o) => o.id === r.id)?.number).toBe(r.number);
  });
});
