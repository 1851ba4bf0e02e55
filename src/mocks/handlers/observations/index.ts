import { todayIso } from '@/lib/forms/dates';
import { HttpResponse } from 'msw';
import { PAGE_SIZE } from '@/config/constants';
import {
  OBSERVATION_CATEGORIES,
  OBSERVATION_STATUSES,
  OBSERVATION_TRANSITIONS,
  OBSERVATION_TYPES,
  SEVERITIES,
  STORED_OBSERVATION_STATUSES,
  type ObservationActionInput,
  type ObservationFormData,
  type ObservationRecord,
  displayObservationStatus,
  type ObservationStatusCounts,
  type StoredObservationStatus,
} from '@/features/observations/model';
import { RISK_LEVELS } from '@/features/actions/model';
import { observationSchema, publicObservationSchema } from '@/features/observations/schemas/observation-schema';
import { observationServerT } from '@/features/observations/schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import type { Attachment } from '@/lib/files/attachment';
import { db, type Row, type TenantData } from '../../db/db';
import { registerRecordSerializer } from '../../cable/server';
import type { DemoMail, DemoUser } from '../../db/types';
import type { DemoObservation } from '../../db/seed/observations';
import type { DemoAction } from '../../db/seed/actions';
import { errors, jsonBody, route, secured, tenantOf, type AuthContext } from '../../http';
import { reportFormData } from '../../report-form-data';
import { EXPORT_MAX_ROWS, EXPORT_TOO_LARGE, pageOf, queryOf, sortRows, statusCounts, whereDateBetween, whereEquals, whereId, whereSearch, whereStatus } from '../../list-query';
import { actionErrors, actionWriteBlock, buildAction, serializeAction } from '../../services/actions';
import { attachmentError } from '../../services/attachments';
import { PUBLIC_REPORT_TYPES } from '@/lib/files/validate-upload';
import { lookupsOf, siteLookup, type Lookups } from '../../services/lookups';
import { FREE_PLAN_LIMITS, FREE_PLAN_MESSAGES, createdThisMonth, isFreePlan } from '../../services/plan-limits';
import { notifyPublicReport } from '../../services/notify';
import { categoryCodes } from '../../services/categories';
import { idempotent } from '../../services/idempotency';

const RISK_ORDER = Object.fromEntries(RISK_LEVELS.map((r, i) => [r, i]));
const STATUS_ORDER = Object.fromEntries(OBSERVATION_STATUSES.map((s, i) => [s, i]));

function serialize(tenant: TenantData, o: DemoObservation, lookups: Lookups = lookupsOf(tenant), today = todayIso()): ObservationRecord {
  return {
    ...o,
    display_status: displayObservationStatus(o, today),
    site_name: lookups.siteNames.get(o.site_id),
    area_name: o.area_id ? lookups.areaNames.get(o.area_id) : undefined,
    reporter_name: o.anonymous ? null : o.reporter_id ? (lookups.users.get(o.reporter_id) ?? null) : (o.reporter_name ?? null),
  };
}

// realtime rows travel in the REST shape (names, display status, anonymity kept)
registerRecordSerializer('observations', (tenant, row) => serialize(tenant, row as unknown as DemoObservation) as unknown as Row);

function filtered(ctx: { tenant: TenantData; request: Request }) {
  const q = queryOf(ctx.request);
  const today = todayIso();
  const lookups = lookupsOf(ctx.tenant);
  let rows = db.list<DemoObservation>(ctx.tenant, 'observations').map((o) => serialize(ctx.tenant, o, lookups, today));
  rows = whereEquals(rows, q, ['type', 'category', 'risk_level']);
  rows = whereId(rows, q, 'site_id', (o) => o.site_id);
  rows = whereId(rows, q, 'area_id', (o) => o.area_id);
  rows = whereDateBetween(rows, q, (o) => o.observed_at);
  // public reports nobody has reviewed yet (no decision on action)
  if (q('unreviewed') === '1') rows = rows.filter((o) => o.action_required === null);
  rows = whereSearch(rows, q, (o) => `${o.number} ${o.description} ${o.location} ${o.equipment_name} ${o.reporter_name ?? ''}`);
  return { rows, q };
}

