import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import {
  WORKFLOW_MODULES,
  WORKFLOWS_PER_PAGE,
  isWorkflowModule,
  moduleHasForms,
  type ImpactedRecord,
  type WorkflowFormData,
  type WorkflowImpact,
  type WorkflowInput,
  type WorkflowModule,
  type WorkflowRecord,
} from '@/features/workflows/model';
import { scopesClash, workflowImpact, type ReviewedRecord, type ScopedWorkflow } from '@/features/workflows/model/impact';
import { workflowSchema } from '@/features/workflows/schemas/workflow-schema';
import { WORKFLOW_SERVER_MESSAGES, WORKFLOW_SERVER_ONLY_MESSAGES, workflowServerT } from '@/features/workflows/schemas/rule-messages';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoSite, DemoUser, DemoWorkflow, DemoWorkflowReview } from '../../db/types';
import { ensureWorkflows, superAdminOf } from '../../db/seed/workflows';
import { errors, jsonBody, secured } from '../../http';
import { restartPermitApproval } from '../permits/review-restart';
import { pageOf, queryOf, sortRows, whereSearch } from '../../list-query';

/**
 * Workflows (features/workflows/README.md). Every write accepts `?dry_run=true`: the same permission and validation,
 * then the impact of the change (records whose review would restart and who would approve them) without saving it.
 */

type WorkflowBody = Partial<Record<keyof WorkflowInput, unknown>>;

const WRITABLE: (keyof WorkflowInput)[] = ['title', 'workflow_type', 'module', 'form_ids', 'site_ids', 'reviewer_ids', 'approvals_required', 'lead_time_value', 'lead_time_unit', 'escalation_user_id'];

/** the records of each reviewed module (a module not built yet has an empty collection) */
const RECORD_COLLECTIONS: Record<WorkflowModule, string> = { Incident: 'incidents', Observation: 'observations', Permit: 'permits', Audit: 'audits', HIRA: 'hira_records' };
/** the templates a module's records are made from (permit forms, audit templates) */
const FORM_COLLECTIONS: Partial<Record<WorkflowModule, string>> = { Permit: 'permit_forms', Audit: 'audit_templates' };

function workflowsOf(tenant: TenantData): DemoWorkflow[] {
  if (ensureWorkflows(tenant)) db.touch(tenant);
  return db.list<DemoWorkflow>(tenant, 'workflows');
}

/** reviewers and escalation users: the tenant's active users (contractors are not reviewers) */
const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active' && !u.is_contractor);
const liveSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

function formsOf(tenant: TenantData, module: WorkflowModule): { id: number; name: string }[] {
  const collection = FORM_COLLECTIONS[module];
  if (!collection) return [];
  return (tenant.collections[collection] ?? []).map((r) => ({ id: r.id, name: String(r.name ?? r.title ?? `#${r.id}`) }));
}

