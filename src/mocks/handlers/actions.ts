import { todayIso } from '@/lib/forms/dates';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { actionSchema } from '@/features/actions/schemas/action-schema';
import { actionServerT } from '@/features/actions/schemas/rule-messages';
import { HttpResponse } from 'msw';
import { PAGE_SIZE } from '@/config/constants';
import { ACTION_CATEGORIES, ACTION_STATUSES, ACTION_TYPES, CONTROL_TYPES, RISK_LEVELS, STORED_ACTION_STATUSES, displayActionStatus, type ActionRecord, type ActionStatusCounts, type ActionType } from '@/features/actions/model';
import { validateUpload } from '@/lib/files/validate-upload';
import { candidateFromAttachment, type Attachment } from '@/lib/files/attachment';
import { db, type Row, type TenantData } from '../db/db';
import type { DemoSite, DemoUser } from '../db/types';
import type { DemoAction } from '../db/seed/actions';
import { errors, jsonBody, secured, type AuthContext } from '../http';
import { pageOf, queryOf, sortRows, statusCounts, whereEquals, whereId, whereSearch, whereStatus } from '../list-query';
import { tenantMemory } from '../serializers';
import { registerRecordSerializer } from '../cable/server';

/**
 * Free-plan monthly limits (SPEC §9 leaves these numbers open; decided here and documented):
 * an organisation on the free plan or free trial may create 50 observations, 50 incidents and 100 actions per
 * calendar month. The messages follow the SPEC's audit wording.
 */
export const FREE_PLAN_LIMITS = { observations: 50, actions: 100, incidents: 50 } as const;
export const FREE_PLAN_MESSAGES = {
  observations: 'Your free observation limit for this month is reached. Please upgrade',
  incidents: 'Your free incident limit for this month is reached. Please upgrade',
  actions: 'Your free action limit for this month is reached. Please upgrade',
} as const;
export const MEMORY_EXHAUSTED = 'Memory has exhausted';

export function isFreePlan(tenant: TenantData): boolean {
  const org = tenant.organization;
  return !!org && (org.plan === 'free' || org.plan === 'free_trial' || org.subscription_type === 'trial');
}

export function createdThisMonth(rows: { created_at: string }[], now = new Date()): number {
  const month = now.toISOString().slice(0, 7);
  return rows.filter((r) => r.created_at.slice(0, 7) === month).length;
}

/** Re-runs the SPEC §5 file checks on uploaded attachments: the first failure, as '<message> (<name>)'. */
export async function attachmentError(files: unknown): Promise<string | null> {
  if (files == null) return null;
  if (!Array.isArray(files)) return 'File validation failed';
  for (const f of files as Partial<Attachment>[]) {
    const result = await validateUpload(candidateFromAttachment(f ?? {}));
    if (!result.ok) return `${result.message} (${String(f?.name ?? '')})`;
  }
  return null;
}

export function siteLookup(tenant: TenantData) {
  const sites = db.list<DemoSite>(tenant, 'sites');
  const siteNames = new Map(sites.map((s) => [s.id, s.name]));
  const areaNames = new Map(sites.flatMap((s) => s.divisions.map((d) => [d.id, d.name] as const)));
  const areaSite = new Map(sites.flatMap((s) => s.divisions.map((d) => [d.id, s.id] as const)));
  return { sites, siteNames, areaNames, areaSite };
}

export function userNames(tenant: TenantData) {
  return new Map(db.list<DemoUser>(tenant, 'users').map((u) => [u.id, u.full_name]));
}

/** the id → name lookups a list serializer needs (sites, areas, users), built once per request */
export const lookupsOf = (tenant: TenantData) => ({ ...siteLookup(tenant), users: userNames(tenant) });
export type Lookups = ReturnType<typeof lookupsOf>;

export function serializeAction(tenant: TenantData, a: DemoAction, lookups: Lookups = lookupsOf(tenant), today = todayIso()): ActionRecord {
  const source = a.source_id ? (db.find(tenant, a.type === 'Observation' ? 'observations' : a.type === 'Incident' ? 'incidents' : 'audits', a.source_id) as { number?: string } | undefined) : undefined;
  return {
    ...a,
    display_status: displayActionStatus(a.status, a.due_date, today),
    site_name: a.site_id ? lookups.siteNames.get(a.site_id) : undefined,
    area_name: a.area_id ? lookups.areaNames.get(a.area_id) : undefined,
    responsible_user_name: lookups.users.get(a.responsible_user_id),
    assigned_to_name: a.assigned_to_id ? lookups.users.get(a.assigned_to_id) : undefined,
    assigned_by_name: a.assigned_by_id ? lookups.users.get(a.assigned_by_id) : undefined,
    source_number: source?.number ?? null,
  };
}

