import { securedClient } from '@/lib/api/clients';
import { failure, globexOwnerCalls, rawCallsAs, signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoAudit, DemoAuditSchedule, DemoAuditTemplate, DemoSite, DemoUser } from '@/mocks/db/types';
import type { DemoNotification } from '@/mocks/cable/payloads';
import { AUDIT_LIMIT_MESSAGE, TEMPLATE_LIMIT_MESSAGE, type AuditListResponse, type AuditSummaryInfo, type AuditSchedule, type AuditTemplate, type AuditWithDefinition } from '../model';
import type { AuditScore } from '../model/scoring';
import { allQuestions } from '../model/template';

const tenant = (key: string) => db.tenant(key)!;
const userOf = (key: string, email: string) => db.list<DemoUser>(tenant(key), 'users').find((u) => u.email === email)!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const rawCalls = rawCallsAs;

const globexCalls = globexOwnerCalls;

const fire = () => db.list<DemoAuditTemplate>(tenant('acme'), 'audit_templates').find((t) => t.name === 'Fire safety inspection')!;
const site = () => db.list<DemoSite>(tenant('acme'), 'sites').find((s) => s.status === 'active')!;

async function startFireAudit() {
  const body = { template_id: fire().id, site_id: site().id, auditor_id: userOf('acme', 'hod@acme.test').id, auditee_id: userOf('acme', 'supervisor@acme.test').id, due_date: '2026-01-15' };
  return (await securedClient.post<AuditWithDefinition>('/audits', body)).data;
}

