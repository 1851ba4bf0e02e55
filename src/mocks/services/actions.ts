import { todayIso } from '@/lib/forms/dates';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { actionSchema } from '@/features/actions/schemas/action-schema';
import { actionServerT } from '@/features/actions/schemas/rule-messages';
import { ACTION_CATEGORIES, ACTION_TYPES, CONTROL_TYPES, RISK_LEVELS, STORED_ACTION_STATUSES, displayActionStatus, type ActionRecord, type ActionType } from '@/features/actions/model';
import type { Attachment } from '@/lib/files/attachment';
import { db, type Row, type TenantData } from '../db/db';
import type { DemoUser } from '../db/types';
import type { DemoAction } from '../db/seed/actions';
import { errors } from '../http';
import { tenantMemory } from '../serializers';
import { registerRecordSerializer } from '../cable/server';
import { attachmentError } from './attachments';
import { lookupsOf, siteLookup, type Lookups } from './lookups';
import { FREE_PLAN_LIMITS, FREE_PLAN_MESSAGES, MEMORY_EXHAUSTED, createdThisMonth, isFreePlan } from './plan-limits';

/**
 * The demo's corrective actions as a service: the actions handlers and the modules that raise actions
 * (observations, incidents' CAPA) serialize, validate and build them here.
 */
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

// realtime rows travel in the REST shape (names, display status)
registerRecordSerializer('actions', (tenant, row) => serializeAction(tenant, row as unknown as DemoAction) as unknown as Row);
