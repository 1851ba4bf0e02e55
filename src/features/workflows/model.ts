/**
 * Workflows (SPEC §3 "Workflow", §4, §5, §6, §9): who reviews the records of a module, in which order, how many must
 * agree, how long each step may take and who is told when it stalls. Pure: the demo backend imports it.
 */

export const WORKFLOW_TYPES = ['sequential', 'parallel'] as const;
export type WorkflowType = (typeof WORKFLOW_TYPES)[number];

/** the modules whose records are reviewed (SPEC §1 modules with approvals) */
export const WORKFLOW_MODULES = ['Incident', 'Observation', 'Permit', 'Audit', 'HIRA'] as const;
export type WorkflowModule = (typeof WORKFLOW_MODULES)[number];

/** the modules whose records come from a template: a workflow may apply to some of their forms only */
export const MODULES_WITH_FORMS: readonly WorkflowModule[] = ['Permit', 'Audit'];

/** SPEC §9: up to 5 reviewers */
export const MAX_REVIEWERS = 5;

export const LEAD_TIME_UNITS = ['hours', 'days'] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];
/** how long one review step may take before the escalation user is told (not in SPEC: a day to a week in hours, up to 90 days) */
export const LEAD_TIME_BOUNDS: Record<LeadTimeUnit, { min: number; max: number }> = { hours: { min: 1, max: 168 }, days: { min: 1, max: 90 } };

export const WORKFLOW_LIMITS = { title: 100 } as const;
export const WORKFLOWS_PER_PAGE = 25;

/** What the form sends (POST /workflows, PATCH /workflows/{id}, POST /workflows/{id}/impact). */
export interface WorkflowInput {
  title: string;
  workflow_type: WorkflowType;
  module: WorkflowModule | '';
  /** templates of the module (permit forms, audit templates); empty = every form of the module */
  form_ids: number[];
  /** empty = every site of the organisation */
  site_ids: number[];
  /** in review order (the order matters for a sequential workflow) */
  reviewer_ids: number[];
  /** parallel: approved when this many reviewers agree (1..reviewers); sequential: null (everyone, in order) */
  approvals_required: number | null;
  lead_time_value: number | null;
  lead_time_unit: LeadTimeUnit;
  escalation_user_id: number | null;
}

/** A workflow as the API answers it. */
export interface WorkflowRecord extends WorkflowInput {
  id: number;
  /** the record editor titles a record by `number`: a workflow's is its title (set by the client) */
  number: string;
  module: WorkflowModule;
  reviewer_names: string[];
  site_names: string[];
  form_names: string[];
  escalation_user_name: string | null;
  created_at: string;
  updated_at: string;
}

export interface WorkflowListResponse {
  workflows: WorkflowRecord[];
  total_count: number;
  page: number;
  per_page: number;
}

export interface WorkflowFormOption {
  id: number;
  name: string;
}

/** GET /workflows/form_data: what the form chooses from */
export interface WorkflowFormData {
  modules: WorkflowModule[];
  /** the forms (templates) of each module; modules without templates have none */
  forms: Partial<Record<WorkflowModule, WorkflowFormOption[]>>;
  sites: WorkflowFormOption[];
  /** the tenant's active users (reviewers and escalation user) */
  users: { id: number; full_name: string }[];
  /** the super admin who becomes the primary reviewer when a workflow is deleted (SPEC §6) */
  super_admin: { id: number; full_name: string } | null;
}

/** who approves a record once its review restarts */
export type ReviewPlan =
  | { kind: 'sequential'; workflow_id: number | null; workflow_title: string; approver_ids: number[]; first_approver_id: number }
  | { kind: 'parallel'; workflow_id: number | null; workflow_title: string; approver_ids: number[]; required: number }
  /** no workflow governs the record: the super admin is the primary reviewer (SPEC §6) */
  | { kind: 'super_admin'; workflow_id: null; approver_ids: number[]; first_approver_id: number | null };

/** one in-flight record whose review restarts (POST /workflows/{id}/impact, and the save's own effect) */
export interface ImpactedRecord {
  module: WorkflowModule;
  record_id: number;
  number: string;
  site_id: number;
  site_name: string;
  status: string;
  plan: ReviewPlan;
  /** names of `plan.approver_ids`, in order (filled in by the server) */
  approver_names: string[];
}

export interface WorkflowImpact {
  records: ImpactedRecord[];
  total: number;
}

export const isWorkflowModule = (v: unknown): v is WorkflowModule => typeof v === 'string' && (WORKFLOW_MODULES as readonly string[]).includes(v);
export const moduleHasForms = (m: string): boolean => (MODULES_WITH_FORMS as readonly string[]).includes(m);
