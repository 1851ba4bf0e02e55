import { EXPORT_MAX_ROWS } from '@/config/constants';
import { todayIso } from '@/lib/forms/dates';
import { plainClient, securedClient } from '@/lib/api/clients';
import { failure, signIn, signedOut } from '@/testing/backend';
import { incidentReport, incidentVictim } from '@/testing/incident-report';
import { db } from '@/mocks/db/db';
import { ACTIONS_PER_TENANT, type DemoAction } from '@/mocks/db/seed/actions';
import type { DemoNotification } from '@/mocks/cable/payloads';
import type { DemoIncident, DemoLesson, DemoRootCause } from '@/mocks/db/seed/incidents';
import type { DemoRole, DemoToken, DemoUser } from '@/mocks/db/types';
import { HEADERS } from '@/config/constants';
import { setDemoSettingsOverride } from '@/mocks/settings';
import { env } from '@/config/env';
import { apiKeyFor, currentApiKey } from '@/lib/api/api-key';

import { displayIncidentStatus, type IncidentRecord } from '../model';

const messages = async (p: Promise<unknown>) => {
  const res = await failure(p);
  expect(res.status).toBe(422);
  return (res.data as { errors: string[] }).errors;
};

const acme = () => db.tenant('acme')!;
const userByEmail = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;
const site = () => (acme().collections.sites as { id: number; divisions: { id: number }[] }[])[0];
const HOUR = 3_600_000;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const report = (extra: Record<string, unknown> = {}) => ({ ...incidentReport({ site_id: site().id, occurred_at: new Date(Date.now() - 2 * HOUR).toISOString() }), ...extra });
const victim = (extra: Record<string, unknown> = {}) => ({ ...incidentVictim, ...extra });

