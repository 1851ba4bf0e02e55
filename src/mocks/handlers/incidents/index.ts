import { todayIso } from '@/lib/forms/dates';
import { HttpResponse } from 'msw';
import { PAGE_SIZE } from '@/config/constants';
import { RISK_LEVELS } from '@/features/actions/model';
import {
  INCIDENT_LIKELIHOODS,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  closureBlockers,
  displayIncidentStatus,
  ratingScore,
  type Approval,
  type CapaInput,
  type IncidentFormData,
  type IncidentInput,
  type IncidentRecord,
  type RootCauseAnalysis,
  type Victim,
  type VictimInput,
} from '@/features/incidents/model';
import { approversSchema, capaSchema, decisionSchema, publicReportSchema, reportSchema, rootCauseSchema, ruleErrors, teamSchema } from '@/features/incidents/schemas/incident-schemas';
import { SERVER_MESSAGES, serverT } from '@/features/incidents/schemas/rule-messages';
import { pathOf } from '@/features/incidents/model/root-cause-tree';
import { db, type Row, type TenantData } from '../../db/db';
import { registerRecordSerializer } from '../../cable/server';
import type { DemoUser } from '../../db/types';
import type { DemoAction } from '../../db/seed/actions';
import type { DemoIncident, DemoRootCause } from '../../db/seed/incidents';
import { errors, jsonBody, route, secured, tenantOf, type AuthContext } from '../../http';
import { reportFormData } from '../../report-form-data';
import { EXPORT_MAX_ROWS, EXPORT_TOO_LARGE, pageOf, queryOf, sortRows, statusCounts, whereDateBetween, whereEquals, whereId, whereSearch, whereStatus, type Query } from '../../list-query';
import { actionErrors, actionWriteBlock, buildAction, serializeAction } from '../../services/actions';
import { attachmentError } from '../../services/attachments';
import { PUBLIC_REPORT_TYPES } from '@/lib/files/validate-upload';
import { lookupsOf, siteLookup, type Lookups } from '../../services/lookups';
import { FREE_PLAN_LIMITS, FREE_PLAN_MESSAGES, createdThisMonth, isFreePlan } from '../../services/plan-limits';
import { notifyInvestigationChange, notifyPublicReport } from '../../services/notify';
import { idempotent } from '../../services/idempotency';

export const CLOSED_LOCKED = SERVER_MESSAGES['validation.closedLocked'];

const RISK_ORDER = Object.fromEntries(RISK_LEVELS.map((r, i) => [r, i]));
const STATUS_ORDER = Object.fromEntries(INCIDENT_STATUSES.map((s, i) => [s, i]));
const SEVERITY_ORDER = Object.fromEntries(INCIDENT_SEVERITIES.map((s, i) => [s, i + 1]));
const LIKELIHOOD_ORDER = Object.fromEntries(INCIDENT_LIKELIHOODS.map((s, i) => [s, i + 1]));

function serialize(tenant: TenantData, i: DemoIncident, lookups: Lookups = lookupsOf(tenant), today = todayIso()): IncidentRecord {
  return {
    ...i,
    display_status: displayIncidentStatus(i, today),
    site_name: lookups.siteNames.get(i.site_id),
    area_name: i.area_id ? lookups.areaNames.get(i.area_id) : undefined,
    reporter_name: i.anonymous ? null : i.reporter_id ? (lookups.users.get(i.reporter_id) ?? null) : (i.reporter_name ?? null),
    team: i.team ? { ...i.team, lead_name: lookups.users.get(i.team.lead_id), member_names: i.team.member_ids.map((id) => lookups.users.get(id) ?? '') } : null,
    approvals: i.approvals.map((a) => ({ ...a, approver_name: lookups.users.get(a.approver_id) })),
  };
}

// realtime rows travel in the REST shape (names, display status, anonymity kept)
registerRecordSerializer('incidents', (tenant, row) => serialize(tenant, row as unknown as DemoIncident) as unknown as Row);

function incidentActions(tenant: TenantData, i: Pick<DemoIncident, 'id' | 'action_ids'>): DemoAction[] {
  return db.list<DemoAction>(tenant, 'actions').filter((a) => a.type === 'Incident' && (a.source_id === i.id || i.action_ids.includes(a.id)));
}