const SORT_KEYS: Record<string, (o: ObservationRecord) => number> = {
  risk_level: (o) => RISK_ORDER[o.risk_level] ?? 0,
  status: (o) => STATUS_ORDER[o.display_status ?? o.status] ?? 0,
};

function list(ctx: AuthContext) {
  const { rows: all, q } = filtered(ctx);
  const rows = sortRows(whereStatus(all, q), q, 'observed_at', SORT_KEYS);
  if (q('export') === '1') {
    if (rows.length > EXPORT_MAX_ROWS) return errors(422, EXPORT_TOO_LARGE);
    return HttpResponse.json({ observations: rows, total_count: rows.length, page: 1, per_page: rows.length });
  }
  const { rows: observations, ...paging } = pageOf(rows, q, PAGE_SIZE.observations, 100);
  return HttpResponse.json({ observations, ...paging });
}

function counts(ctx: AuthContext) {
  const { rows } = filtered(ctx);
  return HttpResponse.json<ObservationStatusCounts>(statusCounts(rows, OBSERVATION_STATUSES));
}

const formData = (tenant: TenantData, withUsers: boolean): ObservationFormData => reportFormData(tenant, withUsers);

interface ObservationBody {
  type?: string;
  category?: string | null;
  description?: string;
  site_id?: number | null;
  area_id?: number | null;
  location?: string;
  observed_at?: string;
  risk_level?: string;
  action_required?: boolean | null;
  actions?: ObservationActionInput[];
  no_action_reason?: string;
  comment?: string;
  attachments?: Attachment[];
  equipment_name?: string;
  serial_number?: string;
  submittal_number?: string;
  severity?: string;
  reporter_id?: number | null;
  reporter_name?: string | null;
  anonymous?: boolean;
  status?: string;
  due_date?: string | null;
}

/**
 * SPEC §5 "Reports and records" for observations, checked again on the server with the form's own schemas (one rule,
 * one place; 60 s of clock skew allowed), then what only the server knows: sites and areas exist, list values are
 * known, the status may move that way, the files pass the upload check.
 */
async function observationErrors(tenant: TenantData, body: ObservationBody, opts: { public?: boolean; existing?: DemoObservation } = {}): Promise<string[]> {
  const now = () => new Date(Date.now() + 60_000);
  const schema = opts.public ? publicObservationSchema(observationServerT, now) : observationSchema(observationServerT, now);
  const out = await ruleErrors(schema, { ...body, category: body.category ?? '', actions: body.actions ?? [] });
  const { siteNames, areaSite } = siteLookup(tenant);
  if (body.site_id && !siteNames.has(Number(body.site_id))) out.push('A site or area must be selected');
  else if (body.site_id && body.area_id && areaSite.get(Number(body.area_id)) !== Number(body.site_id)) out.push('The area does not belong to the site');
  if (body.risk_level && !RISK_LEVELS.includes(body.risk_level as never)) out.push('Risk level is required');
  if (body.type && !OBSERVATION_TYPES.includes(body.type as never)) out.push('Type is required');
  // the tenant's active observation categories (Settings > Categories); the built-in codes for old records
  if (body.category && !categoryCodes(tenant, 'observation').has(body.category) && !(opts.existing?.category === body.category) && !(opts.public && OBSERVATION_CATEGORIES.includes(body.category as never))) out.push('Category is not valid');
  if (body.severity && !SEVERITIES.includes(body.severity as never)) out.push('Severity is not valid');
  if (!opts.public && body.status) {
    const from = opts.existing?.status ?? 'open';
    if (!STORED_OBSERVATION_STATUSES.includes(body.status as never) || !OBSERVATION_TRANSITIONS[from].includes(body.status as StoredObservationStatus)) out.push(`The status cannot change from ${from} to ${body.status}`);
  }
  const bad = await attachmentError(body.attachments, opts.public ? { allowedTypes: PUBLIC_REPORT_TYPES } : {});
  if (bad) out.push(bad);
  return [...new Set(out)];
}