const RISK_ORDER = Object.fromEntries(RISK_LEVELS.map((r, i) => [r, i]));
const STATUS_ORDER = Object.fromEntries(ACTION_STATUSES.map((s, i) => [s, i]));

/** The kind each list endpoint shows; observation actions are checked against Incident (SPEC §2). */
const KIND_ENDPOINTS: [string, ActionType | null | 'other'][] = [
  ['/actions/all', null],
  ['/audit_action_datas', 'Audit'],
  ['/observation_action_datas', 'Observation'],
  ['/incident_action_datas', 'Incident'],
  ['/other_action_datas', 'other'],
];

const SORT_KEYS: Record<string, (a: ActionRecord) => number> = {
  risk_level: (a) => RISK_ORDER[a.risk_level] ?? 0,
  status: (a) => STATUS_ORDER[a.display_status ?? a.status] ?? 0,
};

function listActions(ctx: AuthContext, kind: ActionType | null | 'other') {
  const q = queryOf(ctx.request);
  const today = todayIso();
  const lookups = lookupsOf(ctx.tenant);
  let rows = db.list<DemoAction>(ctx.tenant, 'actions').map((a) => serializeAction(ctx.tenant, a, lookups, today));
  if (kind === 'other') rows = rows.filter((a) => a.type === 'Action');
  else if (kind) rows = rows.filter((a) => a.type === kind);
  rows = whereEquals(rows, q, ['type', 'risk_level', 'control_type', 'category']);
  rows = whereId(rows, q, 'site_id', (a) => a.site_id);
  rows = whereId(rows, q, 'area_id', (a) => a.area_id);
  rows = whereId(rows, q, 'source_id', (a) => a.source_id);
  rows = whereId(rows, q, 'responsible_user_id', (a) => a.responsible_user_id);
  rows = whereSearch(rows, q, (a) => `${a.number} ${a.description} ${a.responsible_user_name ?? ''} ${a.remarks}`);
  const counts: ActionStatusCounts = statusCounts(rows, ACTION_STATUSES);
  const { rows: actions, ...paging } = pageOf(sortRows(whereStatus(rows, q), q, 'created_at', SORT_KEYS), q, PAGE_SIZE.actions, 200);
  return HttpResponse.json({ actions, ...paging, status_counts: counts });
}

export interface ActionBody {
  type?: string;
  description?: string;
  category?: string;
  control_type?: string;
  risk_level?: string;
  responsible_user_id?: number | null;
  assigned_to_id?: number | null;
  due_date?: string;
  status?: string;
  remarks?: string;
  site_id?: number | null;
  area_id?: number | null;
  image?: Attachment[];
  completion_proof?: Attachment[];
  source_id?: number | null;
}

/**
 * SPEC §5 action rules, checked again on the server with the form's own schema (one rule, one place), then what
 * only the server knows: the values exist (types, people, sites) and the files pass the upload check.
 */
export async function actionErrors(tenant: TenantData, body: ActionBody): Promise<string[]> {
  const out = await ruleErrors(actionSchema(actionServerT), { ...body, status: body.status || 'open', completion_proof: body.completion_proof ?? [] });
  if (body.type && !ACTION_TYPES.includes(body.type as ActionType)) out.push('Type is required');
  if (body.control_type && !CONTROL_TYPES.includes(body.control_type as never)) out.push('Control type is required');
  const users = db.list<DemoUser>(tenant, 'users');
  if (body.responsible_user_id && !users.some((u) => u.id === body.responsible_user_id)) out.push('Responsible person is required');
  if (body.due_date && !/^\d{4}-\d{2}-\d{2}$/.test(body.due_date)) out.push('Due date is required');
  if (body.category && !ACTION_CATEGORIES.includes(body.category as never)) out.push('Category is not valid');
  if (body.risk_level && !RISK_LEVELS.includes(body.risk_level as never)) out.push('Risk level is not valid');
  if (body.status && !STORED_ACTION_STATUSES.includes(body.status as never)) out.push('Status is not valid');
  if (body.site_id != null && !siteLookup(tenant).siteNames.has(Number(body.site_id))) out.push('Site is not valid');
  for (const files of [body.image, body.completion_proof]) {
    const bad = await attachmentError(files);
    if (bad) out.push(bad);
  }
  return [...new Set(out)];
}

/** Write guard shared with observations (which create actions too): memory, then the free-plan limit. */
export function actionWriteBlock(tenant: TenantData, creating: number): Response | null {
  if (tenantMemory(tenant).mem_exhausted) return errors(422, MEMORY_EXHAUSTED);
  if (creating > 0 && isFreePlan(tenant) && createdThisMonth(db.list<DemoAction>(tenant, 'actions')) + creating > FREE_PLAN_LIMITS.actions) {
    return errors(422, FREE_PLAN_MESSAGES.actions);
  }
  return null;
}