function detail(tenant: TenantData, i: DemoIncident): IncidentRecord {
  const lookups = lookupsOf(tenant);
  return { ...serialize(tenant, i, lookups), actions: incidentActions(tenant, i).map((a) => serializeAction(tenant, a, lookups)) };
}

/** every filter of the list but page/tab/status (those the counts answer per value) */
function filtered(ctx: { tenant: TenantData; request: Request }) {
  const q = queryOf(ctx.request);
  const today = todayIso();
  const lookups = lookupsOf(ctx.tenant);
  let rows = db.list<DemoIncident>(ctx.tenant, 'incidents').map((i) => serialize(ctx.tenant, i, lookups, today));
  rows = whereEquals(rows, q, ['type', 'category', 'severity', 'likelihood', 'risk_level'], 'all');
  rows = whereId(rows, q, 'site_id', (i) => i.site_id);
  if (q('pending_rating') === '1') rows = rows.filter((i) => !i.severity || !i.likelihood);
  // "My work": investigations a user leads, and those waiting for the user's approval
  rows = whereId(rows, q, 'lead_id', (i) => i.team?.lead_id);
  const approver = Number(q('approver_id'));
  if (approver) rows = rows.filter((i) => i.approvals.some((a) => Number(a.approver_id) === approver && a.decision === 'pending'));
  rows = whereDateBetween(rows, q, (i) => i.occurred_at);
  rows = whereSearch(rows, q, (i) => `${i.number} ${i.description} ${i.location} ${i.site_name ?? ''} ${i.reporter_name ?? ''}`);
  return { rows, q };
}

const SORT_KEYS: Record<string, (i: IncidentRecord) => number> = {
  risk_level: (i) => RISK_ORDER[i.risk_level] ?? 0,
  status: (i) => STATUS_ORDER[i.display_status ?? i.status] ?? 0,
  severity: (i) => (i.severity ? SEVERITY_ORDER[i.severity] : 0),
  likelihood: (i) => (i.likelihood ? LIKELIHOOD_ORDER[i.likelihood] : 0),
  rating: (i) => ratingScore(i.severity, i.likelihood) ?? 0,
};

function narrowed(rows: IncidentRecord[], q: Query) {
  const tab = q('tab');
  const out = tab === 'closed' ? rows.filter((i) => i.status === 'closed') : tab === 'open' ? rows.filter((i) => i.status !== 'closed') : rows;
  return sortRows(whereStatus(out, q), q, 'occurred_at', SORT_KEYS);
}

function list(ctx: AuthContext) {
  const { rows, q } = filtered(ctx);
  const { rows: incidents, ...paging } = pageOf(narrowed(rows, q), q, PAGE_SIZE.incidents);
  return HttpResponse.json({ incidents, ...paging });
}

function counts(ctx: AuthContext) {
  const { rows } = filtered(ctx);
  const matrix = new Map<string, number>();
  let pending = 0;
  for (const i of rows) {
    if (i.severity && i.likelihood) matrix.set(`${i.severity}|${i.likelihood}`, (matrix.get(`${i.severity}|${i.likelihood}`) ?? 0) + 1);
    else pending += 1;
  }
  const closed = rows.filter((i) => i.status === 'closed').length;
  return HttpResponse.json({
    ...statusCounts(rows, INCIDENT_STATUSES),
    open_tab: rows.length - closed,
    closed_tab: closed,
    matrix: [...matrix].map(([k, count]) => {
      const [severity, likelihood] = k.split('|');
      return { severity, likelihood, count };
    }),
    pending_rating: pending,
  });
}

const formData = (tenant: TenantData, withUsers: boolean): IncidentFormData => reportFormData(tenant, withUsers);

type ReportBody = Partial<IncidentInput> & { reporter_name?: string | null; anonymous?: boolean };

