import type { FormLookups } from '@/lib/api/lookups';
import type { Attachment } from '@/lib/files/attachment';

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

export interface ActionRecord {
  id: number;
  number: string;
  type: ActionType;
  description: string;
  category: ActionCategory;
  control_type: ControlType;
  risk_level: RiskLevel;
  responsible_user_id: number;
  responsible_user_name?: string;
  assigned_to_id: number | null;
  assigned_to_name?: string;
  assigned_by_id: number | null;
  assigned_by_name?: string;
  due_date: string; // YYYY-MM-DD
  status: StoredActionStatus;
  /** status as shown: 'overdue' when open / in progress past its due date */
  display_status?: ActionStatus;
  remarks: string;
  site_id: number | null;
  site_name?: string;
  /** the area: a division of the site */
  area_id: number | null;
  area_name?: string;
  image: Attachment[];
  completion_proof: Attachment[];
  /** the observation / incident / audit the action was raised from */
  source_id: number | null;
  source_number?: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type ActionInput = Pick<
  ActionRecord,
  'type' | 'description' | 'category' | 'control_type' | 'risk_level' | 'responsible_user_id' | 'assigned_to_id' | 'due_date' | 'status' | 'remarks' | 'site_id' | 'area_id' | 'image' | 'completion_proof' | 'source_id'
>;

export type ActionStatusCounts = Record<ActionStatus, number> & { all: number };

export interface ActionListResponse {
  actions: ActionRecord[];
  total_count: number;
  page: number;
  per_page: number;
  status_counts: ActionStatusCounts;
}

/** 'overdue' when still open or in progress after the due date (dates compared as YYYY-MM-DD). */
export function displayActionStatus(status: StoredActionStatus, dueDate: string, today: string): ActionStatus {
  return (status === 'open' || status === 'in_progress') && dueDate < today ? 'overdue' : status;
}

/** GET /actions/form_data */
export type ActionFormData = FormLookups;