export function buildAction(tenant: TenantData, user: DemoUser, body: ActionBody, existing?: DemoAction): DemoAction {
  const now = new Date().toISOString();
  const status = (body.status as DemoAction['status']) || existing?.status || 'open';
  const done = status === 'completed' || status === 'closed';
  const areaSite = siteLookup(tenant).areaSite;
  const areaId = body.area_id != null ? Number(body.area_id) || null : (existing?.area_id ?? null);
  return {
    id: existing?.id ?? db.newId(tenant),
    number: existing?.number ?? `ACT-${String(db.list(tenant, 'actions').length + 1).padStart(5, '0')}`,
    type: body.type as ActionType,
    description: String(body.description ?? '').trim(),
    category: (body.category as DemoAction['category']) || existing?.category || 'housekeeping',
    control_type: body.control_type as DemoAction['control_type'],
    risk_level: (body.risk_level as DemoAction['risk_level']) || existing?.risk_level || 'medium',
    responsible_user_id: Number(body.responsible_user_id),
    assigned_to_id: body.assigned_to_id != null ? Number(body.assigned_to_id) || null : (existing?.assigned_to_id ?? Number(body.responsible_user_id)),
    assigned_by_id: existing?.assigned_by_id ?? user.id,
    due_date: String(body.due_date),
    status,
    remarks: String(body.remarks ?? existing?.remarks ?? ''),
    site_id: body.site_id != null ? Number(body.site_id) || null : (existing?.site_id ?? (areaId ? (areaSite.get(areaId) ?? null) : null)),
    area_id: areaId,
    image: body.image ?? existing?.image ?? [],
    completion_proof: body.completion_proof ?? existing?.completion_proof ?? [],
    source_id: existing?.source_id ?? (body.source_id ? Number(body.source_id) : null),
    created_at: existing?.created_at ?? now,
    updated_at: now,
    completed_at: done ? (existing?.completed_at ?? now) : null,
  };
}

function readPermission(ctx: AuthContext, type: ActionType | null | 'other'): boolean {
  if (!ctx.can('read', 'Action')) return false;
  return type === 'Observation' ? ctx.can('read', 'Incident') : true;
}

export const actionHandlers = [
  /** users and sites/areas for the action form (the demo's stand-in for the users / sites endpoints) */
  secured('get', '/actions/form_data', ['read', 'Action'], ({ tenant }) =>
    HttpResponse.json({
      sites: siteLookup(tenant)
        .sites.filter((s) => s.status === 'active')
        .map((s) => ({ id: s.id, name: s.name, areas: s.divisions.map((d) => ({ id: d.id, name: d.name })) })),
      users: db
        .list<DemoUser>(tenant, 'users')
        .filter((u) => u.status === 'Active')
        .map((u) => ({ id: u.id, full_name: u.full_name })),
    }),
  ),
  ...KIND_ENDPOINTS.map(([path, kind]) =>
    secured('get', path, ['read', 'Action'], (ctx) => {
      if (!readPermission(ctx, kind)) return errors(403, 'You are not authorized to perform this action');
      return listActions(ctx, kind);
    }),
  ),
  secured<{ id: string }>('get', '/actions/:id', ['read', 'Action'], ({ tenant, params }) => {
    const action = db.find<DemoAction>(tenant, 'actions', Number(params.id));
    if (!action) return errors(404, 'Record not found');
    return HttpResponse.json(serializeAction(tenant, action));
  }),
  secured('post', '/actions', ['create', 'Action'], async ({ tenant, user, request }) => {
    const body = await jsonBody<ActionBody>(request);
    const blocked = actionWriteBlock(tenant, 1);
    if (blocked) return blocked;
    const problems = await actionErrors(tenant, body);
    if (problems.length) return errors(422, ...problems);
    const action = db.commit(tenant, 'actions', 'create', buildAction(tenant, user, body));
    return HttpResponse.json(serializeAction(tenant, action), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/actions/:id', ['update', 'Action'], async ({ tenant, user, request, params }) => {
    const existing = db.find<DemoAction>(tenant, 'actions', Number(params.id));
    if (!existing) return errors(404, 'Record not found');
    const blocked = actionWriteBlock(tenant, 0);
    if (blocked) return blocked;
    const body = { ...existing, ...(await jsonBody<ActionBody>(request)) } as ActionBody;
    const problems = await actionErrors(tenant, body);
    if (problems.length) return errors(422, ...problems);
    const action = db.commit(tenant, 'actions', 'update', buildAction(tenant, user, body, existing));
    return HttpResponse.json(serializeAction(tenant, action));
  }),
];

// realtime rows travel in the REST shape (names, display status)
registerRecordSerializer('actions', (tenant, row) => serializeAction(tenant, row as unknown as DemoAction) as unknown as Row);