/** public reports waiting for their one notification mail: `${tenant}:${id}` → created at */
const mailPending = new Map<string, number>();
const MAIL_WINDOW_MS = 10 * 60_000;

function observationLimit(tenant: TenantData): Response | null {
  if (isFreePlan(tenant) && createdThisMonth(db.list<DemoObservation>(tenant, 'observations')) >= FREE_PLAN_LIMITS.observations) return errors(422, FREE_PLAN_MESSAGES.observations);
  return null;
}

function nextNumber(tenant: TenantData, offset = 0) {
  return `OBS-${String(db.list(tenant, 'observations').length + 1 + offset).padStart(5, '0')}`;
}

function newObservation(tenant: TenantData, body: ObservationBody, reporterId: number | null, offset = 0): DemoObservation {
  const now = new Date().toISOString();
  return {
    id: db.newId(tenant),
    number: nextNumber(tenant, offset),
    type: body.type as DemoObservation['type'],
    category: (body.category as DemoObservation['category']) || null,
    description: String(body.description).trim(),
    site_id: Number(body.site_id),
    area_id: body.area_id ? Number(body.area_id) : null,
    location: String(body.location ?? '').trim(),
    observed_at: new Date(String(body.observed_at)).toISOString(),
    risk_level: body.risk_level as DemoObservation['risk_level'],
    // null: a public report nobody has reviewed yet (a reviewer decides)
    action_required: body.action_required == null ? null : !!body.action_required,
    no_action_reason: body.action_required !== false ? '' : String(body.no_action_reason ?? '').trim(),
    comment: String(body.comment ?? '').trim(),
    attachments: body.attachments ?? [],
    equipment_name: String(body.equipment_name ?? '').trim(),
    serial_number: String(body.serial_number ?? '').trim(),
    submittal_number: String(body.submittal_number ?? '').trim(),
    severity: (body.severity as DemoObservation['severity']) || '',
    reporter_id: body.anonymous ? null : reporterId,
    anonymous: !!body.anonymous,
    status: (body.status as StoredObservationStatus) || 'open',
    due_date: body.due_date || null,
    created_at: now,
    updated_at: now,
    action_ids: [],
  };
}

/** Creates / updates the observation's actions (type Observation, linked both ways). */
async function saveObservationActions(ctx: AuthContext, obs: DemoObservation, inputs: ObservationActionInput[]): Promise<string[] | number[]> {
  const ids: number[] = [];
  for (const input of inputs) {
    const existing = input.id ? db.find<DemoAction>(ctx.tenant, 'actions', input.id) : undefined;
    const body = {
      ...existing,
      type: 'Observation',
      description: input.description,
      category: input.category || undefined,
      control_type: input.control_type,
      responsible_user_id: input.responsible_user_id,
      due_date: input.due_date,
      risk_level: obs.risk_level,
      site_id: obs.site_id,
      area_id: obs.area_id,
      source_id: obs.id,
    };
    const action = buildAction(ctx.tenant, ctx.user, body, existing && existing.source_id === obs.id ? existing : undefined);
    db.commit(ctx.tenant, 'actions', existing && existing.source_id === obs.id ? 'update' : 'create', action);
    ids.push(action.id);
  }
  return ids;
}

async function actionInputErrors(ctx: AuthContext, body: ObservationBody): Promise<Response | null> {
  if (!body.action_required || !body.actions?.length) return null;
  const creating = body.actions.filter((a) => !a.id).length;
  const blocked = actionWriteBlock(ctx.tenant, creating);
  if (blocked) return blocked;
  for (const [i, a] of body.actions.entries()) {
    const problems = await actionErrors(ctx.tenant, { type: 'Observation', ...a });
    if (problems.length) return errors(422, ...problems.map((p) => `Action ${i + 1}: ${p}`));
  }
  return null;
}

