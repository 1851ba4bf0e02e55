import { securedClient } from '@/lib/api/clients';
import { todayIso } from '@/lib/forms/dates';
import { failure, globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoAudit, DemoHiraRecord, DemoSite, DemoUser } from '@/mocks/db/types';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import type { DashboardAnswer, Figure } from '@/features/dashboard/public';
import { STATISTICS_SERVER_MESSAGES } from '../schemas/rule-messages';
import type { StatisticsAnswer } from '../model';

const acme = () => db.tenant('acme')!;
const today = todayIso();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const stats = async (params: Record<string, string | number>) => (await securedClient.get<StatisticsAnswer>('/statistics', { params })).data;
const row = (a: StatisticsAnswer, key: string) => a.sections.flatMap((s) => s.rows).find((r) => r.key === key)!;
const col = (a: StatisticsAnswer, key: string) => a.columns.findIndex((c) => c.key === key);
const dash = async (endpoint: string, params: Record<string, string> = {}) => (await securedClient.get<DashboardAnswer>(`/dashboards/${endpoint}`, { params })).data;
const figure = (a: DashboardAnswer, key: string): Figure => a.sections.flatMap((s) => s.figures).find((f) => f.key === key)!;
const site = () => db.list<DemoSite>(acme(), 'sites').find((s) => s.status === 'active')!;

function addLostTimeIncident(siteId: number): DemoIncident {
  const template = db.list<DemoIncident>(acme(), 'incidents')[0];
  const at = `${today}T00:00:00.000Z`;
  const added: DemoIncident = {
    ...structuredClone(template),
    id: db.newId(acme()),
    number: 'INC-STAT-1',
    site_id: siteId,
    type: 'injury',
    occurred_at: at,
    created_at: at,
    has_victims: true,
    victims: [{ ...template.victims[0], id: db.newId(acme()), type: 'employee', treatment: 'lost_time', return_to_work_date: null }],
  };
  return db.commit(acme(), 'incidents', 'create', added);
}