function serialize(tenant: TenantData, w: DemoWorkflow): Omit<WorkflowRecord, 'number'> {
  const users = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  const sites = new Map(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name]));
  const forms = new Map(formsOf(tenant, w.module).map((f) => [f.id, f.name]));
  return {
    id: w.id,
    title: w.title,
    workflow_type: w.workflow_type,
    module: w.module,
    form_ids: w.form_ids,
    form_names: w.form_ids.map((id) => forms.get(id) ?? `#${id}`),
    site_ids: w.site_ids,
    site_names: w.site_ids.map((id) => sites.get(id) ?? `#${id}`),
    reviewer_ids: w.reviewer_ids,
    reviewer_names: w.reviewer_ids.map((id) => users.get(id) ?? `#${id}`),
    approvals_required: w.approvals_required,
    lead_time_value: w.lead_time_value,
    lead_time_unit: w.lead_time_unit,
    escalation_user_id: w.escalation_user_id,
    escalation_user_name: w.escalation_user_id ? (users.get(w.escalation_user_id) ?? null) : null,
    created_at: w.created_at,
    updated_at: w.updated_at,
  };
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** SPEC §5 through the form's own schema, then what only the server knows */
async function workflowErrors(tenant: TenantData, body: WorkflowBody, id: number | null): Promise<string[]> {
  const out = await ruleErrors(workflowSchema(workflowServerT), body);
  const users = new Set(activeUsers(tenant).map((u) => u.id));
  if (list(body.reviewer_ids).some((r) => typeof r === 'number' && !users.has(r))) out.push(WORKFLOW_SERVER_MESSAGES['validation.reviewerInvalid']);
  if (typeof body.escalation_user_id === 'number' && !users.has(body.escalation_user_id)) out.push(WORKFLOW_SERVER_MESSAGES['validation.escalationInvalid']);
  const sites = new Set(liveSites(tenant).map((s) => s.id));
  if (list(body.site_ids).some((s) => typeof s === 'number' && !sites.has(s))) out.push(WORKFLOW_SERVER_MESSAGES['validation.sitesInvalid']);
  const module = isWorkflowModule(body.module) ? body.module : null;
  if (module && moduleHasForms(module)) {
    const forms = new Set(formsOf(tenant, module).map((f) => f.id));
    if (list(body.form_ids).some((f) => typeof f === 'number' && !forms.has(f))) out.push(WORKFLOW_SERVER_MESSAGES['validation.formsInvalid']);
  }
  const others = workflowsOf(tenant).filter((w) => w.id !== id);
  const title = typeof body.title === 'string' ? body.title.trim().toLowerCase() : '';
  if (title && others.some((w) => w.title.trim().toLowerCase() === title)) out.push(WORKFLOW_SERVER_ONLY_MESSAGES['validation.titleTaken']);
  if (module && others.some((w) => scopesClash(w, { module, site_ids: numbers(body.site_ids), form_ids: numbers(body.form_ids) }))) out.push(WORKFLOW_SERVER_ONLY_MESSAGES['validation.scopeTaken']);
  return [...new Set(out)];
}

const numbers = (v: unknown): number[] => (Array.isArray(v) ? [...new Set(v.filter((x): x is number => typeof x === 'number'))] : []);
const num = (v: unknown) => (v === '' || v == null ? null : Number(v));

function buildWorkflow(tenant: TenantData, body: WorkflowBody, existing?: DemoWorkflow): DemoWorkflow {
  const now = new Date().toISOString();
  const type = body.workflow_type === 'parallel' ? 'parallel' : 'sequential';
  return {
    id: existing?.id ?? tenant.nextId++,
    title: String(body.title ?? '').trim(),
    workflow_type: type,
    module: body.module as WorkflowModule,
    form_ids: numbers(body.form_ids),
    site_ids: numbers(body.site_ids),
    reviewer_ids: Array.isArray(body.reviewer_ids) ? (body.reviewer_ids as number[]) : [],
    approvals_required: type === 'parallel' ? num(body.approvals_required) : null,
    lead_time_value: Number(body.lead_time_value),
    lead_time_unit: body.lead_time_unit === 'hours' ? 'hours' : 'days',
    escalation_user_id: num(body.escalation_user_id),
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const pick = (body: WorkflowBody): WorkflowBody => Object.fromEntries(WRITABLE.filter((k) => k in body).map((k) => [k, body[k]]));
const bodyOf = (w: DemoWorkflow): WorkflowBody => Object.fromEntries(WRITABLE.map((k) => [k, w[k]]));

type RecordRow = ReviewedRecord & { number: string; site_name: string };

/** every record of the reviewed modules, as the impact function reads them */
function reviewedRecords(tenant: TenantData): RecordRow[] {
  const sites = new Map(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name]));
  const out: RecordRow[] = [];
  for (const module of WORKFLOW_MODULES) {
    for (const r of (tenant.collections[RECORD_COLLECTIONS[module]] ?? []) as Row[]) {
      // permits keep their site in `location` and their template in `permit_form_id`
      const location = r.location as { site_id?: unknown } | undefined;
      const siteId = typeof r.site_id === 'number' ? r.site_id : Array.isArray(r.site_ids) && typeof r.site_ids[0] === 'number' ? r.site_ids[0] : typeof location?.site_id === 'number' ? location.site_id : null;
      if (siteId == null || typeof r.status !== 'string') continue;
      const formId = r.form_id ?? r.template_id ?? r.permit_form_id ?? null;
      out.push({ module, record_id: r.id, number: String(r.number ?? `#${r.id}`), site_id: siteId, site_name: sites.get(siteId) ?? '', status: r.status, form_id: typeof formId === 'number' ? formId : null });
    }
  }
  return out;
}