function detail(tenant: TenantData, o: DemoObservation) {
  const lookups = lookupsOf(tenant);
  const actions = db
    .list<DemoAction>(tenant, 'actions')
    .filter((a) => a.type === 'Observation' && a.source_id === o.id)
    .map((a) => serializeAction(tenant, a, lookups));
  return { ...serialize(tenant, o, lookups), actions };
}

/** the public form's create (tenant checked): anonymous stores no identity */
async function createOuterObservation(tenant: TenantData, request: Request): Promise<Response> {
  const body = await jsonBody<ObservationBody>(request);
  const limited = observationLimit(tenant);
  if (limited) return limited;
  const problems = await observationErrors(tenant, body, { public: true });
  if (problems.length) return errors(422, ...problems);
  const obs = newObservation(tenant, { ...body, action_required: null, actions: [], status: 'open', reporter_id: null }, null);
  const name = String(body.reporter_name ?? '').trim();
  const row: DemoObservation = body.anonymous || !name ? { ...obs, anonymous: true, reporter_id: null } : { ...obs, anonymous: false, reporter_name: name.slice(0, 120) };
  db.commit(tenant, 'observations', 'create', row);
  mailPending.set(`${tenant.key}:${row.id}`, Date.now());
  notifyPublicReport(tenant, row, `/observations/edit/${row.id}`);
  return HttpResponse.json({ id: row.id, number: row.number }, { status: 201 });
}

