import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { todayIso } from '@/lib/forms/dates';
import { isOwnRecord, withoutAuthors } from '@/lib/approvals/separation-of-duties';
import {
  BAND_NAMES,
  HIRA_FIELDS,
  HIRA_PER_PAGE,
  HIRA_TABS,
  LIKELIHOODS,
  MATRICES,
  SEVERITIES,
  canSubmitStatus,
  inForceOf,
  inForceRow,
  isEditable,
  isLikelihood,
  isLive,
  isReviewOverdue,
  isSeverity,
  matchesFilters,
  nextReview,
  ratingIn,
  type HiraDropdowns,
  type HiraEventKind,
  type HiraFilters,
  type HiraInput,
  type HiraListResponse,
  type HiraMatrixCell,
  type HiraRecord,
  type HiraTab,
  type MatrixKind,
} from '@/features/hira/model';
import { hiraSchema, rejectSchema } from '@/features/hira/schemas/hira-schema';
import { HIRA_SERVER_ONLY_MESSAGES, hiraServerT } from '@/features/hira/schemas/rule-messages';
import { governingWorkflow, reviewPlan } from '@/features/workflows/model/impact';
import { db, type TenantData } from '../../db/db';
import type { DemoHiraRecord, DemoSite, DemoUser, DemoWorkflow } from '../../db/types';
import { ensureHira, snapshotOf } from '../../db/seed/hira';
import { ensureWorkflows, superAdminOf } from '../../db/seed/workflows';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { pageOf, queryOf, sortRows, EXPORT_MAX_ROWS, EXPORT_TOO_LARGE, type Query } from '../../list-query';
import { registerRecordSerializer } from '../../cable/server';

/** HIRA risk register (features/hira/README.md): SPEC §7 "HIRA" plus the record, review and version calls. */

const COLLECTION = 'hira_records';

function risksOf(tenant: TenantData): DemoHiraRecord[] {
  if (ensureHira(tenant)) db.touch(tenant);
  return db.list<DemoHiraRecord>(tenant, COLLECTION);
}

const activeUsers = (tenant: TenantData) => db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active' && !u.is_contractor && u.role_name !== 'MasterSuperAdmin');
const liveSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

/** the super admin, then the other administrators: who stands in when the workflow names only the assessor */
const fallbackApprovers = (tenant: TenantData) => [
  superAdminOf(tenant)?.id ?? null,
  ...db
    .list<DemoUser>(tenant, 'users')
    .filter((u) => u.status === 'Active' && u.is_admin && u.role_name !== 'MasterSuperAdmin')
    .map((u) => u.id)
    .sort((a, b) => a - b),
];

/**
 * who approves a risk of this site: the governing HIRA workflow (Settings › Workflows), else the super admin (SPEC
 * §6) — never its assessor (separation of duties, `lib/approvals/separation-of-duties.ts`): the next reviewer or the
 * super admin takes their place
 */
function planFor(tenant: TenantData, siteId: number | null, assessorId: number | null): NonNullable<DemoHiraRecord['round']> {
  if (ensureWorkflows(tenant)) db.touch(tenant);
  const workflows = db.list<DemoWorkflow>(tenant, 'workflows');
  const w = siteId == null ? null : governingWorkflow({ module: 'HIRA', record_id: 0, site_id: siteId, status: 'waiting_for_approval' }, workflows);
  const plan = reviewPlan(w, superAdminOf(tenant)?.id ?? null);
  const required = plan.kind === 'parallel' ? plan.required : plan.approver_ids.length;
  const separated = withoutAuthors({ kind: plan.kind, approver_ids: plan.approver_ids, required: Math.max(1, required) }, [assessorId], fallbackApprovers(tenant));
  return { ...separated.plan, approvals: [], excluded_ids: separated.excluded_ids, substitute_ids: separated.substitute_ids };
}

/** the round of a waiting risk (seeded ones get theirs on first read) */
const roundOf = (tenant: TenantData, r: DemoHiraRecord) => r.round ?? (r.status === 'waiting_for_approval' ? planFor(tenant, r.site_id, r.assessed_by_id) : null);