/** SPEC §5 for the report: the shared schema (English messages), then what only the server knows (sites, files) */
async function reportErrors(tenant: TenantData, body: ReportBody, opts: { public?: boolean } = {}): Promise<string[]> {
  const out = await ruleErrors(opts.public ? publicReportSchema(serverT) : reportSchema(serverT), { ...body, victims: body.victims ?? [] });
  const { siteNames, areaSite } = siteLookup(tenant);
  if (body.site_id && !siteNames.has(Number(body.site_id))) out.push(serverT('validation.siteRequired'));
  else if (body.site_id && body.area_id && areaSite.get(Number(body.area_id)) !== Number(body.site_id)) out.push('The area does not belong to the site');
  const bad = await attachmentError(body.attachments, opts.public ? { allowedTypes: PUBLIC_REPORT_TYPES } : {});
  if (bad) out.push(bad);
  return [...new Set(out)];
}

const str = (v: unknown, max = 2000) => String(v ?? '').trim().slice(0, max);

/** a day count of the body: a whole number, or null when empty */
const dayCount = (v: unknown): number | null => (v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Math.trunc(Number(v)));

function victimsOf(tenant: TenantData, body: ReportBody, existing: Victim[] = []): Victim[] {
  if (!body.has_victims) return [];
  return (body.victims ?? []).map((v: VictimInput) => ({
    id: v.id && existing.some((e) => e.id === v.id) ? v.id : db.newId(tenant),
    type: v.type,
    name: str(v.name, 120),
    gender: v.gender,
    employee_id: str(v.employee_id, 40),
    age_range: v.age_range || '',
    body_parts: Array.isArray(v.body_parts) ? v.body_parts : [],
    injury_details: str(v.injury_details),
    taken_to_hospital: !!v.taken_to_hospital,
    treatment: v.treatment || '',
    return_to_work_date: v.return_to_work_date || null,
    // OSHA recordkeeping (src/features/osha-logs): validated by the same victim schema
    job_title: str(v.job_title, 100),
    supervised_daily: v.type === 'contractor' && !!v.supervised_daily,
    fatal: !!v.fatal,
    date_of_death: v.fatal ? v.date_of_death || null : null,
    days_away: dayCount(v.days_away),
    days_restricted: dayCount(v.days_restricted),
    osha_case_type: v.osha_case_type || '',
    privacy_case: !!v.privacy_case,
    event_location: str(v.event_location, 200),
  }));
}

/** the report fields of a body onto an incident (new or existing) */
function reportFields(tenant: TenantData, body: ReportBody, existing?: DemoIncident) {
  return {
    type: body.type!,
    category: body.category || null,
    description: str(body.description),
    site_id: Number(body.site_id),
    area_id: body.area_id ? Number(body.area_id) : null,
    location: str(body.location, 200),
    shift: body.shift || '',
    occurred_at: new Date(String(body.occurred_at)).toISOString(),
    attachments: body.attachments ?? [],
    risk_level: body.risk_level!,
    severity: body.severity || null,
    likelihood: body.likelihood || null,
    investigation_required: !!body.investigation_required,
    machine_or_location: str(body.machine_or_location, 200),
    extent_of_damage: str(body.extent_of_damage),
    immediate_action: str(body.immediate_action),
    remarks: str(body.remarks),
    has_victims: !!body.has_victims,
    victims: victimsOf(tenant, body, existing?.victims),
  } satisfies Partial<DemoIncident>;
}

function newIncident(tenant: TenantData, body: ReportBody, reporter: { id: number | null; name: string | null; anonymous: boolean }, step: 0 | 1): DemoIncident {
  const now = new Date().toISOString();
  const count = db.list(tenant, 'incidents').length;
  return {
    id: db.newId(tenant),
    number: `INC-${String(count + 1).padStart(4, '0')}`,
    ...reportFields(tenant, body),
    reporter_id: reporter.id,
    ...(reporter.name ? { reporter_name: reporter.name } : {}),
    anonymous: reporter.anonymous,
    status: 'open',
    step_completed: step,
    team: null,
    root_cause: null,
    action_ids: [],
    approvals: [],
    closed_at: null,
    created_at: now,
    updated_at: now,
  };
}