export const observationHandlers = [
  secured('get', '/v2/observations', ['read', 'Observation'], list),
  secured('get', '/v2/observations/period_status_counts', ['read', 'Observation'], counts),
  secured('get', '/observations/obs_data', ['read', 'Observation'], ({ tenant }) => HttpResponse.json(formData(tenant, true))),
  route('get', '/outer_obs_data', ({ request }) => {
    const tenant = tenantOf(request);
    if (!tenant.organization) return errors(404, 'Page not found');
    return HttpResponse.json(formData(tenant, false));
  }),
  secured<{ id: string }>('get', '/observations/:id', ['read', 'Observation'], ({ tenant, params }) => {
    const o = db.find<DemoObservation>(tenant, 'observations', Number(params.id));
    if (!o) return errors(404, 'Record not found');
    return HttpResponse.json(detail(tenant, o));
  }),
  secured('post', '/observations', ['create', 'Observation'], (ctx) =>
    idempotent(ctx.tenant, ctx.request, '/observations', async () => {
      const body = await jsonBody<ObservationBody>(ctx.request);
      const limited = observationLimit(ctx.tenant);
      if (limited) return limited;
      const problems = await observationErrors(ctx.tenant, body);
      if (problems.length) return errors(422, ...problems);
      const blocked = await actionInputErrors(ctx, body);
      if (blocked) return blocked;
      const reporter = body.reporter_id && db.find<DemoUser>(ctx.tenant, 'users', Number(body.reporter_id)) ? Number(body.reporter_id) : ctx.user.id;
      const obs = newObservation(ctx.tenant, body, reporter);
      if (obs.action_required) obs.action_ids = (await saveObservationActions(ctx, obs, body.actions ?? [])) as number[];
      db.commit(ctx.tenant, 'observations', 'create', obs);
      return HttpResponse.json(detail(ctx.tenant, obs), { status: 201 });
    }),
  ),
  secured<{ id: string }>('patch', '/observations/:id', ['update', 'Observation'], async (ctx) => {
    const existing = db.find<DemoObservation>(ctx.tenant, 'observations', Number(ctx.params.id));
    if (!existing) return errors(404, 'Record not found');
    const patch = await jsonBody<ObservationBody>(ctx.request);
    const body: ObservationBody = { ...existing, actions: undefined, ...patch };
    const problems = await observationErrors(ctx.tenant, body, { existing });
    if (problems.length) return errors(422, ...problems);
    const blocked = await actionInputErrors(ctx, body);
    if (blocked) return blocked;
    const next: DemoObservation = {
      ...newObservation(ctx.tenant, body, existing.reporter_id),
      id: existing.id,
      number: existing.number,
      created_at: existing.created_at,
      anonymous: existing.anonymous,
      reporter_id: existing.anonymous ? null : body.reporter_id != null ? Number(body.reporter_id) : existing.reporter_id,
      action_ids: existing.action_ids,
    };
    if (next.action_required && body.actions) next.action_ids = [...new Set([...existing.action_ids, ...((await saveObservationActions(ctx, next, body.actions)) as number[])])];
    db.commit(ctx.tenant, 'observations', 'update', next);
    return HttpResponse.json(detail(ctx.tenant, next));
  }),
  /** the public form: tenant from the API key, nobody signed in; anonymous stores no identity */
  route('post', '/outer_observations', async ({ request }) => {
    const tenant = tenantOf(request);
    if (!tenant.organization) return errors(404, 'Page not found');
    return idempotent(tenant, request, '/outer_observations', () => createOuterObservation(tenant, request));
  }),
  /** SPEC §7: made after a public observation is created; exempt from the tenant-memory call */
  route('post', '/send_observation_created_mail', async ({ request }) => {
    const tenant = tenantOf(request);
    const { id } = await jsonBody<{ id?: number }>(request);
    const obs = id ? db.find<DemoObservation>(tenant, 'observations', Number(id)) : undefined;
    // anyone may call it, so only for the public report just created, once (not a mail relay for any id)
    const pendingKey = `${tenant.key}:${obs?.id}`;
    const createdAt = mailPending.get(pendingKey);
    if (!obs || createdAt === undefined || Date.now() - createdAt > MAIL_WINDOW_MS) return errors(404, 'Record not found');
    mailPending.delete(pendingKey);
    const heads = siteLookup(tenant).sites.find((s) => s.id === obs.site_id)?.head_of_safety_id;
    const to = heads ? db.find<DemoUser>(tenant, 'users', heads)?.email : undefined;
    const mails = db.list<DemoMail>(tenant, 'mails');
    mails.push({ id: db.newId(tenant), to: to ?? 'safety@unknown', subject: `New observation ${obs.number}`, kind: 'notification', body: obs.description, sent_at: new Date().toISOString() });
    db.touch(tenant);
    return HttpResponse.json({ sent: true });
  }),
  /** Excel import: rows parsed on the client; all rows valid or nothing is saved */
  secured('post', '/observations_bulk_upload', ['create', 'Observation'], async (ctx) => {
    const { rows } = await jsonBody<{ rows?: (ObservationBody & { row?: number })[] }>(ctx.request);
    if (!Array.isArray(rows) || rows.length === 0) return errors(422, 'data entered in incorrect format');
    if (rows.length > 500) return errors(422, 'Import up to 500 rows at a time');
    const rowErrors: { row: number; errors: string[] }[] = [];
    for (const [i, r] of rows.entries()) {
      const problems = await observationErrors(ctx.tenant, { ...r, action_required: false, no_action_reason: r.no_action_reason || 'Imported', comment: r.comment || 'Imported from Excel' }, { public: false });
      if (problems.length) rowErrors.push({ row: r.row ?? i + 2, errors: problems });
    }
    if (rowErrors.length) return HttpResponse.json({ errors: ['data entered in incorrect format'], rows: rowErrors }, { status: 422 });
    if (isFreePlan(ctx.tenant) && createdThisMonth(db.list<DemoObservation>(ctx.tenant, 'observations')) + rows.length > FREE_PLAN_LIMITS.observations) return errors(422, FREE_PLAN_MESSAGES.observations);
    const created = rows.map((r, i) => newObservation(ctx.tenant, { ...r, action_required: false, no_action_reason: r.no_action_reason || 'Imported', comment: r.comment || 'Imported from Excel' }, ctx.user.id, i));
    for (const o of created) db.commit(ctx.tenant, 'observations', 'create', o);
    return HttpResponse.json({ imported: created.length }, { status: 201 });
  }),
];
