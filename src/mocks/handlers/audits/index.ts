import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { todayIso } from '@/lib/forms/dates';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '@/lib/files/validate-upload';
import {
  AUDIT_ATTACHMENT_BYTES,
  AUDIT_LIMIT_MESSAGE,
  AUDIT_LIST_TYPES,
  FREE_PLAN_AUDITS_PER_MONTH,
  FREE_PLAN_TEMPLATES,
  TEMPLATE_LIMIT_MESSAGE,
  displayAuditStatus,
  isAuditListType,
  matchesListType,
  type AuditListType,
  type AuditRecord,
  type AuditSchedule,
  type AuditTemplate,
  type AuditWithDefinition,
  type KeyFinding,
  type TemplateDefinition,
} from '@/features/audits/model';
import { isFailingAnswer, scoreAudit } from '@/features/audits/model/scoring';
import { repeatedFailures } from '@/features/audits/model/insights';
import { parseOptions } from '@/features/audits/model/options';
import type { StarterTemplateRecord } from '@/features/onboarding/model/starter-content';
import { allQuestions, isAnswered, missingRequirements, visibleQuestionIds, type Answers } from '@/features/audits/model/template';
import { addDays, occurrenceState, occurrencesBetween, nextOccurrence, toRRule, type Recurrence } from '@/features/audits/model/recurrence';
import { decisionSchema, findingsSchema, scheduleSchema, startAuditSchema, templateSchema } from '@/features/audits/schemas/audit-schemas';
import { AUDIT_SERVER_ONLY_MESSAGES, auditServerT } from '@/features/audits/schemas/rule-messages';
import { approvalRound, approve, currentApprovers, type ApprovalRound } from '@/features/audits/model/approval';
import { isOwnRecord } from '@/lib/approvals/separation-of-duties';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoAudit, DemoAuditSchedule, DemoAuditTemplate, DemoSite, DemoUser, DemoWorkflow } from '../../db/types';
import { ensureWorkflows, superAdminOf } from '../../db/seed/workflows';
import type { DemoAction } from '../../db/seed/actions';
import { ensureAudits } from '../../db/seed/audits';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { queryOf } from '../../list-query';
import { attachmentError } from '../../services/attachments';
import { serializeAction } from '../../services/actions';
import { createdThisMonth, isFreePlan } from '../../services/plan-limits';
import { registerRecordSerializer } from '../../cable/server';
import { createNotification } from '../../cable/notifications';

/** Audits and inspections (features/audits/README.md): SPEC §7 "Audits" plus the template and schedule calls. */

const ATTACHMENT_OPTIONS = { maxBytes: AUDIT_ATTACHMENT_BYTES, allowedTypes: [...IMAGE_TYPES, ...DOCUMENT_TYPES] };
const PER_PAGE = 25;

function ready(tenant: TenantData) {
  if (ensureAudits(tenant)) db.touch(tenant);
}
const templatesOf = (t: TenantData) => (ready(t), db.list<DemoAuditTemplate>(t, 'audit_templates'));
const auditsOf = (t: TenantData) => (ready(t), db.list<DemoAudit>(t, 'audits'));
const schedulesOf = (t: TenantData) => (ready(t), db.list<DemoAuditSchedule>(t, 'audit_schedules'));
const activeUsers = (t: TenantData) => db.list<DemoUser>(t, 'users').filter((u) => u.status === 'Active' && !u.is_contractor && u.role_name !== 'MasterSuperAdmin');
const liveSites = (t: TenantData) => db.list<DemoSite>(t, 'sites').filter((s) => s.status === 'active');

function names(tenant: TenantData) {
  return {
    users: new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name])),
    sites: new Map(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name])),
    templates: new Map(db.list<DemoAuditTemplate>(tenant, 'audit_templates').map((t) => [t.id, t])),
  };
}

/** who approves this audit now: the governing Audit workflow (Settings › Workflows), else the super admin */
function roundFor(tenant: TenantData, a: Pick<DemoAudit, 'site_id' | 'template_id' | 'auditor_id'>): ApprovalRound {
  if (ensureWorkflows(tenant)) db.touch(tenant);
  // never the auditor (separation of duties): the next reviewer, the super admin, then another administrator
  const admins = db
    .list<DemoUser>(tenant, 'users')
    .filter((u) => u.status === 'Active' && u.is_admin && u.role_name !== 'MasterSuperAdmin')
    .map((u) => u.id)
    .sort((x, y) => x - y);
  return approvalRound(a, db.list<DemoWorkflow>(tenant, 'workflows'), superAdminOf(tenant)?.id ?? null, admins);
}
/** the stored round of a submitted audit (an audit stored before rounds existed gets one on first read) */
const roundOf = (tenant: TenantData, a: DemoAudit): ApprovalRound | null => a.round ?? (a.status === 'completed' || a.status === 'pending' ? roundFor(tenant, a) : null);