/** who may approve now: any approver who has not yet (parallel), the next in order (sequential) */
function pendingApprovers(round: NonNullable<DemoHiraRecord['round']>): number[] {
  const done = new Set(round.approvals.map((a) => a.user_id));
  if (round.kind === 'sequential') {
    const next = round.approver_ids.find((id) => !done.has(id));
    return next == null ? [] : [next];
  }
  return round.approver_ids.filter((id) => !done.has(id));
}

export function serializeRisk(tenant: TenantData, r: DemoHiraRecord, today = todayIso()): HiraRecord {
  const users = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  const site = db.list<DemoSite>(tenant, 'sites').find((s) => s.id === r.site_id);
  const area = site?.divisions.find((d) => d.id === r.area_id);
  const inherent = ratingIn(r, 'inherent');
  const residual = ratingIn(r, 'residual');
  const round = roundOf(tenant, r);
  const next = r.review_frequency && isLive(r.status) ? nextReview(r.assessed_at, r.review_frequency) : null;
  const input = snapshotOf(r);
  return {
    ...input,
    id: r.id,
    number: r.reference_id,
    status: r.status,
    version: r.version,
    site_name: site?.name ?? '',
    area_name: area?.name ?? '',
    assessed_by_name: users.get(r.assessed_by_id ?? -1) ?? '',
    reviewed_by_name: r.reviewed_by_id ? (users.get(r.reviewed_by_id) ?? null) : null,
    reviewed_at: r.reviewed_at,
    approved_by_name: r.approved_by_id ? (users.get(r.approved_by_id) ?? null) : null,
    approved_at: r.approved_at,
    next_review: next,
    review_overdue: isReviewOverdue(next, r.status, today),
    inherent_score: inherent?.score ?? null,
    inherent_band: inherent?.band ?? null,
    residual_score: residual?.score ?? null,
    residual_band: residual?.band ?? null,
    approver_ids: r.status === 'waiting_for_approval' && round ? pendingApprovers(round) : [],
    approver_names: r.status === 'waiting_for_approval' && round ? pendingApprovers(round).map((id) => users.get(id) ?? `#${id}`) : [],
    approvals_required: round?.required ?? 1,
    approvals: (round?.approvals ?? []).map((a) => ({ ...a, name: users.get(a.user_id) ?? `#${a.user_id}` })),
    rejection_reason: r.rejection_reason,
    assessor_excluded: r.status === 'waiting_for_approval' && !!round?.excluded_ids?.length,
    substitute_names: r.status === 'waiting_for_approval' && round ? (round.substitute_ids ?? []).map((id) => users.get(id) ?? `#${id}`) : [],
    in_force: inForceOf(r, today),
    revision: null,
    history: r.history,
    versions: r.versions,
    created_at: r.created_at,
    updated_at: r.updated_at,
  };
}

registerRecordSerializer(COLLECTION, (tenant, row) => serializeRisk(tenant, row as DemoHiraRecord) as unknown as DemoHiraRecord);

/** the register's filters from a POST body or the query string */
function filtersOf(source: Record<string, unknown> | Query): HiraFilters {
  const get = (k: string) => {
    const v = typeof source === 'function' ? source(k) : source[k];
    return v == null || v === '' ? undefined : String(v);
  };
  const tab = get('tab');
  const rating = get('rating');
  const matrix = get('matrix');
  const likelihood = get('likelihood');
  const severity = get('severity');
  const area = Number(get('area_id'));
  return {
    tab: (HIRA_TABS as readonly string[]).includes(tab ?? '') ? (tab as HiraTab) : undefined,
    rating: (BAND_NAMES as readonly string[]).includes(rating ?? '') ? (rating as HiraFilters['rating']) : undefined,
    area_id: area > 0 ? area : undefined,
    from: get('from'),
    to: get('to'),
    search: get('search'),
    matrix: (MATRICES as readonly string[]).includes(matrix ?? '') ? (matrix as MatrixKind) : undefined,
    likelihood: isLikelihood(likelihood) ? likelihood : undefined,
    severity: isSeverity(severity) ? severity : undefined,
  };
}