/** write guard: memory (SPEC §8 "Memory has exhausted"), then the free-plan monthly count */
function incidentLimit(tenant: TenantData): Response | null {
  const memory = actionWriteBlock(tenant, 0);
  if (memory) return memory;
  if (isFreePlan(tenant) && createdThisMonth(db.list<DemoIncident>(tenant, 'incidents')) >= FREE_PLAN_LIMITS.incidents) return errors(422, FREE_PLAN_MESSAGES.incidents);
  return null;
}

const activeUser = (tenant: TenantData, id: unknown) => {
  const u = db.find<DemoUser>(tenant, 'users', Number(id));
  return !!u && u.status === 'Active';
};
const maxStep = (a: number, b: number) => Math.max(a, b) as DemoIncident['step_completed'];

type StepBody = ReportBody & {
  step?: string;
  team?: { lead_id?: number | null; member_ids?: number[]; target_date?: string };
  root_cause?: Partial<RootCauseAnalysis>;
  actions?: CapaInput[];
  approver_ids?: number[];
  decision?: string;
  reason?: string;
  close?: boolean;
};

type StepResult = DemoIncident | Response;

async function reportStep(ctx: AuthContext, inc: DemoIncident, body: StepBody): Promise<StepResult> {
  const problems = await reportErrors(ctx.tenant, body);
  // a pending rating is allowed only at report time: once the team is formed the incident stays classified
  if (inc.step_completed >= 2 && (!body.severity || !body.likelihood)) problems.push(serverT('validation.mustBeClassified'));
  if (problems.length) return errors(422, ...problems);
  return { ...inc, ...reportFields(ctx.tenant, body, inc), step_completed: maxStep(inc.step_completed, 1) };
}

async function teamStep(ctx: AuthContext, inc: DemoIncident, body: StepBody): Promise<StepResult> {
  const team = body.team ?? {};
  const problems = await ruleErrors(teamSchema(serverT, { today: todayIso(), rated: !!inc.severity && !!inc.likelihood }), team);
  if (team.lead_id && !activeUser(ctx.tenant, team.lead_id)) problems.push('Team lead is not an active user');
  if ((team.member_ids ?? []).some((id) => !activeUser(ctx.tenant, id))) problems.push('Team members must be active users');
  if (problems.length) return errors(422, ...problems);
  const members = [...new Set(team.member_ids!.map(Number))].filter((id) => id !== Number(team.lead_id));
  return {
    ...inc,
    team: { lead_id: Number(team.lead_id), member_ids: members.length ? members : team.member_ids!.map(Number), target_date: String(team.target_date) },
    status: inc.status === 'open' ? 'in_progress' : inc.status,
    step_completed: maxStep(inc.step_completed, 2),
  };
}

async function rootCauseStep(ctx: AuthContext, inc: DemoIncident, body: StepBody): Promise<StepResult> {
  if (inc.step_completed < 2) return errors(422, 'Form the investigation team first');
  const rc = body.root_cause ?? {};
  const activeIds = db
    .list<DemoRootCause>(ctx.tenant, 'root_cause_settings')
    .filter((s) => s.active)
    .map((s) => s.id);
  const input = { whys: rc.whys ?? [], root_cause_ids: rc.root_cause_ids ?? [], notes: rc.notes ?? '' };
  const problems = await ruleErrors(rootCauseSchema(serverT, { activeIds }), input);
  if (problems.length) return errors(422, ...problems);
  const root_cause: RootCauseAnalysis = {
    whys: input.whys.map((w) => ({ question: str(w.question, 500), answer: str(w.answer, 1000), root_cause_setting_id: w.root_cause_setting_id && activeIds.includes(Number(w.root_cause_setting_id)) ? Number(w.root_cause_setting_id) : null })),
    root_cause_ids: [...new Set(input.root_cause_ids.map(Number))],
    notes: str(input.notes),
  };
  return { ...inc, root_cause, step_completed: maxStep(inc.step_completed, 3) };
}