const serializeTemplate = (t: DemoAuditTemplate): AuditTemplate => ({ ...t, question_count: allQuestions(t.definition).length });

export function definitionOf(tenant: TenantData, a: Pick<DemoAudit, 'template_id' | 'template_version'>): TemplateDefinition | null {
  const t = db.find<DemoAuditTemplate>(tenant, 'audit_templates', a.template_id);
  return t?.versions.find((v) => v.version === a.template_version)?.definition ?? null;
}

export function serializeAudit(tenant: TenantData, a: DemoAudit, n = names(tenant), today = todayIso()): AuditRecord {
  const t = n.templates.get(a.template_id);
  return {
    id: a.id,
    number: a.number,
    template_id: a.template_id,
    template_version: a.template_version,
    template_name: t?.versions.find((v) => v.version === a.template_version)?.name ?? t?.name ?? '',
    icon: t?.icon ?? 'pi-check-square',
    schedule_id: a.schedule_id,
    site_id: a.site_id,
    site_name: n.sites.get(a.site_id) ?? '',
    auditor_id: a.auditor_id,
    auditor_name: n.users.get(a.auditor_id) ?? '',
    auditee_id: a.auditee_id,
    auditee_name: a.auditee_id ? (n.users.get(a.auditee_id) ?? null) : null,
    due_date: a.due_date,
    status: a.status,
    display_status: displayAuditStatus(a.status, a.due_date, today),
    answers: a.answers,
    key_findings: a.key_findings,
    percent: a.percent,
    passed: a.passed,
    started_at: a.started_at,
    completed_at: a.completed_at,
    decided_at: a.decided_at,
    decided_by_name: a.decided_by_id ? (n.users.get(a.decided_by_id) ?? null) : null,
    reason: a.reason,
    ...approvalOf(tenant, a, n.users),
    created_at: a.created_at,
    updated_at: a.updated_at,
  };
}

function approvalOf(tenant: TenantData, a: DemoAudit, users: Map<number, string>): Pick<AuditRecord, 'approval_workflow' | 'approvers' | 'current_approver_ids' | 'approvals_required' | 'approval_kind' | 'auditor_excluded' | 'substitute_names'> {
  const round = roundOf(tenant, a);
  if (!round) return { approval_workflow: null, approvers: [], current_approver_ids: [], approvals_required: 0, approval_kind: null, auditor_excluded: false, substitute_names: [] };
  const at = new Map(round.approvals.map((x) => [x.user_id, x.at]));
  return {
    approval_workflow: round.workflow_title,
    approvers: round.approver_ids.map((id) => ({ id, name: users.get(id) ?? `#${id}`, approved_at: at.get(id) ?? null })),
    current_approver_ids: a.status === 'completed' || a.status === 'pending' ? currentApprovers(round) : [],
    approvals_required: round.required,
    approval_kind: round.kind,
    auditor_excluded: !!round.excluded_ids?.length,
    substitute_names: (round.substitute_ids ?? []).map((id) => users.get(id) ?? `#${id}`),
  };
}

/** a stored schedule as the recurrence model's rule (older rows have only frequency, start and end) */
const ruleOf = (s: DemoAuditSchedule): Recurrence => ({
  frequency: s.frequency,
  start_date: s.start_date,
  end_date: s.end_date,
  interval: s.interval,
  weekdays: s.weekdays,
  month_mode: s.month_mode,
  week_of_month: s.week_of_month,
  count: typeof s.count === 'number' ? s.count : null,
});

function serializeSchedule(tenant: TenantData, s: DemoAuditSchedule, n = names(tenant), today = todayIso()): AuditSchedule {
  const audits = db.list<DemoAudit>(tenant, 'audits').filter((a) => a.schedule_id === s.id);
  const byDue = new Map(audits.map((a) => [a.due_date, a]));
  const counts = { overdue: 0, missed: 0, done: 0 };
  for (const due of occurrencesBetween(ruleOf(s), s.start_date, today)) {
    const state = occurrenceState(due, today, s.window_days, byDue.get(due) ?? null);
    if (state === 'overdue' || state === 'missed' || state === 'done') counts[state] += 1;
  }
  const next = nextOccurrence(ruleOf(s), today);
  return {
    id: s.id,
    template_id: s.template_id,
    template_name: n.templates.get(s.template_id)?.name ?? '',
    site_id: s.site_id,
    site_name: n.sites.get(s.site_id) ?? '',
    auditor_id: s.auditor_id,
    auditor_name: n.users.get(s.auditor_id) ?? '',
    auditee_id: s.auditee_id,
    auditee_name: s.auditee_id ? (n.users.get(s.auditee_id) ?? null) : null,
    frequency: s.frequency,
    start_date: s.start_date,
    end_date: s.end_date,
    window_days: s.window_days,
    interval: s.interval ?? 1,
    weekdays: s.weekdays ?? [],
    month_mode: s.month_mode ?? 'day',
    week_of_month: s.week_of_month ?? null,
    time_of_day: s.time_of_day ?? '',
    count: typeof s.count === 'number' ? s.count : null,
    rrule: toRRule(ruleOf(s)),
    active: s.active,
    next_due: s.active ? next : null,
    next_audit_id: (s.active && next && byDue.get(next)?.id) || null,
    state: !s.active ? 'paused' : next == null ? 'ended' : 'active',
    ...counts,
    created_at: s.created_at,
  };
}