const SORT_KEYS: Record<string, (r: HiraRecord) => string | number> = {
  reference_id: (r) => r.reference_id,
  title: (r) => r.title.toLowerCase(),
  inherent_score: (r) => r.inherent_score ?? 0,
  residual_score: (r) => r.residual_score ?? 0,
  assessed_at: (r) => r.assessed_at,
  next_review: (r) => r.next_review ?? '9999',
  status: (r) => r.status,
};

function matrixOf(rows: readonly HiraRecord[], kind: MatrixKind): HiraMatrixCell[] {
  const cells: HiraMatrixCell[] = [];
  for (const likelihood of LIKELIHOODS) for (const severity of SEVERITIES) cells.push({ likelihood, severity, count: 0 });
  for (const r of rows) {
    const rating = ratingIn(r, kind);
    if (rating) cells[LIKELIHOODS.indexOf(rating.likelihood) * SEVERITIES.length + SEVERITIES.indexOf(rating.severity)].count += 1;
  }
  return cells;
}

/**
 * The rows a tab lists: the Published tab shows each risk's version in force (ISO 45001 7.5.3 — a revision under way
 * does not take the risk out of the register), the other tabs the working copies.
 */
function rowsOf(tenant: TenantData, tab: HiraTab | undefined, today = todayIso()): HiraRecord[] {
  const all = risksOf(tenant).map((r) => serializeRisk(tenant, r, today));
  if (tab !== 'published') return all;
  const users = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  const sites = db.list<DemoSite>(tenant, 'sites');
  const names = (input: HiraInput) => {
    const site = sites.find((s) => s.id === input.site_id);
    return { site_name: site?.name ?? '', area_name: site?.divisions.find((d) => d.id === input.area_id)?.name ?? '', assessed_by_name: users.get(input.assessed_by_id ?? -1) ?? '' };
  };
  return all.map((r) => inForceRow(r, today, names)).filter((r): r is HiraRecord => r != null);
}

function listOf(tenant: TenantData, filters: HiraFilters, sortQ: Query, paging: Query): HiraListResponse {
  const today = todayIso();
  const working = rowsOf(tenant, undefined, today);
  const published = rowsOf(tenant, 'published', today);
  const counts = Object.fromEntries(HIRA_TABS.map((tab) => [tab, (tab === 'published' ? published : working).filter((r) => matchesFilters(r, { ...filters, tab })).length])) as Record<HiraTab, number>;
  const all = filters.tab === 'published' ? published : working;
  const inTab = all.filter((r) => matchesFilters(r, filters, { cell: false }));
  const rows = inTab.filter((r) => matchesFilters(r, filters));
  const sorted = sortRows(rows, sortQ, 'reference_id', SORT_KEYS);
  const { rows: page, ...rest } = pageOf(sorted, paging, HIRA_PER_PAGE, 100);
  return { risk_assessments: page, ...rest, counts, matrices: { inherent: matrixOf(inTab, 'inherent'), residual: matrixOf(inTab, 'residual') } };
}

type Body = Partial<Record<keyof HiraInput | 'intent', unknown>>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const idOrNull = (v: unknown) => (v === '' || v == null || Number.isNaN(Number(v)) ? null : Number(v));

function inputOf(body: Body): HiraInput {
  const controls = Array.isArray(body.controls) ? (body.controls as HiraInput['controls']).map((c) => ({ text: str(c?.text), type: c?.type, kind: c?.kind })) : [];
  return {
    reference_id: str(body.reference_id),
    title: str(body.title),
    classification: str(body.classification) as HiraInput['classification'],
    site_id: idOrNull(body.site_id),
    area_id: idOrNull(body.area_id),
    hazard: str(body.hazard),
    risk: str(body.risk),
    consequence: str(body.consequence),
    review_frequency: str(body.review_frequency) as HiraInput['review_frequency'],
    inherent_likelihood: str(body.inherent_likelihood) as HiraInput['inherent_likelihood'],
    inherent_severity: str(body.inherent_severity) as HiraInput['inherent_severity'],
    residual_likelihood: str(body.residual_likelihood) as HiraInput['residual_likelihood'],
    residual_severity: str(body.residual_severity) as HiraInput['residual_severity'],
    target_likelihood: str(body.target_likelihood) as HiraInput['target_likelihood'],
    target_severity: str(body.target_severity) as HiraInput['target_severity'],
    controls,
    tags: Array.isArray(body.tags) ? [...new Set((body.tags as unknown[]).map(str).filter(Boolean))] : [],
    assessed_by_id: idOrNull(body.assessed_by_id),
    assessed_at: str(body.assessed_at),
  };
}