describe('demo backend: incident seeds', () => {
  it.each(['acme', 'globex'])('%s has ~150 incidents over 12 months in every status and step, with victims, pending ratings and CAPA actions', (key) => {
    const tenant = db.tenant(key)!;
    const rows = db.list<DemoIncident>(tenant, 'incidents');
    expect(rows.length).toBeGreaterThanOrEqual(150);
    const today = todayIso();
    const shown = rows.map((i) => displayIncidentStatus(i, today));
    for (const s of ['open', 'in_progress', 'overdue', 'completed', 'closed']) expect(shown).toContain(s);
    // realistic: overdue is a minority, most old incidents are closed
    expect(shown.filter((s) => s === 'overdue').length).toBeLessThan(rows.length * 0.2);
    expect(rows.filter((i) => i.status === 'closed').length).toBeGreaterThan(rows.length * 0.4);
    expect(new Set(rows.map((i) => i.step_completed))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const victims = rows.filter((i) => i.has_victims && i.victims.length > 0).length / rows.length;
    expect(victims).toBeGreaterThan(0.3);
    expect(victims).toBeLessThan(0.5);
    const pending = rows.filter((i) => !i.severity && !i.likelihood);
    expect(pending.length).toBeGreaterThan(5);
    expect(pending.every((i) => i.step_completed <= 1)).toBe(true);
    expect(rows.every((i) => new Date(i.occurred_at).getTime() <= Date.now())).toBe(true);
    const approvals = rows.flatMap((i) => i.approvals.map((a) => a.decision));
    for (const d of ['pending', 'approved', 'rejected']) expect(approvals).toContain(d);
    const actions = db.list<DemoAction>(tenant, 'actions');
    // incident actions are linked ones; the seeded action total is unchanged, every kind still present
    expect(actions.length).toBe(ACTIONS_PER_TENANT);
    expect(actions.filter((a) => a.type === 'Incident' && !a.source_id)).toEqual([]);
    expect(new Set(actions.map((a) => a.type))).toEqual(new Set(['Observation', 'Incident', 'Audit', 'Action']));
    expect(new Set(actions.map((a) => a.number)).size).toBe(actions.length);
    const latest = Date.now();
    for (const a of actions) expect({ id: a.id, past: new Date(a.created_at).getTime() <= latest && (!a.completed_at || a.completed_at >= a.created_at) }).toEqual({ id: a.id, past: true });
    for (const i of rows) expect({ id: i.id, past: [i.created_at, i.updated_at, i.closed_at ?? i.created_at, ...i.approvals.map((a) => a.decided_at ?? i.created_at)].every((d) => new Date(d).getTime() <= latest) }).toEqual({ id: i.id, past: true });
    for (const i of rows.filter((r) => r.step_completed >= 4)) {
      expect(i.action_ids.length).toBeGreaterThan(0);
      for (const id of i.action_ids) expect(actions.find((a) => a.id === id)).toMatchObject({ type: 'Incident', source_id: i.id, site_id: i.site_id });
    }
    for (const i of rows.filter((r) => r.status === 'closed')) {
      expect(i.approvals.every((a) => a.decision === 'approved')).toBe(true);
      expect(actions.filter((a) => i.action_ids.includes(a.id)).every((a) => a.status === 'completed' || a.status === 'closed')).toBe(true);
    }
    const lessons = db.list<DemoLesson>(tenant, 'lessons');
    expect(lessons.length).toBe(6);
    expect(lessons.every((l) => rows.find((i) => i.id === l.incident_id)?.status === 'closed')).toBe(true);
    const tree = db.list<DemoRootCause>(tenant, 'root_cause_settings');
    const tops = tree.filter((s) => s.parent_id === null);
    expect(tops.map((s) => s.name)).toEqual(expect.arrayContaining(['People', 'Equipment', 'Process', 'Environment']));
    for (const top of tops) expect(tree.filter((s) => s.parent_id === top.id && s.active).length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo backend: incidents', () => {
  it('POST /incidents answers 422 for each SPEC §5 rule, with the same rules as the client schema', async () => {
    await signIn('supervisor@acme.test');
    expect(await messages(securedClient.post('/incidents', report({ type: '', description: ' ', risk_level: '', occurred_at: '' })))).toEqual(['Type is required', 'Description is required', 'Date and time must be selected', 'Risk level is required']);
    expect(await messages(securedClient.post('/incidents', report({ site_id: null })))).toEqual(['A site or area must be selected']);
    expect(await messages(securedClient.post('/incidents', report({ site_id: 1 })))).toEqual(['A site or area must be selected']);
    expect(await messages(securedClient.post('/incidents', report({ occurred_at: new Date(Date.now() + 2 * HOUR).toISOString() })))).toEqual(['A future date and time may not be chosen']);
    expect(await messages(securedClient.post('/incidents', report({ likelihood: null })))).toEqual(['Choose both severity and likelihood, or leave the rating pending']);
    expect(await messages(securedClient.post('/incidents', report({ has_victims: true, victims: [] })))).toEqual(['At least one victim must be added']);
    expect(await messages(securedClient.post('/incidents', report({ has_victims: true, victims: [victim({ type: '', name: 'R2-D2!', gender: '' })] })))).toEqual(['Victim type is required', 'Victim name may contain only letters, digits and spaces', 'Gender must be chosen']);
    expect(await messages(securedClient.post('/incidents', report({ has_victims: true, victims: [victim({ name: '' })] })))).toEqual(['Victim name is required']);
    expect(await messages(securedClient.post('/incidents', report({ has_victims: true, victims: [victim({ return_to_work_date: day(-3) })] })))).toEqual(['Return to work date cannot be before the incident date']);
    const fake = { name: 'x.png', type: 'image/png', size: 2, data_url: `data:image/png;base64,${btoa('MZ')}` };
    expect(await messages(securedClient.post('/incidents', report({ attachments: [fake] })))).toEqual(['File content does not match PNG format (x.png)']);
    // both empty = rating pending is allowed at report time; victims with letters in any script
    const ok = await securedClient.post<IncidentRecord>('/incidents', report({ severity: null, likelihood: null, has_victims: true, victims: [victim({ name: 'Ирина Şahin 2' })] }));
    expect(ok.status).toBe(201);
    expect(ok.data).toMatchObject({ status: 'open', step_completed: 1, severity: null, likelihood: null, reporter_name: 'Sara Petrova', number: expect.stringMatching(/^INC-\d{4}$/) });
    expect(ok.data.victims[0]).toMatchObject({ name: 'Ирина Şahin 2', id: expect.any(Number) });
  });

  it('refuses writes while memory is exhausted and applies the free-plan monthly limit (decided: 50 incidents)', async () => {
    await signIn('supervisor@acme.test');
    const anId = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.status === 'open')!.id;
    setDemoSettingsOverride({ latencyMs: 0, memoryExhausted: true });
    try {
      expect(await messages(securedClient.post('/incidents', report()))).toEqual(['Memory has exhausted']);
      expect(await messages(securedClient.patch(`/incidents/${anId}`, { step: 'report', ...report() }))).toEqual(['Memory has exhausted']);
    } finally {
      setDemoSettingsOverride({ latencyMs: 0 });
    }
    const org = acme().organization!;
    const saved = { ...org };
    const rows = db.list<DemoIncident>(acme(), 'incidents');
    const fillers = Array.from({ length: 50 }, (_, k) => ({ ...rows[0], id: 700_000 + k, created_at: new Date().toISOString() }));
    Object.assign(org, { plan: 'free_trial', subscription_type: 'trial' });
    rows.push(...fillers);
    try {
      expect(await messages(securedClient.post('/incidents', report()))).toEqual(['Your free incident limit for this month is reached. Please upgrade']);
    } finally {
      acme().collections.incidents = rows.filter((i) => i.id < 700_000);
      Object.assign(org, saved);
    }
  });

  it('answers 403 by role: a read-only Incident role can list but not create or change', async () => {
    const role = db.list<DemoRole>(acme(), 'roles').find((r) => r.name === 'Permit Coordinator')!;
    const saved = structuredClone(role.role_actions_attributes);
    role.role_actions_attributes = role.role_actions_attributes.map((ra) => (ra.name === 'Incident' ? { ...ra, r_view: true, status: true } : ra));
    try {
      const store = await signIn('permits@acme.test');
      // raw requests: the secured client would treat a 403 as a session problem and refresh (SPEC §8)
      const headers = { Authorization: `Bearer ${store.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' };
      const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      const anId = db.list<DemoIncident>(acme(), 'incidents')[0].id;
      expect((await call('GET', '/v2/incidents')).status).toBe(200);
      expect((await call('GET', `/incidents/${anId}`)).status).toBe(200);
      expect((await call('POST', '/incidents', report())).status).toBe(403);
      expect((await call('PATCH', `/incidents/${anId}`, { step: 'team', team: {} })).status).toBe(403);
      expect((await call('POST', '/lfi_lesson', { incident_id: anId, title: 'x', lesson: 'y' })).status).toBe(403);
      expect((await call('GET', '/root_cause_settings')).status).toBe(403);
    } finally {
      role.role_actions_attributes = saved;
    }
  });

  it('keeps tenants apart: a globex session sees only globex incidents and gets 404 for acme ones', async () => {
    const globex = db.tenant('globex')!;
    const owner = db.list<DemoUser>(globex, 'users').find((u) => u.email === 'owner@globex.test')!;
    const token = { id: db.newId(globex), access_token: 'globex-test-token', refresh_token: 'r', csrf_token: 'c', user_id: owner.id, expires_at: Date.now() + HOUR, refresh_expires_at: Date.now() + HOUR };
    db.list<DemoToken>(globex, 'tokens').push(token);
    const headers = { Authorization: `Bearer ${token.access_token}`, [HEADERS.apiKey]: await apiKeyFor('globex'), 'Content-Type': 'application/json' };
    const call = (method: string, path: string, body?: unknown) => fetch(`${env.apiBaseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
    const acmeIncident = db.list<DemoIncident>(acme(), 'incidents')[0];
    const globexIds = new Set(db.list<DemoIncident>(globex, 'incidents').map((i) => i.id));
    const page = (await (await call('GET', '/v2/incidents?tab=open')).json()) as { incidents: IncidentRecord[] };
    expect(page.incidents.length).toBeGreaterThan(0);
    expect(page.incidents.every((i) => globexIds.has(i.id))).toBe(true);
    if (!globexIds.has(acmeIncident.id)) {
      expect((await call('GET', `/incidents/${acmeIncident.id}`)).status).toBe(404);
      expect((await call('PATCH', `/incidents/${acmeIncident.id}`, { step: 'team', team: {} })).status).toBe(404);
    }
    // an acme session is not valid under the globex key
    const store = await signIn('admin@acme.test');
    const res = await fetch(`${env.apiBaseUrl}/v2/incidents`, { headers: { ...headers, Authorization: `Bearer ${store.getState().session.accessToken}` } });
    expect(res.status).toBe(401);
  });

  it('lists with tabs, filters and counts (matrix, pending rating) and refuses an export above EXPORT_MAX_ROWS (10,000)', async () => {
    await signIn('admin@acme.test');
    const all = db.list<DemoIncident>(acme(), 'incidents');
    const open = await securedClient.get<{ incidents: IncidentRecord[]; total_count: number; per_page: number }>('/v2/incidents', { params: { tab: 'open' } });
    expect(open.data.per_page).toBe(50);
    expect(open.data.total_count).toBe(all.filter((i) => i.status !== 'closed').length);
    expect(open.data.incidents.every((i) => i.status !== 'closed' && i.display_status)).toBe(true);
    const pending = await securedClient.get<{ total_count: number; incidents: IncidentRecord[] }>('/v2/incidents', { params: { pending_rating: 1 } });
    expect(pending.data.total_count).toBe(all.filter((i) => !i.severity).length);
    const counts = await securedClient.get<{ all: number; open_tab: number; closed_tab: number; pending_rating: number; matrix: { count: number }[]; overdue: number }>('/v2/incidents/period_status_counts');
    expect(counts.data.all).toBe(all.length);
    expect(counts.data.open_tab + counts.data.closed_tab).toBe(all.length);
    expect(counts.data.pending_rating + counts.data.matrix.reduce((n, c) => n + c.count, 0)).toBe(all.length);
    expect(counts.data.overdue).toBeGreaterThan(0);
    const fillers = Array.from({ length: EXPORT_MAX_ROWS + 1 - all.length }, (_, k) => ({ ...all[all.length - 1], id: 800_000 + k }));
    all.push(...fillers);
    try {
      expect(await messages(securedClient.get('/incidents'))).toEqual(['The chosen range holds more than 10000 records. Apply filters to export.']);
    } finally {
      acme().collections.incidents = all.filter((i) => i.id < 800_000);
    }
    const closed = await securedClient.get<{ incidents: IncidentRecord[] }>('/incidents', { params: { tab: 'closed', from: day(-90) } });
    expect(closed.data.incidents.every((i) => i.status === 'closed' && i.occurred_at.slice(0, 10) >= day(-90))).toBe(true);
  });

  it('runs the investigation: team, root cause, CAPA actions (real actions), approvals, closure only when all is done, then lessons', async () => {
    const sara = userByEmail('supervisor@acme.test');
    const hugo = userByEmail('hod@acme.test');
    await signIn('admin@acme.test');
    const created = (await securedClient.post<IncidentRecord>('/incidents', report({ severity: null, likelihood: null }))).data;
    const id = created.id;
    const patch = (body: Record<string, unknown>) => securedClient.patch<IncidentRecord>(`/incidents/${id}`, body);

    // step 2: the rating must be set, the team complete and its target date not in the past
    expect(await messages(patch({ step: 'team', team: { lead_id: hugo.id, member_ids: [sara.id], target_date: day(10) } }))).toEqual(['The incident must be classified']);
    await patch({ step: 'report', ...report({ severity: 'major', likelihood: 'likely' }) });
    expect(await messages(patch({ step: 'team', team: { lead_id: null, member_ids: [], target_date: day(-1) } }))).toEqual(['Team lead is required', 'Team members are required', 'Target date cannot be in the past']);
    expect(await messages(patch({ step: 'root_cause', root_cause: { whys: [{ question: 'Why?', answer: 'Oil', root_cause_setting_id: null }], root_cause_ids: [], notes: '' } }))).toEqual(['Form the investigation team first']);
    const team = await patch({ step: 'team', team: { lead_id: hugo.id, member_ids: [sara.id], target_date: day(10) } });
    expect(team.data).toMatchObject({ status: 'in_progress', step_completed: 2, team: { lead_id: hugo.id, lead_name: 'Hugo Dalton', member_ids: [sara.id] } });
    // the lead is told (notifications: issue 11)
    const told = (userId: number, kind: string) => db.list<DemoNotification>(acme(), 'notifications').filter((n) => n.user_id === userId && n.kind === kind && n.link === `/incidents/${id}/steps`).length;
    expect(told(hugo.id, 'investigation_assigned')).toBe(1);
    // once the team exists, the rating cannot go back to pending
    expect(await messages(patch({ step: 'report', ...report({ severity: null, likelihood: null }) }))).toEqual(['The incident must be classified']);

    // step 3: at least one answered why; root causes only from the active tree
    const tree = db.list<DemoRootCause>(acme(), 'root_cause_settings');
    const retired = tree.find((s) => !s.active)!;
    const leaf = tree.find((s) => s.active && s.parent_id !== null)!;
    expect(await messages(patch({ step: 'root_cause', root_cause: { whys: [{ question: 'Why?', answer: ' ', root_cause_setting_id: null }], root_cause_ids: [retired.id], notes: '' } }))).toEqual(['At least one why needs an answer', 'Root cause is not valid']);
    const rc = await patch({ step: 'root_cause', root_cause: { whys: [{ question: 'Why?', answer: 'Leaking hose', root_cause_setting_id: null }], root_cause_ids: [leaf.id], notes: '' } });
    expect(rc.data.step_completed).toBe(3);
    const causes = await securedClient.get<{ root_causes: { id: number; path: string[] }[] }>(`/incidents/${id}/root_causes`);
    expect(causes.data.root_causes).toEqual([expect.objectContaining({ id: leaf.id, path: [tree.find((s) => s.id === leaf.parent_id)!.name] })]);

    // step 4: at least one action; each is created as a real action of type Incident
    expect(await messages(patch({ step: 'capa', actions: [] }))).toEqual(['At least one action is required']);
    expect(await messages(patch({ step: 'capa', actions: [{ description: '', control_type: '', responsible_user_id: null, due_date: '' }] }))).toEqual(['Action description is required', 'Control type is required', 'Responsible person is required', 'Due date is required']);
    // approvers cannot be chosen before there is an action
    expect(await messages(patch({ step: 'review', approver_ids: [sara.id] }))).toEqual(['At least one action is required']);
    const capa = await patch({ step: 'capa', actions: [{ description: 'Replace the hose', control_type: 'engineering', responsible_user_id: sara.id, due_date: day(20) }] });
    expect(capa.data.step_completed).toBe(4);
    expect(capa.data.actions).toEqual([expect.objectContaining({ type: 'Incident', source_id: id, site_id: created.site_id, description: 'Replace the hose', source_number: created.number })]);
    const actionId = capa.data.action_ids[0];
    const listed = await securedClient.get<{ actions: { id: number }[] }>('/incident_action_datas', { params: { source_id: id } });
    expect(listed.data.actions.map((a) => a.id)).toEqual([actionId]);
    const everywhere = await securedClient.get<{ actions: { id: number }[] }>('/actions/all', { params: { source_id: id } });
    expect(everywhere.data.actions.map((a) => a.id)).toEqual([actionId]);

    // step 5: approvers, then closure is blocked until every approval and every action is done
    expect(await messages(patch({ step: 'review', approver_ids: [] }))).toEqual(['At least one approver is required']);
    expect((await patch({ step: 'review', approver_ids: [sara.id, hugo.id] })).data).toMatchObject({ status: 'completed', approvals: [{ approver_id: sara.id, decision: 'pending' }, { approver_id: hugo.id, decision: 'pending' }] });
    expect([told(sara.id, 'approval_requested'), told(hugo.id, 'approval_requested')]).toEqual([1, 1]);
    expect(await messages(patch({ step: 'review', close: true }))).toEqual(['Every approver must approve before closure', 'All actions must be completed before closure']);
    // only an approver on the list decides (403 for the admin, who is not on it); raw request: no session refresh on 403
    const admin = await signIn('admin@acme.test');
    const notMine = await fetch(`${env.apiBaseUrl}/incidents/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${admin.getState().session.accessToken}`, [HEADERS.apiKey]: await currentApiKey(false), 'Content-Type': 'application/json' },
      body: JSON.stringify({ step: 'review', decision: 'approve', reason: '' }),
    });
    expect(notMine.status).toBe(403);

    await signIn('supervisor@acme.test');
    expect(await messages(patch({ step: 'review', decision: 'reject', reason: '  ' }))).toEqual(['Reason is required']);
    const rejected = await patch({ step: 'review', decision: 'reject', reason: 'The why chain stops too early' });
    expect(rejected.data).toMatchObject({ status: 'in_progress', approvals: [{ decision: 'rejected', reason: 'The why chain stops too early' }, { decision: 'pending' }] });
    expect(await messages(patch({ step: 'review', close: true }))).toContain('An approver rejected the investigation');
    expect(told(hugo.id, 'approval_rejected')).toBe(1);
    // a new approver set starts every decision again
    expect((await patch({ step: 'review', approver_ids: [sara.id, hugo.id] })).data.approvals.map((a) => a.decision)).toEqual(['pending', 'pending']);
    await patch({ step: 'review', decision: 'approve' });
    await signIn('hod@acme.test');
    await patch({ step: 'review', decision: 'approve' });
    expect(await messages(patch({ step: 'review', close: true }))).toEqual(['All actions must be completed before closure']);

    // complete the action (with proof, through the actions endpoint), then closure succeeds
    const PNG = `data:image/png;base64,${btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))}`;
    await securedClient.patch(`/actions/${actionId}`, { status: 'completed', completion_proof: [{ name: 'done.png', type: 'image/png', size: 8, data_url: PNG }] });
    const closed = await patch({ step: 'review', close: true });
    expect(closed.data).toMatchObject({ status: 'closed', step_completed: 5, closed_at: expect.any(String), display_status: 'closed' });
    expect(await messages(patch({ step: 'team', team: { lead_id: hugo.id, member_ids: [sara.id], target_date: day(10) } }))).toEqual(['A closed incident cannot be changed']);

    // lessons: only for closed incidents
    const openOne = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.status === 'open')!;
    expect(await messages(securedClient.post('/lfi_lesson', { incident_id: openOne.id, title: 'T', lesson: 'L', incident_images: [], inc_act_images: [], published: true }))).toEqual(['Lessons can be added only to closed incidents']);
    expect(await messages(securedClient.post('/lfi_lesson', { incident_id: id, title: '', lesson: '', incident_images: [], inc_act_images: [], published: true }))).toEqual(['Title is required', 'Lesson is required']);
    const lesson = await securedClient.post<{ id: number; incident_number: string; created_by_name: string }>('/lfi_lesson', { incident_id: id, title: 'Hoses by date', lesson: 'Replace hoses on the planned date.', incident_images: [], inc_act_images: [], published: false });
    expect(lesson.data).toMatchObject({ incident_number: created.number, created_by_name: 'Hugo Dalton' });
    const edited = await securedClient.patch<{ published: boolean; title: string }>(`/lfi_lesson/${lesson.data.id}`, { published: true });
    expect(edited.data).toMatchObject({ published: true, title: 'Hoses by date' });
    const found = await securedClient.get<{ lessons: { id: number }[] }>('/lfi_lesson', { params: { incident_id: id } });
    expect(found.data.lessons.map((l) => l.id)).toEqual([lesson.data.id]);
  });

  it('root-cause master: names 2..80 and unique among siblings, no cycles, parent listing', async () => {
    await signIn('admin@acme.test');
    const tree = db.list<DemoRootCause>(acme(), 'root_cause_settings');
    const people = tree.find((s) => s.name === 'People' && s.parent_id === null)!;
    expect(await messages(securedClient.post('/root_cause_settings', { name: 'x', parent_id: people.id }))).toEqual(['Name must be 2 to 80 characters']);
    expect(await messages(securedClient.post('/root_cause_settings', { name: ' fatigue ', parent_id: people.id }))).toEqual(['Name is already used at this level']);
    const child = (await securedClient.post<{ id: number }>('/root_cause_settings', { name: 'Distraction', parent_id: people.id })).data;
    const grandchild = (await securedClient.post<{ id: number }>('/root_cause_settings', { name: 'Phone use', parent_id: child.id })).data;
    expect(await messages(securedClient.patch(`/root_cause_settings/${people.id}`, { parent_id: grandchild.id }))).toEqual(['A category cannot be moved under itself or one of its children']);
    expect(await messages(securedClient.patch(`/root_cause_settings/${child.id}`, { parent_id: child.id }))).toEqual(['A category cannot be moved under itself or one of its children']);
    const listing = await securedClient.get<{ parents: { id: number }[]; children: { id: number }[] }>(`/root_cause_settings/${child.id}/root_cause_parent_listing`);
    expect(listing.data.parents.map((p) => p.id)).toEqual([people.id, child.id]);
    expect(listing.data.children.map((c) => c.id)).toEqual([grandchild.id]);
    const off = await securedClient.patch<{ active: boolean }>(`/root_cause_settings/${grandchild.id}`, { active: false });
    expect(off.data.active).toBe(false);
  });

  it('the public form stores no identity when anonymous, a name when one is given, and validates like the signed-in form', async () => {
    await signedOut();
    const data = await plainClient.get<{ sites: { id: number }[]; users: unknown[]; organization_name: string }>('/out_incident_data');
    expect(data.data).toMatchObject({ users: [], organization_name: 'Acme Manufacturing' });
    const body = report({ site_id: data.data.sites[0].id });
    expect(await messages(plainClient.post('/outer_incidents', { ...body, description: '' }))).toEqual(['Description is required']);
    const anon = await plainClient.post<{ id: number; number: string }>('/outer_incidents', { ...body, anonymous: true, reporter_name: 'Should Not Be Stored' });
    const row = db.find<DemoIncident>(acme(), 'incidents', anon.data.id)!;
    expect(row).toMatchObject({ anonymous: true, reporter_id: null, step_completed: 0, status: 'open', number: anon.data.number });
    expect(JSON.stringify(row)).not.toContain('Should Not Be Stored');
    const unnamed = await plainClient.post<{ id: number }>('/outer_incidents', { ...body, category: '' });
    // an empty optional category stays empty (it was stored as 'other')
    expect(db.find<DemoIncident>(acme(), 'incidents', unnamed.data.id)).toMatchObject({ anonymous: true, reporter_id: null, category: null });
    const named = await plainClient.post<{ id: number }>('/outer_incidents', { ...body, reporter_name: 'Pat Visitor' });
    expect(db.find<DemoIncident>(acme(), 'incidents', named.data.id)).toMatchObject({ anonymous: false, reporter_id: null, reporter_name: 'Pat Visitor' });
    await signIn('supervisor@acme.test');
    expect((await securedClient.get<IncidentRecord>(`/incidents/${named.data.id}`)).data.reporter_name).toBe('Pat Visitor');
    expect((await securedClient.get<IncidentRecord>(`/incidents/${anon.data.id}`)).data.reporter_name).toBeNull();
  });
});