describe('demo backend: statistics', () => {
  it('settings: SPEC §9 defaults; only the admin saves them, through the form schema (422); the table follows them', async () => {
    await signIn('admin@acme.test');
    const first = (await securedClient.get('/statistics/settings')).data;
    expect(first.settings).toEqual({ fin_year_type: 'jan_dec', frequency_type: 'monthly', all_sites: true, site_id: null });
    expect(first.can_edit).toBe(true);

    const bad = await failure(securedClient.put('/statistics/settings', { fin_year_type: 'jul_jun', frequency_type: 'monthly', all_sites: false, site_id: null }));
    expect(bad.status).toBe(422);
    expect((bad.data as { errors: string[] }).errors).toEqual([STATISTICS_SERVER_MESSAGES['validation.finYearInvalid'], STATISTICS_SERVER_MESSAGES['validation.siteRequired']]);

    const monthly = await stats({ module: 'observations' });
    expect(monthly.columns.map((c) => c.key)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'total']);
    await securedClient.put('/statistics/settings', { fin_year_type: 'apr_mar', frequency_type: 'yearly', all_sites: false, site_id: site().id });
    const yearly = await stats({ module: 'observations' });
    expect(yearly).toMatchObject({ frequency_type: 'yearly', fin_year_type: 'apr_mar', site_id: site().id });
    expect(yearly.columns).toHaveLength(6);
    await securedClient.put('/statistics/settings', { fin_year_type: 'jan_dec', frequency_type: 'monthly', all_sites: true, site_id: null });

    const call = await rawCallsAs('supervisor@acme.test');
    expect((await call('PUT', '/statistics/settings', { fin_year_type: 'jan_dec', frequency_type: 'yearly', all_sites: true })).status).toBe(403);
    expect((await (await call('GET', '/statistics/settings')).json()).can_edit).toBe(false);
  });

  it('a new lost-time injury moves the month, the total and the LTIFR; a site target shows the gap there and on the dashboard', async () => {
    await signIn('admin@acme.test');
    const s = site();
    const before = await stats({ module: 'incidents', year, site_id: s.id });
    const m = col(before, `m${month}`);
    const total = col(before, 'total');
    const added = addLostTimeIncident(s.id);
    const after = await stats({ module: 'incidents', year, site_id: s.id });
    expect(row(after, 'incidents_total').cells[m].value).toBe(row(before, 'incidents_total').cells[m].value! + 1);
    expect(row(after, 'incidents_total').cells[total].value).toBe(row(before, 'incidents_total').cells[total].value! + 1);
    expect(row(after, 'lost_time_injuries').cells[m].ids).toContain(added.id);
    const ltifr = row(after, 'ltifr').cells[m];
    expect(ltifr.value).toBeGreaterThan(row(before, 'ltifr').cells[m].value ?? 0);
    expect(ltifr.target).toBeUndefined();

    // the target: saved by the admin, read back, then on every rate of that site and year
    const saved = (await securedClient.put('/statistics/targets', { site_id: s.id, year, ltifr: 0.5, trir: '', dart: 1, max_incidents: 0 })).data;
    expect(saved.targets.find((t: { site_id: number }) => t.site_id === s.id)).toMatchObject({ ltifr: 0.5, trir: null, dart: 1, max_incidents: 0, editable: true });
    const withTarget = await stats({ module: 'incidents', year, site_id: s.id });
    const cell = row(withTarget, 'ltifr').cells[m];
    expect(cell.target).toEqual({ target: 0.5, gap: Math.round((cell.value! - 0.5) * 100) / 100, met: false });
    expect(row(withTarget, 'trir').cells[m].target).toBeUndefined();
    expect(row(withTarget, 'incidents_total').cells[m].target).toMatchObject({ target: 0, met: false });
    // all sites: no target (targets are per site)
    expect(row(await stats({ module: 'incidents', year, site_id: 0 }), 'ltifr').cells[m].target).toBeUndefined();

    const board = await dash('lagging_indicators', { site_id: String(s.id) });
    expect(figure(board, 'ltifr').target).toMatchObject({ target: 0.5, met: false });
    expect(figure(await dash('lagging_indicators'), 'ltifr').target).toBeUndefined();

    const bad = await failure(securedClient.put('/statistics/targets', { site_id: s.id, year, ltifr: -1, trir: 'x', dart: 1, max_incidents: 1.5 }));
    expect(bad.status).toBe(422);
    expect((bad.data as { errors: string[] }).errors).toEqual([STATISTICS_SERVER_MESSAGES['validation.rateInvalid'], STATISTICS_SERVER_MESSAGES['validation.incidentsInvalid']]);
  });

  it('the head of a site sets that site’s targets only; others get 403; another tenant sees none of them', async () => {
    await signIn('admin@acme.test');
    const [a, b] = db.list<DemoSite>(acme(), 'sites').filter((s) => s.status === 'active');
    const hod = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'hod@acme.test')!;
    db.commit(acme(), 'sites', 'update', { ...a, head_of_site_id: hod.id });
    const call = await rawCallsAs('hod@acme.test');
    const ok = await call('PUT', '/statistics/targets', { site_id: a.id, year, ltifr: 2, trir: 3, dart: null, max_incidents: null });
    expect(ok.status).toBe(200);
    expect((await ok.json()).targets.find((t: { site_id: number }) => t.site_id === b.id).editable).toBe(b.head_of_site_id === hod.id);
    if (b.head_of_site_id !== hod.id) expect((await call('PUT', '/statistics/targets', { site_id: b.id, year, ltifr: 2 })).status).toBe(403);
    const other = await rawCallsAs('supervisor@acme.test');
    expect((await other('PUT', '/statistics/targets', { site_id: a.id, year, ltifr: 1 })).status).toBe(403);

    const globex = await globexOwnerCalls();
    const theirs = await (await globex('GET', `/statistics/targets?year=${year}`)).json();
    expect(theirs.targets.every((t: { ltifr: number | null }) => t.ltifr === null)).toBe(true);
  });

  it('audits and HIRA: the statistics and the dashboard tabs follow the records; 403 without the read permission', async () => {
    await signIn('admin@acme.test');
    const beforeAud = await dash('audit_summaries', { period: 'last_12_months' });
    const audit = db.list<DemoAudit>(acme(), 'audits').find((x) => x.status === 'scheduled' && x.created_at.slice(0, 10) <= today && x.due_date >= today) ?? db.list<DemoAudit>(acme(), 'audits').find((x) => x.status === 'scheduled')!;
    const due = `${today.slice(0, 8)}01`;
    db.commit(acme(), 'audits', 'update', { ...audit, status: 'approved', percent: 100, created_at: `${due}T00:00:00.000Z`, due_date: due, key_findings: [{ id: 'k', text: 'Guard missing', severity: 'high', question_id: null }] });
    const afterAud = await dash('audit_summaries', { period: 'last_12_months' });
    expect(figure(afterAud, 'audits_completed').ids).toContain(audit.id);
    expect(figure(beforeAud, 'findings_high').ids).not.toContain(audit.id);
    expect(figure(afterAud, 'findings_high').ids).toContain(audit.id);
    expect(figure(afterAud, 'findings_high').value).toBeGreaterThan(figure(beforeAud, 'findings_high').value!);
    const records = (await securedClient.get('/dashboards/records', { params: { module: 'audits', ids: String(audit.id) } })).data.records;
    expect(records).toEqual([expect.objectContaining({ id: audit.id, number: audit.number, status: 'approved' })]);
    const st = await stats({ module: 'audits', year });
    expect(row(st, 'audits_completed').cells[col(st, `m${month}`)].ids).toContain(audit.id);

    const beforeHira = await dash('hira_summaries');
    const risk = db.list<DemoHiraRecord>(acme(), 'hira_records').find((r) => r.status === 'draft')!;
    db.commit(acme(), 'hira_records', 'update', { ...risk, status: 'waiting_for_approval' });
    const afterHira = await dash('hira_summaries');
    expect(figure(afterHira, 'hira_waiting').value).toBe(figure(beforeHira, 'hira_waiting').value! + 1);
    expect(figure(afterHira, 'hira_waiting').ids).toContain(risk.id);
    const hiraRecords = (await securedClient.get('/dashboards/records', { params: { module: 'hira', ids: String(risk.id) } })).data.records;
    expect(hiraRecords[0]).toMatchObject({ id: risk.id, description: risk.title, status: 'waiting_for_approval' });

    const contractor = await rawCallsAs('contractor@acme.test');
    expect((await contractor('GET', '/statistics?module=audits')).status).toBe(403);
    expect((await contractor('GET', '/dashboards/audit_summaries')).status).toBe(403);
    expect((await contractor('GET', '/dashboards/hira_summaries')).status).toBe(403);
  });
});