const scoped = (w: DemoWorkflow): ScopedWorkflow => w;

/** the records whose review restarts when `before` becomes `after` (create: before null; delete: after null) */
function impactOf(tenant: TenantData, before: DemoWorkflow | null, after: DemoWorkflow | null) {
  const superAdmin = superAdminOf(tenant);
  const changes = workflowImpact({ before: before && scoped(before), after: after && scoped(after), others: workflowsOf(tenant), records: reviewedRecords(tenant), superAdminId: superAdmin?.id ?? null });
  const names = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  const records: ImpactedRecord[] = changes.map(({ record, plan }) => ({
    module: record.module,
    record_id: record.record_id,
    number: record.number,
    site_id: record.site_id,
    site_name: record.site_name,
    status: record.status,
    plan,
    approver_names: plan.approver_ids.map((id) => names.get(id) ?? `#${id}`),
  }));
  records.sort((a, b) => a.module.localeCompare(b.module) || a.number.localeCompare(b.number));
  return { changes, impact: { records, total: records.length } satisfies WorkflowImpact, superAdmin };
}

/**
 * The save's own effect (after the workflow is written): each record's review round restarts with its new approvers
 * (one write per record); a requested permit keeps its round on itself, so it is drawn again there too.
 */
function restartReviews(tenant: TenantData, changes: ReturnType<typeof impactOf>['changes'], reason: DemoWorkflowReview['reason'], by: DemoUser, workflow: DemoWorkflow) {
  const at = new Date().toISOString();
  const reviews = db.list<DemoWorkflowReview>(tenant, 'workflow_reviews');
  for (const { record, plan } of changes) {
    const current = reviews.find((r) => r.module === record.module && r.record_id === record.record_id);
    const { kind, approver_ids } = plan;
    const row: DemoWorkflowReview = {
      id: current?.id ?? tenant.nextId++,
      module: record.module,
      record_id: record.record_id,
      workflow_id: plan.workflow_id,
      plan: { kind, approver_ids, ...('first_approver_id' in plan ? { first_approver_id: plan.first_approver_id } : {}), ...('required' in plan ? { required: plan.required } : {}) },
      reason,
      round: (current?.round ?? 0) + 1,
      restarted_at: at,
    };
    db.commit(tenant, 'workflow_reviews', current ? 'update' : 'create', row);
    if (record.module === 'Permit') restartPermitApproval(tenant, record.record_id, by, workflow.title);
  }
}

const SORT_KEYS: Record<string, (w: ReturnType<typeof serialize>) => string | number> = {
  title: (w) => w.title.toLowerCase(),
  module: (w) => w.module,
  workflow_type: (w) => w.workflow_type,
  updated_at: (w) => w.updated_at,
};

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
const dryRun = (request: Request) => new URL(request.url).searchParams.get('dry_run') === 'true';