async function capaStep(ctx: AuthContext, inc: DemoIncident, body: StepBody): Promise<StepResult> {
  if (inc.step_completed < 2) return errors(422, 'Form the investigation team first');
  const inputs = Array.isArray(body.actions) ? body.actions : [];
  const existing = incidentActions(ctx.tenant, inc).length;
  const problems = await ruleErrors(capaSchema(serverT, { existing }), { actions: inputs });
  if (problems.length) return errors(422, ...problems);
  const blocked = actionWriteBlock(ctx.tenant, inputs.length);
  if (blocked) return blocked;
  const bodies = inputs.map((a) => ({ type: 'Incident', description: a.description, control_type: a.control_type, responsible_user_id: a.responsible_user_id, due_date: a.due_date, risk_level: inc.risk_level, site_id: inc.site_id, area_id: inc.area_id, source_id: inc.id, status: 'open' }));
  for (const [i, b] of bodies.entries()) {
    const bad = await actionErrors(ctx.tenant, b);
    if (bad.length) return errors(422, ...bad.map((p) => `Action ${i + 1}: ${p}`));
  }
  const ids: number[] = [];
  for (const b of bodies) {
    const action = db.commit(ctx.tenant, 'actions', 'create', buildAction(ctx.tenant, ctx.user, b));
    ids.push(action.id);
  }
  return { ...inc, action_ids: [...inc.action_ids, ...ids], status: inc.status === 'open' ? 'in_progress' : inc.status, step_completed: maxStep(inc.step_completed, 4) };
}

async function reviewStep(ctx: AuthContext, inc: DemoIncident, body: StepBody): Promise<StepResult> {
  const now = new Date().toISOString();
  if (body.close) {
    const blockers = closureBlockers(inc, incidentActions(ctx.tenant, inc));
    if (blockers.length) return errors(422, ...blockers.map((b) => serverT(`closure.${b}`)));
    return { ...inc, status: 'closed', closed_at: now, step_completed: 5 };
  }
  if (body.decision !== undefined) {
    const mine = inc.approvals.find((a) => a.approver_id === ctx.user.id);
    if (!mine) return errors(403, 'You are not authorized to perform this action');
    const problems = await ruleErrors(decisionSchema(serverT), { decision: body.decision, reason: body.reason ?? '' });
    if (problems.length) return errors(422, ...problems);
    const decision = body.decision === 'approve' ? 'approved' : 'rejected';
    const approvals = inc.approvals.map((a): Approval => (a.approver_id === ctx.user.id ? { approver_id: a.approver_id, decision, reason: str(body.reason), decided_at: now } : a));
    // a rejection sends the investigation back; the next approver set starts every decision again (pending)
    return { ...inc, approvals, status: decision === 'rejected' ? 'in_progress' : inc.status };
  }
  if (body.approver_ids !== undefined) {
    if (inc.step_completed < 4 || incidentActions(ctx.tenant, inc).length === 0) return errors(422, serverT('validation.capaMin'));
    const problems = await ruleErrors(approversSchema(serverT), { approver_ids: body.approver_ids });
    if ((body.approver_ids ?? []).some((id) => !activeUser(ctx.tenant, id))) problems.push('Approvers must be active users');
    if (problems.length) return errors(422, ...problems);
    const approvals = [...new Set(body.approver_ids!.map(Number))].map((id): Approval => ({ approver_id: id, decision: 'pending', reason: '', decided_at: null }));
    return { ...inc, approvals, status: 'completed' };
  }
  return errors(422, 'Choose approvers, a decision or closure');
}

const STEPS: Record<string, (ctx: AuthContext, inc: DemoIncident, body: StepBody) => Promise<StepResult>> = {
  report: reportStep,
  team: teamStep,
  root_cause: rootCauseStep,
  capa: capaStep,
  review: reviewStep,
};

function rootCausesOf(tenant: TenantData, inc: DemoIncident) {
  const all = db.list<DemoRootCause>(tenant, 'root_cause_settings');
  const byId = new Map(all.map((s) => [s.id, s]));
  return (inc.root_cause?.root_cause_ids ?? [])
    .map((id) => byId.get(id))
    .filter((s): s is DemoRootCause => !!s)
    // the names above it, root first (pathOf ends with the category itself)
    .map((s) => ({ id: s.id, name: s.name, parent_id: s.parent_id, active: s.active, path: pathOf(all, s.id).slice(0, -1) }));
}