function findOr404<T extends Row>(tenant: TenantData, collection: string, id: string | undefined): T {
  const row = db.find<T>(tenant, collection, Number(id));
  if (!row) throw errors(404, 'Record not found');
  return row;
}

/** SPEC §9: 10 audits a month on the free plan (started audits and new schedules count) */
function auditLimitBlock(tenant: TenantData): Response | null {
  if (!isFreePlan(tenant)) return null;
  const used = createdThisMonth(auditsOf(tenant)) + createdThisMonth(schedulesOf(tenant));
  return used >= FREE_PLAN_AUDITS_PER_MONTH ? errors(422, AUDIT_LIMIT_MESSAGE) : null;
}

function withDefinition(ctx: Pick<AuthContext, 'tenant'>, a: DemoAudit): AuditWithDefinition {
  return { ...serializeAudit(ctx.tenant, a), definition: definitionOf(ctx.tenant, a) ?? { scoring: false, sections: [] } };
}

const EDITABLE = ['scheduled', 'in_progress', 'rejected'];
const DUPLICATE_OCCURRENCE = 'An audit for this schedule and date already exists';

/** answers keep only known questions, their files pass SPEC §5 (1 MB), actions named exist */
async function answerErrors(tenant: TenantData, def: TemplateDefinition, answers: Answers): Promise<string[]> {
  const out: string[] = [];
  const known = new Set(allQuestions(def).map(({ question }) => question.id));
  const actions = new Set(db.list<DemoAction>(tenant, 'actions').map((a) => a.id));
  for (const [id, a] of Object.entries(answers)) {
    if (!known.has(id)) {
      out.push('Answers must belong to the audit template');
      continue;
    }
    const bad = await attachmentError(a?.attachments ?? [], ATTACHMENT_OPTIONS);
    if (bad) out.push(bad);
    if ((a?.action_ids ?? []).some((x) => !actions.has(x))) out.push('Actions must exist');
  }
  return [...new Set(out)];
}

/**
 * "Notify" questions (isNotify): when a submitted audit has a failing answer on one, its auditee is told (a
 * notification linking to the audit's summary, naming the questions), unless the auditee submitted it.
 */
function notifyFindings(tenant: TenantData, by: number, def: TemplateDefinition, a: DemoAudit): void {
  if (!a.auditee_id || a.auditee_id === by) return;
  const visible = visibleQuestionIds(def, a.answers);
  const failing = allQuestions(def)
    .map(({ question }) => question)
    .filter((q) => q.is_notify && visible.has(q.id) && isFailingAnswer(q, a.answers[q.id]));
  if (failing.length === 0) return;
  const title = `${a.number}: ${failing.map((q) => q.text).join('; ')}`.slice(0, 120);
  createNotification(tenant, a.auditee_id, { kind: 'audit_finding', title, link: `/audits/${a.id}/summary` });
}

/** a submitted audit: every visible question answered and every requirement of the answers met */
function submitErrors(def: TemplateDefinition, answers: Answers): string[] {
  const out: string[] = [];
  const visible = visibleQuestionIds(def, answers);
  const open = allQuestions(def).filter(({ question }) => visible.has(question.id) && question.response_type === 'options' && !isAnswered(question, answers[question.id]));
  if (open.length) out.push(`${open.length} question(s) are not answered`);
  const missing = missingRequirements(def, answers);
  if (missing.some((m) => m.requirement === 'photo')) out.push('A photo is required for some answers');
  if (missing.some((m) => m.requirement === 'note')) out.push('A note is required for some answers');
  if (missing.some((m) => m.requirement === 'action')) out.push('An action is required for some answers');
  return out;
}

const startersOf = (tenant: TenantData) => ((tenant.collections.starter_templates ?? []) as unknown as StarterTemplateRecord[]).filter((s) => s.kind === 'audit' || s.kind === 'inspection');

