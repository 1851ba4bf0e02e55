import type { ReviewPlan, WorkflowModule, WorkflowType } from '../model';

/**
 * What a workflow change does to records under review (SPEC §4: creating, updating or deleting a workflow restarts
 * the review of the items it applies to; deleting makes the super admin the primary reviewer, §6). Pure: the demo
 * backend computes the preview (`?dry_run=true`) and the save's effect with these same functions.
 */

/** the parts of a workflow that decide which records it governs and who approves them */
export interface ScopedWorkflow {
  id: number;
  title: string;
  module: WorkflowModule;
  workflow_type: WorkflowType;
  form_ids: readonly number[];
  site_ids: readonly number[];
  reviewer_ids: readonly number[];
  approvals_required: number | null;
}

/** a record of a reviewed module */
export interface ReviewedRecord {
  module: WorkflowModule;
  record_id: number;
  site_id: number;
  status: string;
  /** the template the record was made from (permits, audits); null for modules without forms */
  form_id?: number | null;
}

/**
 * The statuses of each module (SPEC §4) in which a record is under review, i.e. in flight: an incident whose
 * investigation waits for its approvers (completed), an observation done and waiting to be closed (completed), a
 * permit requested or pending (closure), a completed or pending audit, a HIRA item waiting for approval.
 */
export const IN_REVIEW_STATUSES: Record<WorkflowModule, readonly string[]> = {
  Incident: ['completed'],
  Observation: ['completed'],
  Permit: ['pending', 'requested', 'pending_closure'],
  Audit: ['completed', 'pending'],
  HIRA: ['waiting_for_approval'],
};

export const isInReview = (r: Pick<ReviewedRecord, 'module' | 'status'>): boolean => IN_REVIEW_STATUSES[r.module]?.includes(r.status) ?? false;

/** an empty site / form list means "every site / form" */
const covers = (list: readonly number[], id: number | null | undefined) => list.length === 0 || (id != null && list.includes(id));

export function appliesTo(w: ScopedWorkflow, r: ReviewedRecord): boolean {
  return w.module === r.module && covers(w.site_ids, r.site_id) && covers(w.form_ids, r.form_id);
}

/** a workflow naming sites wins over an organisation-wide one; one naming forms over one for every form */
const specificity = (w: ScopedWorkflow) => (w.site_ids.length ? 2 : 0) + (w.form_ids.length ? 1 : 0);

/** the workflow that governs a record: the most specific one that applies (lowest id on a tie), or null */
export function governingWorkflow(r: ReviewedRecord, workflows: readonly ScopedWorkflow[]): ScopedWorkflow | null {
  let best: ScopedWorkflow | null = null;
  for (const w of workflows) {
    if (!appliesTo(w, r)) continue;
    if (!best || specificity(w) > specificity(best) || (specificity(w) === specificity(best) && w.id < best.id)) best = w;
  }
  return best;
}

const intersects = (a: readonly number[], b: readonly number[]) => a.some((x) => b.includes(x));
/** two lists of the same kind clash when both are empty (both "every") or they share an entry */
const clash = (a: readonly number[], b: readonly number[]) => (a.length === 0 && b.length === 0) || intersects(a, b);

/**
 * Two workflows of the same module that would govern the same records with the same specificity: the server refuses
 * the second (a site-specific workflow may sit beside an organisation-wide one and wins for its sites).
 */
export function scopesClash(a: Pick<ScopedWorkflow, 'module' | 'site_ids' | 'form_ids'>, b: Pick<ScopedWorkflow, 'module' | 'site_ids' | 'form_ids'>): boolean {
  return a.module === b.module && clash(a.site_ids, b.site_ids) && clash(a.form_ids, b.form_ids);
}

/** who approves a record governed by `w` (or, with none, the super admin as primary reviewer) */
export function reviewPlan(w: ScopedWorkflow | null, superAdminId: number | null): ReviewPlan {
  if (!w) return { kind: 'super_admin', workflow_id: null, approver_ids: superAdminId ? [superAdminId] : [], first_approver_id: superAdminId };
  const approvers = [...w.reviewer_ids];
  if (w.workflow_type === 'parallel') {
    const required = Math.min(approvers.length, Math.max(1, w.approvals_required ?? approvers.length));
    return { kind: 'parallel', workflow_id: w.id, workflow_title: w.title, approver_ids: approvers, required };
  }
  return { kind: 'sequential', workflow_id: w.id, workflow_title: w.title, approver_ids: approvers, first_approver_id: approvers[0] };
}

export interface ImpactInput<R extends ReviewedRecord> {
  /** the workflow as stored (null when it is being created) */
  before: ScopedWorkflow | null;
  /** the workflow as it would be saved (null when it is being deleted) */
  after: ScopedWorkflow | null;
  /** the tenant's other workflows */
  others: readonly ScopedWorkflow[];
  /** the records of the tenant (any status: only those under review count) */
  records: readonly R[];
  superAdminId: number | null;
}

/**
 * The records under review whose review restarts because of the change — those the workflow governed before or
 * governs after it — each with who approves it afterwards: the changed workflow, another workflow that now governs
 * it, or the super admin when none does.
 */
export function workflowImpact<R extends ReviewedRecord>({ before, after, others, records, superAdminId }: ImpactInput<R>): { record: R; plan: ReviewPlan }[] {
  const changed = before ?? after;
  if (!changed) return [];
  const id = changed.id;
  const rest = others.filter((w) => w.id !== id);
  const beforeSet = before ? [...rest, before] : rest;
  const afterSet = after ? [...rest, after] : rest;
  const out: { record: R; plan: ReviewPlan }[] = [];
  for (const record of records) {
    if (!isInReview(record)) continue;
    const was = governingWorkflow(record, beforeSet);
    const now = governingWorkflow(record, afterSet);
    if (was?.id !== id && now?.id !== id) continue;
    out.push({ record, plan: reviewPlan(now, superAdminId) });
  }
  return out;
}
