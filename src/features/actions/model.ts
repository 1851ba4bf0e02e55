import type { FormLookups } from '@/lib/api/lookups';
import type { components } from '@/lib/api/generated/openapi';

/** SPEC §3 "Action" and §4 statuses. Shared by the client and the demo backend. */
export const ACTION_TYPES = ['Action', 'Audit', 'Observation', 'Incident'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_STATUSES = ['open', 'in_progress', 'overdue', 'completed', 'closed'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
/** stored statuses; 'overdue' is derived from the due date */
export type StoredActionStatus = Exclude<ActionStatus, 'overdue'>;
export const STORED_ACTION_STATUSES: StoredActionStatus[] = ['open', 'in_progress', 'completed', 'closed'];

export const CONTROL_TYPES = ['elimination', 'substitution', 'engineering', 'administrative', 'ppe'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

export const ACTION_CATEGORIES = ['housekeeping', 'ppe', 'electrical', 'working_at_height', 'fire_safety', 'chemicals', 'vehicles', 'ergonomics', 'machinery', 'training'] as const;
export type ActionCategory = (typeof ACTION_CATEGORIES)[number];

/** SPEC §9: action severity adds 'safe' in lists. */
export const RISK_LEVELS = ['low', 'medium', 'high', 'critical'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** the list routes /actions/<kind> and the type each shows */
export const ACTION_KINDS = { audits: 'Audit', observations: 'Observation', incidents: 'Incident', all: null } as const;
export type ActionKind = keyof typeof ACTION_KINDS;

/** a corrective action as the API answers it: `Action` of api/openapi.yaml */
export type ActionRecord = components['schemas']['Action'];

export type ActionInput = Pick<
  ActionRecord,
  'type' | 'description' | 'category' | 'control_type' | 'risk_level' | 'responsible_user_id' | 'assigned_to_id' | 'due_date' | 'status' | 'remarks' | 'site_id' | 'area_id' | 'image' | 'completion_proof' | 'source_id'
>;

export type ActionStatusCounts = components['schemas']['ActionStatusCounts'];

/** GET /actions/all, /audit_action_datas, /observation_action_datas, /incident_action_datas */
export type ActionListResponse = components['schemas']['ActionList'];

/** 'overdue' when still open or in progress after the due date (dates compared as YYYY-MM-DD). */
export function displayActionStatus(status: StoredActionStatus, dueDate: string, today: string): ActionStatus {
  return (status === 'open' || status === 'in_progress') && dueDate < today ? 'overdue' : status;
}

/** GET /actions/form_data */
export type ActionFormData = FormLookups;