/** SPEC §5 through the form's own schema, then what only the server knows */
async function riskErrors(tenant: TenantData, body: Body, id: number | null, intent: 'draft' | 'submit'): Promise<string[]> {
  const out = await ruleErrors(hiraSchema(hiraServerT), { ...body, intent });
  const input = inputOf(body);
  const site = liveSites(tenant).find((s) => s.id === input.site_id);
  if (input.site_id != null && !site) out.push(HIRA_SERVER_ONLY_MESSAGES['validation.siteInvalid']);
  if (site && input.area_id != null && !site.divisions.some((d) => d.id === input.area_id)) out.push(hiraServerT('validation.areaInvalid'));
  if (input.assessed_by_id != null && !activeUsers(tenant).some((u) => u.id === input.assessed_by_id)) out.push(HIRA_SERVER_ONLY_MESSAGES['validation.assessorInvalid']);
  const ref = input.reference_id.toLowerCase();
  if (ref && risksOf(tenant).some((r) => r.id !== id && r.reference_id.toLowerCase() === ref)) out.push(HIRA_SERVER_ONLY_MESSAGES['validation.referenceTaken']);
  return [...new Set(out)];
}

const event = (ctx: AuthContext, kind: HiraEventKind, version: number, reason?: string) => ({ at: new Date().toISOString(), by_id: ctx.user.id, by_name: ctx.user.full_name, event: kind, version, ...(reason ? { reason } : {}) });

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);
const findRisk = (tenant: TenantData, raw: string) => {
  const id = idOf(raw);
  return id === null ? undefined : risksOf(tenant).find((r) => r.id === id);
};

function save(ctx: AuthContext, row: DemoHiraRecord, verb: 'create' | 'update') {
  db.commit(ctx.tenant, COLLECTION, verb, row);
  return HttpResponse.json(serializeRisk(ctx.tenant, row), { status: verb === 'create' ? 201 : 200 });
}

const approvalsWithNames = (tenant: TenantData, approvals: { user_id: number; at: string }[]) => {
  const users = new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
  return approvals.map((a) => ({ user_id: a.user_id, name: users.get(a.user_id) ?? `#${a.user_id}`, at: a.at }));
};