/** an onboarding starter (a list of checklist items) as a draft template: one section, Yes / No / N/A questions */
function fromStarter(starter: StarterTemplateRecord): TemplateDefinition {
  return {
    scoring: true,
    pass_mark: 80,
    sections: [{ id: `${starter.key}-s1`, title: starter.name, pass_mark: null, questions: starter.items.map((item, i) => ({ id: `${starter.key}-q${i + 1}`, text: item, response_type: 'options' as const, options: parseOptions('Yes / 1//No / 0//N/A', `${starter.key}-q${i + 1}o`), is_attach: true })) }],
  };
}

export const auditHandlers = [
  // ── templates (Audit Template) ─────────────────────────────────────────────────────────────
  secured('get', '/audit_templates', ['read', 'Audit Template'], ({ tenant }) => HttpResponse.json({ audit_templates: templatesOf(tenant).map(serializeTemplate) })),
  /** the audit / inspection starter templates onboarding stored, and whether each was imported */
  secured('get', '/audit_templates/starters', ['read', 'Audit Template'], ({ tenant }) => {
    const imported = new Set(templatesOf(tenant).map((t) => t.starter_key));
    return HttpResponse.json({ starter_templates: startersOf(tenant).map((s) => ({ key: s.key, kind: s.kind, name: s.name, items: s.items.length, imported: imported.has(s.key) })) });
  }),
  secured('post', '/audit_templates/import_starter', ['create', 'Audit Template'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    const starter = startersOf(tenant).find((s) => s.key === body.key);
    if (!starter) return errors(422, 'Starter template not found');
    if (templatesOf(tenant).some((t) => t.starter_key === starter.key)) return errors(422, 'This starter template was already imported');
    if (isFreePlan(tenant) && templatesOf(tenant).length >= FREE_PLAN_TEMPLATES) return errors(422, TEMPLATE_LIMIT_MESSAGE);
    const now = new Date().toISOString();
    const row: DemoAuditTemplate = { id: db.newId(tenant), name: starter.name, description: '', icon: starter.kind === 'inspection' ? 'pi-building' : 'pi-check-square', definition: fromStarter(starter), version: 0, dirty: true, active: true, starter_key: starter.key, versions: [], created_at: now, updated_at: now };
    return HttpResponse.json(serializeTemplate(db.commit(tenant, 'audit_templates', 'create', row)), { status: 201 });
  }),
  secured<{ id: string }>('get', '/audit_templates/:id', ['read', 'Audit Template'], ({ tenant, params }) => {
    templatesOf(tenant);
    return HttpResponse.json(serializeTemplate(findOr404<DemoAuditTemplate>(tenant, 'audit_templates', params.id)));
  }),
  secured('post', '/audit_templates', ['create', 'Audit Template'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    const problems = await ruleErrors(templateSchema(auditServerT), body);
    if (problems.length) return errors(422, ...problems);
    if (isFreePlan(tenant) && templatesOf(tenant).length >= FREE_PLAN_TEMPLATES) return errors(422, TEMPLATE_LIMIT_MESSAGE);
    const now = new Date().toISOString();
    const row: DemoAuditTemplate = { id: db.newId(tenant), name: String(body.name).trim(), description: String(body.description ?? ''), icon: body.icon as DemoAuditTemplate['icon'], definition: body.definition as TemplateDefinition, version: 0, dirty: true, active: true, versions: [], created_at: now, updated_at: now };
    return HttpResponse.json(serializeTemplate(db.commit(tenant, 'audit_templates', 'create', row)), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/audit_templates/:id', ['update', 'Audit Template'], async ({ tenant, request, params }) => {
    templatesOf(tenant);
    const existing = findOr404<DemoAuditTemplate>(tenant, 'audit_templates', params.id);
    const body: Record<string, unknown> = { name: existing.name, description: existing.description, icon: existing.icon, definition: existing.definition, ...(await jsonBody(request)) };
    const problems = await ruleErrors(templateSchema(auditServerT), body);
    if (problems.length) return errors(422, ...problems);
    const row: DemoAuditTemplate = { ...existing, name: String(body.name).trim(), description: String(body.description ?? ''), icon: body.icon as DemoAuditTemplate['icon'], definition: body.definition as TemplateDefinition, active: typeof body.active === 'boolean' ? body.active : existing.active, dirty: true, updated_at: new Date().toISOString() };
    return HttpResponse.json(serializeTemplate(db.commit(tenant, 'audit_templates', 'update', row)));
  }),
  /** publish: the working copy becomes the next immutable numbered version; new audits pin it */
  secured<{ id: string }>('post', '/audit_templates/:id/publish', ['update', 'Audit Template'], async ({ tenant, user, params }) => {
    templatesOf(tenant);
    const existing = findOr404<DemoAuditTemplate>(tenant, 'audit_templates', params.id);
    const problems = await ruleErrors(templateSchema(auditServerT), existing);
    if (problems.length) return errors(422, ...problems);
    const now = new Date().toISOString();
    const version = existing.version + 1;
    const snapshot = JSON.parse(JSON.stringify(existing.definition)) as TemplateDefinition;
    const row: DemoAuditTemplate = { ...existing, version, dirty: false, versions: [...existing.versions, { version, published_at: now, published_by: user.full_name, name: existing.name, definition: snapshot }], updated_at: now };
    return HttpResponse.json(serializeTemplate(db.commit(tenant, 'audit_templates', 'update', row)));
  }),

  // ── audits (Audit) ─────────────────────────────────────────────────────────────────────────
  secured('get', '/audits/form_data', ['read', 'Audit'], ({ tenant }) =>
    HttpResponse.json({
      templates: templatesOf(tenant)
        .filter((t) => t.active && t.version > 0)
        .map((t) => ({ id: t.id, name: t.name, version: t.version })),
      sites: liveSites(tenant).map((s) => ({ id: s.id, name: s.name })),
      users: activeUsers(tenant).map((u) => ({ id: u.id, name: u.full_name })),
    }),
  ),
  secured('get', '/audits', ['read', 'Audit'], ({ tenant, request }) => {
    const q = queryOf(request);
    const today = todayIso();
    const n = names(tenant);
    let rows = auditsOf(tenant).map((a) => serializeAudit(tenant, a, n, today));
    const site = Number(q('site_id'));
    if (site) rows = rows.filter((a) => a.site_id === site);
    const template = Number(q('template_id'));
    if (template) rows = rows.filter((a) => a.template_id === template);
    const search = q('search').trim().toLowerCase();
    if (search) rows = rows.filter((a) => `${a.number} ${a.template_name} ${a.site_name} ${a.auditor_name}`.toLowerCase().includes(search));
    const counts = Object.fromEntries(AUDIT_LIST_TYPES.map((t) => [t, rows.filter((a) => matchesListType(t, a.display_status)).length])) as Record<AuditListType, number>;
    const type: AuditListType = isAuditListType(q('type')) ? (q('type') as AuditListType) : 'all';
    rows = rows.filter((a) => matchesListType(type, a.display_status)).sort((a, b) => b.due_date.localeCompare(a.due_date) || b.id - a.id);
    const page = Math.max(1, Number(q('page')) || 1);
    return HttpResponse.json({ audits: rows.slice((page - 1) * PER_PAGE, page * PER_PAGE), total_count: rows.length, counts, page, per_page: PER_PAGE });
  }),
  secured('post', '/audits', ['create', 'Audit'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    const problems = await ruleErrors(startAuditSchema(auditServerT), body);
    const template = templatesOf(tenant).find((t) => t.id === Number(body.template_id) && t.active && t.version > 0);
    if (body.template_id && !template) problems.push(auditServerT('validation.templateRequired'));
    if (body.site_id && !liveSites(tenant).some((s) => s.id === Number(body.site_id))) problems.push(auditServerT('validation.siteRequired'));
    const users = new Set(activeUsers(tenant).map((u) => u.id));
    if (body.auditor_id && !users.has(Number(body.auditor_id))) problems.push(auditServerT('validation.auditorRequired'));
    const scheduleId = body.schedule_id ? Number(body.schedule_id) : null;
    if (scheduleId != null && !schedulesOf(tenant).some((s) => s.id === scheduleId)) problems.push('Schedule is not valid');
    if (scheduleId != null && auditsOf(tenant).some((a) => a.schedule_id === scheduleId && a.due_date === body.due_date)) problems.push(DUPLICATE_OCCURRENCE);
    if (problems.length) return errors(422, ...new Set(problems));
    const block = auditLimitBlock(tenant);
    if (block) return block;
    const now = new Date().toISOString();
    const prefix = tenant.key.slice(0, 3).toUpperCase();
    const row: DemoAudit = {
      id: db.newId(tenant),
      number: `${prefix}-AUD-${String(auditsOf(tenant).length + 1).padStart(4, '0')}`,
      template_id: template!.id,
      template_version: template!.version,
      schedule_id: scheduleId,
      site_id: Number(body.site_id),
      auditor_id: Number(body.auditor_id),
      auditee_id: body.auditee_id ? Number(body.auditee_id) : null,
      due_date: String(body.due_date),
      status: 'scheduled',
      answers: {},
      key_findings: [],
      percent: null,
      passed: null,
      started_at: null,
      completed_at: null,
      decided_at: null,
      decided_by_id: null,
      reason: '',
      created_at: now,
      updated_at: now,
    };
    const created = db.commit(tenant, 'audits', 'create', row);
    return HttpResponse.json(withDefinition({ tenant }, created), { status: 201 });
  }),
  secured<{ id: string }>('get', '/audits/:id', ['read', 'Audit'], (ctx) => {
    if (!/^\d+$/.test(ctx.params.id)) return undefined;
    auditsOf(ctx.tenant);
    return HttpResponse.json(withDefinition(ctx, findOr404<DemoAudit>(ctx.tenant, 'audits', ctx.params.id)));
  }),
  secured<{ id: string }>('get', '/audits/:id/sections', ['read', 'Audit'], ({ tenant, params }) => {
    auditsOf(tenant);
    const a = findOr404<DemoAudit>(tenant, 'audits', params.id);
    return HttpResponse.json({ sections: definitionOf(tenant, a)?.sections ?? [] });
  }),
  secured<{ id: string }>('get', '/audits/:id/audit_section_wise_summary', ['read', 'Audit'], ({ tenant, params }) => {
    auditsOf(tenant);
    const a = findOr404<DemoAudit>(tenant, 'audits', params.id);
    const def = definitionOf(tenant, a);
    return HttpResponse.json({ sections: def ? scoreAudit(def, a.answers).sections : [] });
  }),
  secured<{ id: string }>('get', '/audits/:id/audit_total_summary', ['read', 'Audit'], ({ tenant, params }) => {
    auditsOf(tenant);
    const a = findOr404<DemoAudit>(tenant, 'audits', params.id);
    const def = definitionOf(tenant, a);
    return HttpResponse.json(def ? scoreAudit(def, a.answers) : null);
  }),
  /** answers, key findings; `submit: true` completes the audit (then it waits for approval) */
  secured<{ id: string }>('patch', '/audits/:id', ['update', 'Audit'], async ({ tenant, user, request, params }) => {
    auditsOf(tenant);
    const existing = findOr404<DemoAudit>(tenant, 'audits', params.id);
    if (!EDITABLE.includes(existing.status)) return errors(422, 'A completed audit cannot be changed');
    const def = definitionOf(tenant, existing);
    if (!def) return errors(422, 'The audit template version is missing');
    const body = await jsonBody<{ answers?: Answers; key_findings?: KeyFinding[]; submit?: boolean }>(request);
    const answers = body.answers && typeof body.answers === 'object' ? body.answers : existing.answers;
    const findings = Array.isArray(body.key_findings) ? body.key_findings : existing.key_findings;
    const problems = [...(await answerErrors(tenant, def, answers)), ...(await ruleErrors(findingsSchema(auditServerT), findings))];
    if (body.submit) problems.push(...submitErrors(def, answers));
    if (problems.length) return errors(422, ...problems);
    const now = new Date().toISOString();
    const score = scoreAudit(def, answers);
    const row: DemoAudit = {
      ...existing,
      answers,
      key_findings: findings.map((f, i) => ({ id: String(f.id || `f${Date.now()}${i}`), text: String(f.text).trim(), severity: ['low', 'medium', 'high'].includes(f.severity) ? f.severity : 'medium', question_id: f.question_id ?? null })),
      status: body.submit ? 'completed' : 'in_progress',
      started_at: existing.started_at ?? now,
      completed_at: body.submit ? now : null,
      percent: score.percent,
      passed: score.passed,
      decided_at: null,
      decided_by_id: null,
      round: body.submit ? roundFor(tenant, existing) : null,
      reason: body.submit ? '' : existing.reason,
      updated_at: now,
    };
    const saved = db.commit(tenant, 'audits', 'update', row);
    if (body.submit) notifyFindings(tenant, user.id, def, saved);
    return HttpResponse.json(withDefinition({ tenant }, saved));
  }),
  /**
   * approval (SPEC §4): only a current approver of the stored round decides (403 otherwise); an approval is recorded
   * and the last one needed approves the audit; a rejection (with a reason) by any current approver ends the round
   */
  secured<{ id: string }>('patch', '/modify_audits/:id', ['read', 'Audit'], async ({ tenant, request, params, user }) => {
    auditsOf(tenant);
    const existing = findOr404<DemoAudit>(tenant, 'audits', params.id);
    const body = await jsonBody(request);
    if (existing.status !== 'completed' && existing.status !== 'pending') return errors(422, 'Only a completed audit can be approved or rejected');
    // separation of duties (ISO 19011 independence): the auditor never decides on their own audit, whatever a stored round says
    if (isOwnRecord(user.id, [existing.auditor_id])) return errors(422, AUDIT_SERVER_ONLY_MESSAGES['validation.ownAudit']);
    const round = roundOf(tenant, existing)!;
    if (!currentApprovers(round).includes(user.id)) return errors(403, 'You are not an approver of this audit');
    const problems = await ruleErrors(decisionSchema(auditServerT), body);
    if (problems.length) return errors(422, ...problems);
    const now = new Date().toISOString();
    const reason = String(body.reason ?? '').trim();
    let row: DemoAudit;
    if (body.decision === 'approve') {
      const next = approve(round, user.id, now);
      row = { ...existing, round: next.round, updated_at: now, ...(next.done ? { status: 'approved' as const, reason, decided_at: now, decided_by_id: user.id } : {}) };
    } else {
      row = { ...existing, round, status: 'rejected', reason, decided_at: now, decided_by_id: user.id, updated_at: now };
    }
    return HttpResponse.json(withDefinition({ tenant }, db.commit(tenant, 'audits', 'update', row)));
  }),
  secured('post', '/audits/actionlist', ['read', 'Audit'], async ({ tenant, request, can }) => {
    const body = await jsonBody(request);
    if (!can('read', 'Action')) return HttpResponse.json({ actions: [] });
    const id = Number(body.audit_id);
    return HttpResponse.json({ actions: db.list<DemoAction>(tenant, 'actions').filter((a) => a.type === 'Audit' && a.source_id === id).map((a) => serializeAction(tenant, a)) });
  }),
  /** /audit-summary: counts per list, average score, failed audits, missed inspections per schedule, repeated failures */
  secured('post', '/audits/auditSummaryInfo', ['read', 'Audit'], ({ tenant }) => {
    const today = todayIso();
    const n = names(tenant);
    const stored = auditsOf(tenant);
    const rows = stored.map((a) => serializeAudit(tenant, a, n, today));
    const scored = rows.filter((a) => a.percent != null && (a.status === 'approved' || a.status === 'completed'));
    const finished = stored
      // every conducted audit: a rejected one was carried out too (its answers are what was found)
      .filter((a) => ['completed', 'approved', 'pending', 'rejected'].includes(a.status))
      .map((a) => ({ ...a, definition: definitionOf(tenant, a) }))
      .filter((a): a is DemoAudit & { definition: TemplateDefinition } => !!a.definition);
    return HttpResponse.json({
      counts: Object.fromEntries(AUDIT_LIST_TYPES.map((t) => [t, rows.filter((a) => matchesListType(t, a.display_status)).length])),
      average_percent: scored.length ? Math.round((scored.reduce((s, a) => s + (a.percent ?? 0), 0) / scored.length) * 10) / 10 : null,
      failed: scored.filter((a) => a.passed === false).length,
      missed: schedulesOf(tenant)
        .map((s) => serializeSchedule(tenant, s, n, today))
        .filter((s) => s.missed > 0 || s.overdue > 0)
        .map((s) => ({ schedule_id: s.id, template_name: s.template_name, site_name: s.site_name, auditor_name: s.auditor_name, missed: s.missed, overdue: s.overdue, done: s.done })),
      repeated_failures: repeatedFailures(finished).map((r) => ({ ...r, site_name: n.sites.get(r.site_id) ?? '', template_name: n.templates.get(r.template_id)?.name ?? '' })),
    });
  }),
  secured('post', '/audits/timeline', ['read', 'Audit'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    auditsOf(tenant);
    const a = findOr404<DemoAudit>(tenant, 'audits', String(body.audit_id));
    const events = [
      { kind: 'created', at: a.created_at },
      a.started_at && { kind: 'started', at: a.started_at },
      a.completed_at && { kind: 'completed', at: a.completed_at },
      a.decided_at && { kind: a.status, at: a.decided_at },
    ].filter(Boolean);
    return HttpResponse.json({ events });
  }),

  // ── schedules ──────────────────────────────────────────────────────────────────────────────
  secured('get', '/audit_schedules', ['read', 'Audit'], ({ tenant }) => {
    const n = names(tenant);
    const today = todayIso();
    return HttpResponse.json({ audit_schedules: schedulesOf(tenant).map((s) => serializeSchedule(tenant, s, n, today)) });
  }),
  /** the schedules, and with `from` / `to` (ISO days, at most 92 days apart) every occurrence between them with its state */
  secured('post', '/audits/schedulesinfo', ['read', 'Audit'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    const n = names(tenant);
    const today = todayIso();
    const day = /^\d{4}-\d{2}-\d{2}$/;
    const from = typeof body.from === 'string' && day.test(body.from) ? body.from : null;
    const to = typeof body.to === 'string' && day.test(body.to) ? body.to : null;
    if ((from || to) && (!from || !to || to < from || to > addDays(from, 92))) return errors(422, 'Choose a range of at most 92 days');
    const schedules = schedulesOf(tenant).filter((s) => s.active);
    const occurrences =
      from && to
        ? schedules.flatMap((s) => {
            const mine = new Map(db.list<DemoAudit>(tenant, 'audits').filter((a) => a.schedule_id === s.id).map((a) => [a.due_date, a]));
            return occurrencesBetween(ruleOf(s), from, to).map((date) => {
              const audit = mine.get(date) ?? null;
              return { schedule_id: s.id, date, state: occurrenceState(date, today, s.window_days, audit), audit_id: audit?.id ?? null, template_id: s.template_id, site_id: s.site_id, auditor_id: s.auditor_id, auditee_id: s.auditee_id, template_name: n.templates.get(s.template_id)?.name ?? '', site_name: n.sites.get(s.site_id) ?? '', auditor_name: n.users.get(s.auditor_id) ?? '' };
            });
          }).sort((a, b) => a.date.localeCompare(b.date) || a.template_name.localeCompare(b.template_name))
        : [];
    return HttpResponse.json({ audit_schedules: schedulesOf(tenant).map((s) => serializeSchedule(tenant, s, n, today)), occurrences });
  }),
  secured('post', '/audit_schedules', ['create', 'Audit'], async ({ tenant, request }) => {
    const body = await jsonBody(request);
    const problems = await ruleErrors(scheduleSchema(auditServerT), body);
    if (body.template_id && !templatesOf(tenant).some((t) => t.id === Number(body.template_id) && t.active && t.version > 0)) problems.push(auditServerT('validation.templateRequired'));
    if (body.site_id && !liveSites(tenant).some((s) => s.id === Number(body.site_id))) problems.push(auditServerT('validation.siteRequired'));
    if (body.auditor_id && !activeUsers(tenant).some((u) => u.id === Number(body.auditor_id))) problems.push(auditServerT('validation.auditorRequired'));
    if (problems.length) return errors(422, ...new Set(problems));
    const block = auditLimitBlock(tenant);
    if (block) return block;
    // without `ends` (older clients) an end date or a count still ends the series
    const ends = body.ends ?? (body.end_date ? 'date' : body.count ? 'count' : 'never');
    const row: DemoAuditSchedule = {
      id: db.newId(tenant),
      template_id: Number(body.template_id),
      site_id: Number(body.site_id),
      auditor_id: Number(body.auditor_id),
      auditee_id: body.auditee_id ? Number(body.auditee_id) : null,
      frequency: body.frequency as DemoAuditSchedule['frequency'],
      start_date: String(body.start_date),
      end_date: ends === 'date' && body.end_date ? String(body.end_date) : null,
      window_days: Number(body.window_days),
      interval: Number(body.interval ?? 1) || 1,
      weekdays: Array.isArray(body.weekdays) ? [...new Set(body.weekdays.map(Number))].sort((a, b) => a - b) : [],
      month_mode: body.month_mode === 'weekday' ? 'weekday' : 'day',
      week_of_month: body.month_mode === 'weekday' && body.week_of_month != null ? Number(body.week_of_month) : null,
      time_of_day: typeof body.time_of_day === 'string' ? body.time_of_day : '',
      ends: (['count', 'date'] as const).find((e) => e === ends) ?? 'never',
      count: ends === 'count' ? Number(body.count) : null,
      active: true,
      created_at: new Date().toISOString(),
    };
    return HttpResponse.json(serializeSchedule(tenant, db.commit(tenant, 'audit_schedules', 'create', row)), { status: 201 });
  }),
  /** pause or resume a schedule (`{ active }`): a paused schedule offers no next due date and leaves the calendar; its past counts stay */
  secured<{ id: string }>('patch', '/audit_schedules/:id', ['update', 'Audit'], async ({ tenant, request, params }) => {
    const existing = schedulesOf(tenant).find((s) => s.id === Number(params.id));
    if (!existing) return errors(404, 'Not found');
    const body = await jsonBody<{ active?: unknown }>(request);
    if (typeof body.active !== 'boolean') return errors(422, 'Active must be true or false');
    return HttpResponse.json(serializeSchedule(tenant, db.commit(tenant, 'audit_schedules', 'update', { ...existing, active: body.active })));
  }),
];

/** the due date after which an occurrence counts as missed (shared with tests) */
export const windowEnd = (due: string, windowDays: number) => addDays(due, windowDays);

registerRecordSerializer('audits', (tenant, row) => serializeAudit(tenant, row as unknown as DemoAudit) as unknown as Row);