export const workflowHandlers = [
  /** what the form chooses from: modules, their forms, sites, active users, and the super admin (the fallback reviewer) */
  secured('get', '/workflows/form_data', ['read', 'WorkFlow'], ({ tenant }) => {
    const admin = superAdminOf(tenant);
    const body: WorkflowFormData = {
      modules: [...WORKFLOW_MODULES],
      forms: Object.fromEntries(WORKFLOW_MODULES.filter(moduleHasForms).map((m) => [m, formsOf(tenant, m)])),
      sites: liveSites(tenant).map((s) => ({ id: s.id, name: s.name })),
      users: activeUsers(tenant).map((u) => ({ id: u.id, full_name: u.full_name })),
      super_admin: admin ? { id: admin.id, full_name: admin.full_name } : null,
    };
    return HttpResponse.json(body);
  }),
  /** the register: `search`, `module`, `workflow_type`, `sort` (title, module, workflow_type, updated_at) / `order`, paging */
  secured('get', '/workflows', ['read', 'WorkFlow'], ({ tenant, request }) => {
    const q = queryOf(request);
    let rows = workflowsOf(tenant).map((w) => serialize(tenant, w));
    if (q('module')) rows = rows.filter((w) => w.module === q('module'));
    if (q('workflow_type')) rows = rows.filter((w) => w.workflow_type === q('workflow_type'));
    rows = whereSearch(rows, q, (w) => `${w.title} ${w.module} ${w.reviewer_names.join(' ')} ${w.site_names.join(' ')}`);
    const sorted = sortRows(rows, (k) => (k === 'order' ? q('order') || (q('sort') ? 'desc' : 'asc') : q(k)), 'title', SORT_KEYS);
    const { rows: workflows, ...paging } = pageOf(sorted, q, WORKFLOWS_PER_PAGE, 100);
    return HttpResponse.json({ workflows, ...paging });
  }),
  secured<{ id: string }>('get', '/workflows/:id', ['read', 'WorkFlow'], ({ tenant, params }) => {
    const id = idOf(params.id);
    if (id === null) return undefined;
    const w = workflowsOf(tenant).find((r) => r.id === id);
    return w ? HttpResponse.json(serialize(tenant, w)) : errors(404, 'Record not found');
  }),
  secured('post', '/workflows', ['create', 'WorkFlow'], async ({ tenant, request, user }) => {
    const body: WorkflowBody = { workflow_type: 'sequential', lead_time_unit: 'days', form_ids: [], site_ids: [], ...pick(await jsonBody<WorkflowBody>(request)) };
    const problems = await workflowErrors(tenant, body, null);
    if (problems.length) return errors(422, ...problems);
    if (dryRun(request)) {
      // a new workflow has no id yet: 0 stands for it
      const draft = { ...buildWorkflow(tenant, body, { id: 0 } as DemoWorkflow), id: 0 };
      return HttpResponse.json({ impact: impactOf(tenant, null, draft).impact });
    }
    const created = buildWorkflow(tenant, body);
    const { changes, impact } = impactOf(tenant, null, created);
    db.commit(tenant, 'workflows', 'create', created);
    restartReviews(tenant, changes, 'workflow_created', user, created);
    return HttpResponse.json({ ...serialize(tenant, created), restarted: impact.total }, { status: 201 });
  }),
  secured<{ id: string }>('patch', '/workflows/:id', ['update', 'WorkFlow'], async ({ tenant, request, params, user }) => {
    const id = idOf(params.id);
    const existing = id === null ? undefined : workflowsOf(tenant).find((w) => w.id === id);
    if (!existing) return errors(404, 'Record not found');
    const body = { ...bodyOf(existing), ...pick(await jsonBody<WorkflowBody>(request)) };
    const problems = await workflowErrors(tenant, body, existing.id);
    if (problems.length) return errors(422, ...problems);
    const updated = buildWorkflow(tenant, body, existing);
    const { changes, impact } = impactOf(tenant, existing, updated);
    if (dryRun(request)) return HttpResponse.json({ impact });
    db.commit(tenant, 'workflows', 'update', updated);
    restartReviews(tenant, changes, 'workflow_updated', user, updated);
    return HttpResponse.json({ ...serialize(tenant, updated), restarted: impact.total });
  }),
  /** deleting: the records it governed restart with another workflow that applies, else the super admin (SPEC §4, §6) */
  secured<{ id: string }>('delete', '/workflows/:id', ['delete', 'WorkFlow'], ({ tenant, request, params, user }) => {
    const id = idOf(params.id);
    const existing = id === null ? undefined : workflowsOf(tenant).find((w) => w.id === id);
    if (!existing) return errors(404, 'Record not found');
    const { changes, impact, superAdmin } = impactOf(tenant, existing, null);
    const primary = superAdmin ? { id: superAdmin.id, full_name: superAdmin.full_name } : null;
    if (dryRun(request)) return HttpResponse.json({ impact, super_admin: primary });
    db.commit(tenant, 'workflows', 'remove', existing);
    restartReviews(tenant, changes, 'workflow_deleted', user, existing);
    return HttpResponse.json({ id: existing.id, restarted: impact.total, super_admin: primary });
  }),
];
