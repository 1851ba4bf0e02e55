import { governingWorkflow, reviewPlan, type ScopedWorkflow } from '@/features/workflows/public';

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
}

export function approvalRound(audit: { site_id: number; template_id: number }, workflows: readonly ScopedWorkflow[], superAdminId: number | null): ApprovalRound {
  const w = governingWorkflow({ module: 'Audit', record_id: 0, site_id: audit.site_id, form_id: audit.template_id, status: 'completed' }, workflows);
  const plan = reviewPlan(w, superAdminId);
  const required = plan.kind === 'parallel' ? plan.required : plan.kind === 'sequential' ? plan.approver_ids.length : 1;
  return {
    kind: plan.kind,
    workflow_id: plan.workflow_id,
    workflow_title: plan.kind === 'super_admin' ? null : plan.workflow_title,
    approver_ids: plan.approver_ids,
    required: Math.max(1, required),
    approvals: [],
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