describe('demo backend: audits', () => {
  it('seeds four published templates, schedules and a year of audits per organisation', async () => {
    await signIn('admin@acme.test');
    const templates = (await securedClient.get<{ audit_templates: AuditTemplate[] }>('/audit_templates')).data.audit_templates;
    expect(templates.map((t) => t.name)).toEqual(['Site safety walk', 'Fire safety inspection', 'PPE compliance', '5S workplace audit']);
    expect(templates.every((t) => t.version === 1 && !t.dirty)).toBe(true);
    const list = (await securedClient.get<AuditListResponse>('/audits')).data;
    expect(list.total_count).toBeGreaterThan(30);
    expect(list.counts.approved).toBeGreaterThan(10);
    expect(list.counts.scheduled).toBeGreaterThan(0);
    const approved = (await securedClient.get<AuditListResponse>('/audits', { params: { type: 'approved' } })).data;
    expect(approved.audits.every((a) => a.status === 'approved' && a.percent != null)).toBe(true);
    const schedules = (await securedClient.get<{ audit_schedules: AuditSchedule[] }>('/audit_schedules')).data.audit_schedules;
    expect(schedules).toHaveLength(4);
    expect(schedules[0]).toMatchObject({ state: 'active', template_name: 'Site safety walk' });
    expect(schedules.reduce((n, s) => n + s.done, 0)).toBeGreaterThan(20);
    expect(db.list<DemoAudit>(tenant('globex'), 'audits')).toBeDefined();
  });

  it('starts an audit pinned to the published version, scores it live, needs every answer and the photo to submit', async () => {
    await signIn('admin@acme.test');
    const audit = await startFireAudit();
    expect(audit).toMatchObject({ status: 'scheduled', template_version: 1, template_name: 'Fire safety inspection' });
    // a new working copy does not change the started audit
    const t = fire();
    await securedClient.patch(`/audit_templates/${t.id}`, { definition: { ...t.definition, sections: t.definition.sections.slice(0, 1) } });
    await securedClient.post(`/audit_templates/${t.id}/publish`);
    expect(fire().version).toBe(2);
    const sections = (await securedClient.get<{ sections: unknown[] }>(`/audits/${audit.id}/sections`)).data.sections;
    expect(sections).toHaveLength(2);

    const qs = allQuestions(audit.definition).map(({ question }) => question).filter((q) => !q.parent_id);
    const answers = Object.fromEntries(qs.map((q) => [q.id, { option_ids: [q.options[0].id] }]));
    const exits = qs[0];
    answers[exits.id] = { option_ids: [exits.options.find((o) => o.label === 'No')!.id] };
    const saved = (await securedClient.patch<AuditWithDefinition>(`/audits/${audit.id}`, { answers })).data;
    expect(saved.status).toBe('in_progress');
    const total = (await securedClient.get<AuditScore>(`/audits/${audit.id}/audit_total_summary`)).data;
    expect(total.passed).toBe(false);
    expect(total.fail_reasons).toContain('critical_failed');
    const bySection = (await securedClient.get<{ sections: AuditScore['sections'] }>(`/audits/${audit.id}/audit_section_wise_summary`)).data.sections;
    expect(bySection.map((s) => s.title)).toEqual(['Escape routes', 'Equipment']);

    const refused = await failure(securedClient.patch(`/audits/${audit.id}`, { answers, submit: true }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.data)).toContain('A photo is required');
    const big = { name: 'big.png', type: 'image/png', size: 2_000_000, data_url: PNG };
    const tooBig = await failure(securedClient.patch(`/audits/${audit.id}`, { answers: { ...answers, [exits.id]: { ...answers[exits.id], attachments: [big] } } }));
    expect(JSON.stringify(tooBig.data)).toContain('1MB');
    const photo = { name: 'exit.png', type: 'image/png', size: 70, data_url: PNG };
    const done = (await securedClient.patch<AuditWithDefinition>(`/audits/${audit.id}`, { answers: { ...answers, [exits.id]: { ...answers[exits.id], attachments: [photo], note: 'Pallets in front of the door' } }, key_findings: [{ id: '', text: 'East exit blocked', severity: 'high', question_id: exits.id }], submit: true })).data;
    expect(done).toMatchObject({ status: 'completed', passed: false, approval_kind: 'super_admin', approvers: [{ name: 'Alice Admin', approved_at: null }] });
    expect(db.find<DemoAudit>(tenant('acme'), 'audits', audit.id)?.round?.approver_ids).toEqual([userOf('acme', 'admin@acme.test').id]);
    expect(done.key_findings[0]).toMatchObject({ text: 'East exit blocked', severity: 'high' });
    // the auditee is told of the failing answer on a "notify" question (once, linking to the audit)
    const told = db.list<DemoNotification>(tenant('acme'), 'notifications').filter((n) => n.user_id === userOf('acme', 'supervisor@acme.test').id && n.kind === 'audit_finding');
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/audits/${audit.id}/summary` });
    expect(told[0].title).toContain('Fire exits are unlocked and unobstructed');
    expect((await failure(securedClient.patch(`/audits/${audit.id}`, { answers }))).status).toBe(422);

    expect(JSON.stringify((await failure(securedClient.patch(`/modify_audits/${audit.id}`, { decision: 'reject', reason: ' ' }))).data)).toContain('Reason is required');
    const rejected = (await securedClient.patch<AuditWithDefinition>(`/modify_audits/${audit.id}`, { decision: 'reject', reason: 'Add the fire door photo' })).data;
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Add the fire door photo', decided_by_name: 'Alice Admin' });
  });

  it('validates templates with the builder schema and publishes numbered versions', async () => {
    await signIn('admin@acme.test');
    const bad = await failure(securedClient.post('/audit_templates', { name: '', icon: 'pi-shield', definition: { scoring: true, sections: [] } }));
    expect(bad.status).toBe(422);
    expect(bad.data).toEqual({ errors: ['Name is required', 'A template needs at least one section'] });
    const def = { scoring: true, pass_mark: 80, sections: [{ id: 's1', title: 'Gate', questions: [{ id: 'q1', text: 'Gate closed?', response_type: 'options', options: [{ id: 'a', label: 'Yes', score: 1 }, { id: 'b', label: 'No', score: 0 }] }, { id: 'q2', text: 'Why?', response_type: 'text', options: [], parent_id: 'q1', show_if: ['zzz'] }] }] };
    expect(JSON.stringify((await failure(securedClient.post('/audit_templates', { name: 'Gate', icon: 'pi-shield', definition: def }))).data)).toContain('conditional question');
    def.sections[0].questions[1].show_if = ['b'];
    const created = (await securedClient.post<AuditTemplate>('/audit_templates', { name: 'Gate check', icon: 'pi-shield', description: '', definition: def })).data;
    expect(created).toMatchObject({ version: 0, dirty: true, question_count: 2 });
    const published = (await securedClient.post<AuditTemplate>(`/audit_templates/${created.id}/publish`)).data;
    expect(published).toMatchObject({ version: 1, dirty: false });
    expect(published.versions[0]).toMatchObject({ version: 1, name: 'Gate check' });
  });

  it('answers 403 by role and keeps tenants apart', async () => {
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('GET', '/audits')).status).toBe(403);
    expect((await supervisor('GET', '/audit_templates')).status).toBe(403);
    const hod = await rawCalls('hod@acme.test');
    expect((await hod('GET', '/audits')).status).toBe(200);
    const acmeAudit = db.list<DemoAudit>(tenant('acme'), 'audits')[0];
    const globex = await globexCalls();
    expect((await globex('GET', `/audits/${acmeAudit.id}`)).status).toBe(404);
    const list = (await (await globex('GET', '/audit_templates')).json()) as { audit_templates: AuditTemplate[] };
    expect(list.audit_templates).toHaveLength(4);
    const admin = await rawCalls('admin@acme.test');
    expect((await admin('POST', '/audit_templates', { name: 'Acme only', icon: 'pi-box', definition: { scoring: false, sections: [{ id: 's', title: 'S', questions: [{ id: 'q', text: 'Q', response_type: 'text', options: [] }] }] } })).status).toBe(201);
    expect(((await (await globex('GET', '/audit_templates')).json()) as { audit_templates: AuditTemplate[] }).audit_templates.map((t) => t.name)).not.toContain('Acme only');
  });

  it('holds the free plan to its template and monthly audit limits', async () => {
    const globex = await globexCalls();
    const def = { scoring: false, sections: [{ id: 's', title: 'S', questions: [{ id: 'q', text: 'Q', response_type: 'text', options: [] }] }] };
    const made = await globex('POST', '/audit_templates', { name: 'Extra', icon: 'pi-box', definition: def });
    expect(made.status).toBe(201);
    const refused = await globex('POST', '/audit_templates', { name: 'One too many', icon: 'pi-box', definition: def });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ errors: [TEMPLATE_LIMIT_MESSAGE] });
    const g = tenant('globex');
    const now = new Date().toISOString();
    const schedules = db.list<DemoAuditSchedule>(g, 'audit_schedules');
    for (let i = 0; i < 10; i++) schedules.push({ id: db.newId(g), template_id: 1, site_id: 1, auditor_id: 1, auditee_id: null, frequency: 'once', start_date: '2026-01-01', end_date: null, window_days: 1, active: true, created_at: now });
    const t = db.list<DemoAuditTemplate>(g, 'audit_templates').find((x) => x.version > 0)!;
    const site = db.list<DemoSite>(g, 'sites')[0];
    const owner = userOf('globex', 'owner@globex.test');
    const res = await globex('POST', '/audits', { template_id: t.id, site_id: site?.id ?? 1, auditor_id: owner.id, due_date: '2026-02-01' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: string[] };
    expect(site ? body.errors : [AUDIT_LIMIT_MESSAGE]).toEqual([AUDIT_LIMIT_MESSAGE]);
  });
});

describe('demo backend: audits from schedules', () => {
  it('starts the next occurrence of a schedule once', async () => {
    await signIn('admin@acme.test');
    const body = { template_id: fire().id, site_id: site().id, auditor_id: userOf('acme', 'admin@acme.test').id, frequency: 'weekly', start_date: '2030-01-07', end_date: '', window_days: 3 };
    const schedule = (await securedClient.post<AuditSchedule>('/audit_schedules', body)).data;
    expect(schedule).toMatchObject({ next_due: '2030-01-07', next_audit_id: null, state: 'active', missed: 0 });
    const start = { template_id: fire().id, site_id: site().id, auditor_id: schedule.auditor_id, due_date: '2030-01-07', schedule_id: schedule.id };
    const audit = (await securedClient.post<AuditWithDefinition>('/audits', start)).data;
    expect(audit.schedule_id).toBe(schedule.id);
    expect((await failure(securedClient.post('/audits', start))).data).toEqual({ errors: ['An audit for this schedule and date already exists'] });
    const listed = (await securedClient.get<{ audit_schedules: AuditSchedule[] }>('/audit_schedules')).data.audit_schedules.find((s) => s.id === schedule.id);
    expect(listed?.next_audit_id).toBe(audit.id);
    const info = (await securedClient.post<{ occurrences: { schedule_id: number; date: string; state: string; audit_id: number | null }[] }>('/audits/schedulesinfo', { from: '2030-01-01', to: '2030-01-31' })).data.occurrences.filter((o) => o.schedule_id === schedule.id);
    expect(info.map((o) => [o.date, o.state, o.audit_id])).toEqual([
      ['2030-01-07', 'upcoming', audit.id],
      ['2030-01-14', 'upcoming', null],
      ['2030-01-21', 'upcoming', null],
      ['2030-01-28', 'upcoming', null],
    ]);
    expect((await failure(securedClient.post('/audits/schedulesinfo', { from: '2030-01-01', to: '2030-06-01' }))).status).toBe(422);
    expect((await failure(securedClient.post('/audit_schedules', { ...body, end_date: '2029-01-01', window_days: 120 }))).data).toEqual({ errors: ['End date must be on or after the start date', 'Due window must be from 0 to 90 days'] });

    // the 2nd Tuesday, every 2 months, 3 times, at 09:30 (January 2030: Tuesday 1st; March: Friday 1st; May: Wednesday 1st)
    const second = (await securedClient.post<AuditSchedule>('/audit_schedules', { ...body, frequency: 'monthly', start_date: '2030-01-01', interval: 2, month_mode: 'weekday', week_of_month: 2, weekdays: [1], time_of_day: '09:30', ends: 'count', count: 3 })).data;
    expect(second).toMatchObject({ next_due: '2030-01-08', rrule: 'FREQ=MONTHLY;INTERVAL=2;BYDAY=2TU;COUNT=3;WKST=MO', time_of_day: '09:30', count: 3 });
    const dates = async (from: string, to: string) => (await securedClient.post<{ occurrences: { schedule_id: number; date: string }[] }>('/audits/schedulesinfo', { from, to })).data.occurrences.filter((o) => o.schedule_id === second.id).map((o) => o.date);
    expect([...(await dates('2030-01-01', '2030-03-31')), ...(await dates('2030-04-01', '2030-06-30')), ...(await dates('2030-07-01', '2030-09-30'))]).toEqual(['2030-01-08', '2030-03-12', '2030-05-14']);
    expect((await failure(securedClient.post('/audit_schedules', { ...body, frequency: 'monthly', month_mode: 'weekday', weekdays: [], ends: 'date' }))).data).toEqual({ errors: ['Choose at least one weekday', 'Choose the week of the month', 'Choose the end date'] });
    await securedClient.patch(`/audit_schedules/${second.id}`, { active: false });

    // paused: no next due date and out of the calendar; resumed: back
    const paused = (await securedClient.patch<AuditSchedule>(`/audit_schedules/${schedule.id}`, { active: false })).data;
    expect(paused).toMatchObject({ state: 'paused', next_due: null, next_audit_id: null });
    const during = (await securedClient.post<{ occurrences: { schedule_id: number }[] }>('/audits/schedulesinfo', { from: '2030-01-01', to: '2030-01-31' })).data.occurrences;
    expect(during.some((o) => o.schedule_id === schedule.id)).toBe(false);
    expect((await securedClient.patch<AuditSchedule>(`/audit_schedules/${schedule.id}`, { active: true })).data).toMatchObject({ state: 'active', next_due: '2030-01-07' });
    expect((await failure(securedClient.patch(`/audit_schedules/${schedule.id}`, { active: 'no' }))).data).toEqual({ errors: ['Active must be true or false'] });
    // Audit update only
    const supervisor = await rawCalls('supervisor@acme.test');
    expect((await supervisor('PATCH', `/audit_schedules/${schedule.id}`, { active: false })).status).toBe(403);
  });
});

describe('demo backend: starter templates', () => {
  it('imports an onboarding audit starter once as a draft template', async () => {
    const acme = tenant('acme');
    (acme.collections.starter_templates ??= []).push({ id: db.newId(acme), key: 'audit-infection-control', kind: 'audit', name: 'Infection control audit', items: ['Hand gel at every entrance', 'Sharps bins below the fill line'], industry: 'healthcare', status: 'draft', created_at: '2026-01-01T00:00:00.000Z' });
    acme.collections.starter_templates.push({ id: db.newId(acme), key: 'permit-hot-work', kind: 'permit', name: 'Hot work', items: ['Fire watch'], industry: 'manufacturing', status: 'draft', created_at: '2026-01-01T00:00:00.000Z' });
    await signIn('admin@acme.test');
    const list = async () => (await securedClient.get<{ starter_templates: { key: string; imported: boolean; items: number }[] }>('/audit_templates/starters')).data.starter_templates;
    expect(await list()).toEqual([{ key: 'audit-infection-control', kind: 'audit', name: 'Infection control audit', items: 2, imported: false }]);
    const made = (await securedClient.post<AuditTemplate>('/audit_templates/import_starter', { key: 'audit-infection-control' })).data;
    expect(made).toMatchObject({ name: 'Infection control audit', version: 0, starter_key: 'audit-infection-control', question_count: 2 });
    expect(made.definition.sections[0].questions[0].options.map((o) => o.label)).toEqual(['Yes', 'No', 'N/A']);
    expect((await list())[0].imported).toBe(true);
    expect((await failure(securedClient.post('/audit_templates/import_starter', { key: 'audit-infection-control' }))).status).toBe(422);
    expect((await failure(securedClient.post('/audit_templates/import_starter', { key: 'permit-hot-work' }))).status).toBe(422);
  });
});

describe('demo backend: audit summary', () => {
  it('counts the lists, averages the finished scores, lists missed inspections and repeated failures', async () => {
    await signIn('admin@acme.test');
    const info = (await securedClient.post<AuditSummaryInfo>('/audits/auditSummaryInfo')).data;
    const list = (await securedClient.get<AuditListResponse>('/audits')).data;
    expect(info.counts).toEqual(list.counts);
    expect(info.average_percent).toBeGreaterThan(0);
    expect(info.missed.every((m) => m.missed + m.overdue > 0)).toBe(true);
    expect(info.repeated_failures.every((r) => r.streak >= 2 && r.site_name && r.template_name)).toBe(true);
    expect((await (await rawCalls('supervisor@acme.test'))('POST', '/audits/auditSummaryInfo')).status).toBe(403);
  });

  it('counts two "Exit signs are lit = No" in a row at a site as a repeated failure, though the latest audit passed it', async () => {
    const acme = tenant('acme');
    const t = fire();
    const def = t.versions[t.versions.length - 1].definition;
    const exit = allQuestions(def).find((x) => x.question.text === 'Exit signs are lit')!.question;
    const option = (label: string) => exit.options.find((o) => o.label === label)!.id;
    // a site of its own, so the seeded audits do not interleave
    const siteId = db.newId(acme);
    const audits = db.list<DemoAudit>(acme, 'audits');
    const base = audits.find((a) => a.template_id === t.id && a.template_version === t.versions[t.versions.length - 1].version)!;
    const at = (due: string, label: string, status: DemoAudit['status']): DemoAudit => ({ ...base, id: db.newId(acme), site_id: siteId, schedule_id: null, due_date: due, status, answers: { [exit.id]: { option_ids: [option(label)] } } });
    audits.push(at('2026-01-10', 'No', 'approved'), at('2026-02-10', 'No', 'rejected'), at('2026-03-10', 'Yes', 'approved'));
    await signIn('admin@acme.test');
    const info = (await securedClient.post<AuditSummaryInfo>('/audits/auditSummaryInfo')).data;
    expect(info.repeated_failures.filter((r) => r.site_id === siteId)).toEqual([expect.objectContaining({ text: 'Exit signs are lit', streak: 2, last_date: '2026-02-10', ongoing: false })]);
  });
});