export const hiraHandlers = [
  /** SPEC §7: what the register's filters choose from */
  secured('get', '/risk_assessments/filter_dropdown', ['read', 'HIRA'], ({ tenant }) => {
    const body: HiraDropdowns = {
      sites: liveSites(tenant).map((s) => ({ id: s.id, name: s.name, areas: s.divisions.map((d) => ({ id: d.id, name: d.name })) })),
      users: activeUsers(tenant).map((u) => ({ id: u.id, full_name: u.full_name })),
      bands: [...BAND_NAMES],
      tags: [...new Set(risksOf(tenant).flatMap((r) => r.tags))].sort(),
    };
    return HttpResponse.json(body);
  }),
  /** SPEC §7: the register, filtered (tab, rating, area, from/to, search, a matrix cell), sorted and paged, with tab counts and both matrices */
  secured('post', '/risk_assessments/ra_filter', ['read', 'HIRA'], async ({ tenant, request }) => {
    const body = await jsonBody<Record<string, unknown>>(request);
    const q: Query = (k) => (body[k] == null ? '' : String(body[k]));
    return HttpResponse.json(listOf(tenant, filtersOf(body), q, q));
  }),
  /** SPEC §7: every risk of the filters (the export), unpaged; too many → 422 "apply filters" (SPEC §8) */
  secured('get', '/risk_assessments', ['read', 'HIRA'], ({ tenant, request }) => {
    const q = queryOf(request);
    const filters = filtersOf(q);
    const rows = rowsOf(tenant, filters.tab).filter((r) => matchesFilters(r, filters));
    if (rows.length > EXPORT_MAX_ROWS) return errors(422, EXPORT_TOO_LARGE);
    return HttpResponse.json({ risk_assessments: sortRows(rows, q, 'reference_id', SORT_KEYS), total_count: rows.length });
  }),
  secured<{ id: string }>('get', '/risk_assessments/:id', ['read', 'HIRA'], ({ tenant, params }) => {
    if (idOf(params.id) === null) return undefined;
    const r = findRisk(tenant, params.id);
    return r ? HttpResponse.json(serializeRisk(tenant, r)) : errors(404, 'Record not found');
  }),
  /** a new risk: saved as a draft, or submitted at once (`intent: 'submit'`) */
  secured('post', '/risk_assessments', ['create', 'HIRA'], async (ctx) => {
    const body = await jsonBody<Body>(ctx.request);
    const intent = body.intent === 'submit' ? 'submit' : 'draft';
    const problems = await riskErrors(ctx.tenant, body, null, intent);
    if (problems.length) return errors(422, ...problems);
    const input = inputOf(body);
    const now = new Date().toISOString();
    const history = [event(ctx, 'created', 1)];
    if (intent === 'submit') history.push(event(ctx, 'submitted', 1));
    const row: DemoHiraRecord = {
      id: db.newId(ctx.tenant),
      number: input.reference_id,
      ...input,
      status: intent === 'submit' ? 'waiting_for_approval' : 'draft',
      version: 1,
      created_by_id: ctx.user.id,
      reviewed_by_id: null,
      reviewed_at: null,
      approved_by_id: null,
      approved_at: null,
      round: intent === 'submit' ? planFor(ctx.tenant, input.site_id, input.assessed_by_id) : null,
      rejection_reason: null,
      history,
      versions: [],
      created_at: now,
      updated_at: now,
    };
    return save(ctx, row, 'create');
  }),
  /** an edit: a live (published) risk becomes the next version's draft; waiting and archived risks are locked */
  secured<{ id: string }>('patch', '/risk_assessments/:id', ['update', 'HIRA'], async (ctx) => {
    const existing = findRisk(ctx.tenant, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (!isEditable(existing.status)) return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.locked']);
    const raw = await jsonBody<Body>(ctx.request);
    const body: Body = { ...snapshotOf(existing), ...Object.fromEntries(HIRA_FIELDS.filter((k) => k in raw).map((k) => [k, raw[k]])) };
    const intent = raw.intent === 'submit' ? 'submit' : 'draft';
    const problems = await riskErrors(ctx.tenant, body, existing.id, intent);
    if (problems.length) return errors(422, ...problems);
    const input = inputOf(body);
    const newVersion = isLive(existing.status);
    const version = newVersion ? existing.version + 1 : existing.version;
    const history = [...existing.history, event(ctx, newVersion ? 'new_version' : 'updated', version)];
    if (intent === 'submit') history.push(event(ctx, 'submitted', version));
    const row: DemoHiraRecord = {
      ...existing,
      ...input,
      number: input.reference_id,
      status: intent === 'submit' ? 'waiting_for_approval' : 'draft',
      version,
      // each version carries its own approvals: a new version starts with none (v1's approver stays on v1)
      ...(newVersion ? { reviewed_by_id: null, reviewed_at: null, approved_by_id: null, approved_at: null } : {}),
      round: intent === 'submit' ? planFor(ctx.tenant, input.site_id, input.assessed_by_id) : null,
      rejection_reason: intent === 'submit' ? null : existing.rejection_reason,
      history,
      updated_at: new Date().toISOString(),
    };
    return save(ctx, row, 'update');
  }),
  /** send a draft (or a rejected risk) for approval: the whole record must pass, the ratings classified (SPEC §5) */
  secured<{ id: string }>('post', '/risk_assessments/:id/submit', ['update', 'HIRA'], async (ctx) => {
    const existing = findRisk(ctx.tenant, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (!canSubmitStatus(existing.status)) return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.notSubmittable']);
    const problems = await riskErrors(ctx.tenant, snapshotOf(existing), existing.id, 'submit');
    if (problems.length) return errors(422, ...problems);
    return save(ctx, { ...existing, status: 'waiting_for_approval', round: planFor(ctx.tenant, existing.site_id, existing.assessed_by_id), rejection_reason: null, history: [...existing.history, event(ctx, 'submitted', existing.version)], updated_at: new Date().toISOString() }, 'update');
  }),
  /** an approver's approval; the last one needed publishes the version (status approved) */
  secured<{ id: string }>('post', '/risk_assessments/:id/approve', ['read', 'HIRA'], (ctx) => {
    const existing = findRisk(ctx.tenant, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (existing.status !== 'waiting_for_approval') return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.notWaiting']);
    // separation of duties: the assessor never approves their own risk, whatever a stored round says
    if (isOwnRecord(ctx.user.id, [existing.assessed_by_id])) return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.ownRisk']);
    const round = roundOf(ctx.tenant, existing)!;
    if (!pendingApprovers(round).includes(ctx.user.id)) return errors(403, HIRA_SERVER_ONLY_MESSAGES['validation.notApprover']);
    const at = new Date().toISOString();
    const next = { ...round, approvals: [...round.approvals, { user_id: ctx.user.id, at }] };
    const done = next.approvals.length >= next.required;
    const row: DemoHiraRecord = {
      ...existing,
      round: next,
      reviewed_by_id: ctx.user.id,
      reviewed_at: at,
      history: [...existing.history, event(ctx, done ? 'approved' : 'partly_approved', existing.version)],
      updated_at: at,
      ...(done
        ? {
            status: 'approved' as const,
            approved_by_id: ctx.user.id,
            approved_at: at,
            rejection_reason: null,
            versions: [
              ...existing.versions.filter((v) => v.version !== existing.version),
              { version: existing.version, published_at: at, published_by_name: ctx.user.full_name, snapshot: snapshotOf(existing), approvals: approvalsWithNames(ctx.tenant, next.approvals) },
            ],
          }
        : {}),
    };
    return save(ctx, row, 'update');
  }),
  /** an approver's rejection, with a reason (SPEC §4, §5): back to the author as rejected */
  secured<{ id: string }>('post', '/risk_assessments/:id/reject', ['read', 'HIRA'], async (ctx) => {
    const existing = findRisk(ctx.tenant, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (existing.status !== 'waiting_for_approval') return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.notWaiting']);
    const round = roundOf(ctx.tenant, existing)!;
    if (!pendingApprovers(round).includes(ctx.user.id)) return errors(403, HIRA_SERVER_ONLY_MESSAGES['validation.notApprover']);
    const body = await jsonBody<{ reason?: unknown }>(ctx.request);
    const problems = await ruleErrors(rejectSchema(hiraServerT), body);
    if (problems.length) return errors(422, ...problems);
    const reason = str(body.reason);
    const at = new Date().toISOString();
    return save(ctx, { ...existing, status: 'rejected', round: null, reviewed_by_id: ctx.user.id, reviewed_at: at, rejection_reason: reason, history: [...existing.history, event(ctx, 'rejected', existing.version, reason)], updated_at: at }, 'update');
  }),
  /** out of use: kept with its versions, read-only */
  secured<{ id: string }>('post', '/risk_assessments/:id/archive', ['update', 'HIRA'], (ctx) => {
    const existing = findRisk(ctx.tenant, ctx.params.id);
    if (!existing) return errors(404, 'Record not found');
    if (!isEditable(existing.status)) return errors(422, HIRA_SERVER_ONLY_MESSAGES['validation.locked']);
    return save(ctx, { ...existing, status: 'archive', round: null, history: [...existing.history, event(ctx, 'archived', existing.version)], updated_at: new Date().toISOString() }, 'update');
  }),
  /** SPEC §7 */
  secured<{ id: string }>('delete', '/risk_assessments/:id', ['delete', 'HIRA'], ({ tenant, params }) => {
    const existing = findRisk(tenant, params.id);
    if (!existing) return errors(404, 'Record not found');
    db.commit(tenant, COLLECTION, 'remove', existing);
    return HttpResponse.json({ id: existing.id });
  }),
];