export const incidentHandlers = [
  secured('get', '/v2/incidents', ['read', 'Incident'], list),
  secured('get', '/v2/incidents/period_status_counts', ['read', 'Incident'], counts),
  secured('get', '/incidents/incident_data', ['read', 'Incident'], ({ tenant }) => HttpResponse.json(formData(tenant, true))),
  /** every match for the Excel export and the print preview */
  secured('get', '/incidents', ['read', 'Incident'], (ctx) => {
    const { rows, q } = filtered(ctx);
    const out = narrowed(rows, q);
    if (out.length > EXPORT_MAX_ROWS) return errors(422, EXPORT_TOO_LARGE);
    return HttpResponse.json({ incidents: out });
  }),
  route('get', '/out_incident_data', ({ request }) => {
    const tenant = tenantOf(request);
    if (!tenant.organization) return errors(404, 'Page not found');
    return HttpResponse.json(formData(tenant, false));
  }),
  secured<{ id: string }>('get', '/incidents/:id/root_causes', ['read', 'Incident'], ({ tenant, params }) => {
    const inc = db.find<DemoIncident>(tenant, 'incidents', Number(params.id));
    if (!inc) return errors(404, 'Record not found');
    return HttpResponse.json({ root_causes: rootCausesOf(tenant, inc) });
  }),
  secured<{ id: string }>('get', '/incidents/:id', ['read', 'Incident'], ({ tenant, params }) => {
    const inc = db.find<DemoIncident>(tenant, 'incidents', Number(params.id));
    if (!inc) return errors(404, 'Record not found');
    return HttpResponse.json(detail(tenant, inc));
  }),
  secured('post', '/incidents', ['create', 'Incident'], (ctx) =>
    idempotent(ctx.tenant, ctx.request, '/incidents', async () => {
      const body = await jsonBody<ReportBody>(ctx.request);
      const limited = incidentLimit(ctx.tenant);
      if (limited) return limited;
      const problems = await reportErrors(ctx.tenant, body);
      if (problems.length) return errors(422, ...problems);
      const inc = db.commit(ctx.tenant, 'incidents', 'create', newIncident(ctx.tenant, body, { id: ctx.user.id, name: null, anonymous: false }, 1));
      return HttpResponse.json(detail(ctx.tenant, inc), { status: 201 });
    }),
  ),
  secured<{ id: string }>('patch', '/incidents/:id', ['update', 'Incident'], async (ctx) => {
    const inc = db.find<DemoIncident>(ctx.tenant, 'incidents', Number(ctx.params.id));
    if (!inc) return errors(404, 'Record not found');
    if (inc.status === 'closed') return errors(422, CLOSED_LOCKED);
    const memory = actionWriteBlock(ctx.tenant, 0);
    if (memory) return memory;
    const body = await jsonBody<StepBody>(ctx.request);
    const handler = STEPS[String(body.step)];
    if (!handler) return errors(422, 'Step is not valid');
    const result = await handler(ctx, inc, body);
    if (result instanceof Response) return result;
    const saved = db.commit(ctx.tenant, 'incidents', 'update', { ...result, updated_at: new Date().toISOString() });
    notifyInvestigationChange(ctx.tenant, ctx.user.id, inc, saved);
    return HttpResponse.json(detail(ctx.tenant, saved));
  }),
  /** the public form: tenant from the API key, nobody signed in; no identity stored unless a name is given */
  route('post', '/outer_incidents', async ({ request }) => {
    const tenant = tenantOf(request);
    if (!tenant.organization) return errors(404, 'Page not found');
    return idempotent(tenant, request, '/outer_incidents', async () => {
      const body = await jsonBody<ReportBody>(request);
      const limited = incidentLimit(tenant);
      if (limited) return limited;
      const problems = await reportErrors(tenant, body, { public: true });
      if (problems.length) return errors(422, ...problems);
      const name = body.anonymous ? '' : str(body.reporter_name, 120);
      const inc = newIncident(tenant, body, { id: null, name: name || null, anonymous: !name }, 0);
      db.commit(tenant, 'incidents', 'create', inc);
      notifyPublicReport(tenant, inc, `/incidents/summary/${inc.id}`);
      return HttpResponse.json({ id: inc.id, number: inc.number }, { status: 201 });
    });
  }),
];
