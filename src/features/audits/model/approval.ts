import { governingWorkflow, reviewPlan, type ScopedWorkflow } from '@/features/workflows/public';
import { withoutAuthors } from '@/lib/approvals/separation-of-duties';

/**
 * Who approves a submitted audit (SPEC §4, §6): the governing Audit workflow of Settings › Workflows (the most
 * specific one for the audit's template and site), else the organisation's super admin. Pure: the demo backend
 * stores the round on submit and checks every decision with it.
 */
export interface ApprovalRound {
  kind: 'sequential' | 'parallel' | 'super_admin';
  workflow_id: number | null;
  workflow_title: string | null;
  /** every approver, in order */
  approver_ids: number[];
  /** approvals needed: all of them in order (sequential), N (parallel "approve when N agree"), one (super admin) */
  required: number;
  approvals: { user_id: number; at: string }[];
  /** separation of duties: the auditor, taken out of the workflow's approvers (rounds stored before have none) */
  excluded_ids?: number[];
  /** who stands in when no other approver was left (the super admin, else another administrator) */
  substitute_ids?: number[];
}

/**
 * The round, never naming the audit's auditor (ISO 19011:2018 §4 independence; `lib/approvals/separation-of-duties`):
 * the next reviewer, else the super admin, else another of `fallbackIds` (the administrators) takes their place.
 */
export function approvalRound(
  audit: { site_id: number; template_id: number; auditor_id?: number | null },
  workflows: readonly ScopedWorkflow[],
  superAdminId: number | null,
  fallbackIds: readonly (number | null)[] = [superAdminId],
): ApprovalRound {
  const w = governingWorkflow({ module: 'Audit', record_id: 0, site_id: audit.site_id, form_id: audit.template_id, status: 'completed' }, workflows);
  const plan = reviewPlan(w, superAdminId);
  const required = plan.kind === 'parallel' ? plan.required : plan.kind === 'sequential' ? plan.approver_ids.length : 1;
  const separated = withoutAuthors({ kind: plan.kind, approver_ids: plan.approver_ids, required: Math.max(1, required) }, [audit.auditor_id], [superAdminId, ...fallbackIds]);
  return {
    kind: separated.plan.kind,
    workflow_id: plan.workflow_id,
    workflow_title: plan.kind === 'super_admin' ? null : plan.workflow_title,
    approver_ids: separated.plan.approver_ids,
    required: separated.plan.required,
    approvals: [],
    excluded_ids: separated.excluded_ids,
    substitute_ids: separated.substitute_ids,
  };
}

/** who may decide now: any approver who has not approved yet (parallel, super admin), the next in order (sequential) */
export function currentApprovers(round: ApprovalRound): number[] {
  if (isFullyApproved(round)) return [];
  const done = new Set(round.approvals.map((a) => a.user_id));
  if (round.kind === 'sequential') {
    const next = round.approver_ids.find((id) => !done.has(id));
    return next == null ? [] : [next];
  }
  return round.approver_ids.filter((id) => !done.has(id));
}

export const isFullyApproved = (round: ApprovalRound): boolean => round.approvals.length >= round.required;

/** an approval by `userId` (who must be a current approver); `done` when it was the last one needed */
export function approve(round: ApprovalRound, userId: number, at: string): { round: ApprovalRound; done: boolean } {
  const next = { ...round, approvals: [...round.approvals, { user_id: userId, at }] };
  return { round: next, done: isFullyApproved(next) };
}
