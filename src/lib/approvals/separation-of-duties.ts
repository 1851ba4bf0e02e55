/**
 * Separation of duties (ISO 19011:2018 §4 "independence" and §5.5.4 on audit-programme roles; ISO 45001:2018 §5.3 and
 * §9.2.2 "select auditors and conduct audits to ensure objectivity and the impartiality of the audit process"; the
 * four-eyes principle of COSO's internal control framework): the person who did the work — the auditor of an audit,
 * the assessor of a risk, the requester of a permit — never approves it. Pure: the demo backend stores the round it
 * gives, and the screens read the same rule.
 */
export interface ApprovalPlanLike {
  kind: 'sequential' | 'parallel' | 'super_admin';
  /** every approver, in order */
  approver_ids: number[];
  /** approvals needed */
  required: number;
}

export interface SeparatedPlan<P extends ApprovalPlanLike> {
  plan: P;
  /** the authors who were taken out of the approvers (empty when the workflow never named them) */
  excluded_ids: number[];
  /** who was brought in because no other approver was left (the super admin, else another administrator) */
  substitute_ids: number[];
}

/**
 * The plan without its authors: a sequential round goes on to the next reviewer in order, a parallel round needs
 * at most the approvers who are left; when nobody is left, the first of `fallbackIds` (the super admin, then the
 * other administrators) who is not an author approves alone. With no one at all left, the plan has no approvers
 * (nobody can approve — never the author).
 */
export function withoutAuthors<P extends ApprovalPlanLike>(plan: P, authorIds: readonly (number | null | undefined)[], fallbackIds: readonly (number | null | undefined)[]): SeparatedPlan<P> {
  const authors = new Set(authorIds.filter((id): id is number => typeof id === 'number'));
  const kept = plan.approver_ids.filter((id) => !authors.has(id));
  const excluded = plan.approver_ids.filter((id) => authors.has(id));
  if (kept.length > 0) {
    const required = plan.kind === 'sequential' ? kept.length : Math.max(1, Math.min(plan.required, kept.length));
    return { plan: { ...plan, approver_ids: kept, required }, excluded_ids: excluded, substitute_ids: [] };
  }
  const substitute = fallbackIds.find((id): id is number => typeof id === 'number' && !authors.has(id));
  const approver_ids = substitute == null ? [] : [substitute];
  return { plan: { ...plan, kind: 'super_admin', approver_ids, required: 1 }, excluded_ids: excluded, substitute_ids: approver_ids };
}

/** may `userId` decide on a record whose authors are `authorIds` (the backend's 422 and the screens' reason) */
export const isOwnRecord = (userId: number | null | undefined, authorIds: readonly (number | null | undefined)[]): boolean => userId != null && authorIds.some((id) => id === userId);
