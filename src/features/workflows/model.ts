/**
 * Workflows (SPEC §3 "Workflow", §4, §5, §6, §9): who reviews the records of a module, in which order, how many must
 * agree, how long each step may take and who is told when it stalls. Pure: the demo backend imports it.
 */
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

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

/**
 * What the form sends (POST /workflows, PATCH /workflows/{id}; `WorkflowInput` of api/openapi.yaml): `form_ids` empty =
 * every form of the module, `site_ids` empty = every site, `reviewer_ids` in review order, `approvals_required` for a
 * parallel workflow (null: everyone, in order). The module is '' until chosen.
 */
export type WorkflowInput = Omit<Schemas['WorkflowInput'], 'module'> & { module: WorkflowModule | '' };

/** A workflow as the API answers it (`Workflow`), with the record editor's title (`number`: its title, set by the client). */
export type WorkflowRecord = Schemas['Workflow'] & { number: string };

export interface WorkflowListResponse extends Omit<Schemas['WorkflowList'], 'workflows'> {
  workflows: WorkflowRecord[];
}

export type WorkflowFormOption = Schemas['IdName'];

/** GET /workflows/form_data: what the form chooses from (`super_admin` becomes the primary reviewer when a workflow is deleted, SPEC §6) */
export type WorkflowFormData = Schemas['WorkflowFormData'];

/** who approves a record once its review restarts (`super_admin`: no workflow governs the record, SPEC §6) */
export type ReviewPlan = Schemas['WorkflowReviewPlan'];

/** one in-flight record whose review restarts (a dry run's answer, and the save's own effect) */
export type ImpactedRecord = Schemas['WorkflowImpactedRecord'];

export type WorkflowImpact = Schemas['WorkflowImpact'];

export const isWorkflowModule = (v: unknown): v is WorkflowModule => typeof v === 'string' && (WORKFLOW_MODULES as readonly string[]).includes(v);
export const moduleHasForms = (m: string): boolean => (MODULES_WITH_FORMS as readonly string[]).includes(m);
