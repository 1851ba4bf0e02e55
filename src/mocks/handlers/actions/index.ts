import { todayIso } from '@/lib/forms/dates';
import { HttpResponse } from 'msw';
import { PAGE_SIZE } from '@/config/constants';
import { ACTION_STATUSES, RISK_LEVELS, type ActionRecord, type ActionStatusCounts, type ActionType } from '@/features/actions/model';
import { db } from '../../db/db';
import type { DemoAction } from '../../db/seed/actions';
import type { DemoUser } from '../../db/types';
import { errors, jsonBody, secured, type AuthContext } from '../../http';
import { pageOf, queryOf, sortRows, statusCounts, whereEquals, whereId, whereSearch, whereStatus } from '../../list-query';
import { actionErrors, actionWriteBlock, buildAction, serializeAction, type ActionBody } from '../../services/actions';
import { lookupsOf, siteLookup } from '../../services/lookups';

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

