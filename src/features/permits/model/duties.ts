import type { PermitApproval } from './types';

/**
 * Separation of duties (HSE HSG250: the person who issues / authorises a permit is not the person who asked for it —
 * the issuer checks the requester's precautions; ISO 45001 §8.1.4 / §5.3 roles and authorities): the requester never
 * approves their own permit. When the workflow's round names the requester, the next reviewer in order takes their
 * place; when the requester was the last (or only) reviewer, the super admin takes it (unless the super admin is the
 * requester or already in the round). A round of `kind: 'any'` is approved by any holder of the approve right except
 * the requester (`mayApprove`). The round remembers who was left out and who took their place (the approval line).
 */
export interface Person {
  id: number;
  name: string;
}

export function separateDuties(round: PermitApproval, requester: Person, superAdmin: Person | null): PermitApproval {
  const at = round.approvers.findIndex((a) => a.id === requester.id);
  if (at < 0) return { ...round, requester_excluded: null };
  const left = round.approvers.filter((a) => a.id !== requester.id);
  const admin = superAdmin && superAdmin.id !== requester.id && !left.some((a) => a.id === superAdmin.id) ? superAdmin : null;
  if (round.kind === 'parallel') {
    // a parallel round keeps its count when it can: the super admin joins when too few reviewers are left
    const approvers = left.length < round.required && admin ? [...left, admin] : left;
    const substitute = approvers.length > left.length ? admin : null;
    if (!approvers.length) return { ...round, kind: 'any', approvers: [], required: 1, requester_excluded: { id: requester.id, name: requester.name, substitute: null } };
    return { ...round, approvers, required: Math.min(round.required, approvers.length), requester_excluded: { id: requester.id, name: requester.name, substitute } };
  }
  // sequential: the next reviewer after the requester takes their turn; the last one's turn goes to the super admin
  const next = round.approvers[at + 1] ?? null;
  if (next) return { ...round, approvers: left, required: left.length, requester_excluded: { id: requester.id, name: requester.name, substitute: next } };
  const approvers = admin ? [...left, admin] : left;
  if (!approvers.length) return { ...round, kind: 'any', approvers: [], required: 1, requester_excluded: { id: requester.id, name: requester.name, substitute: null } };
  return { ...round, approvers, required: round.kind === 'any' ? 1 : approvers.length, requester_excluded: { id: requester.id, name: requester.name, substitute: admin } };
}

/** whether `userId` is the permit's requester (who may never approve it) */
export const isOwnPermit = (p: { requestor_id?: number }, userId: number) => p.requestor_id === userId;
