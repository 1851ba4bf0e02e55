import { ACTION_RIGHT, PENDING_CLOSURE_MINUTES, type BoardColumn, type DisplayPermitStatus, type Permit, type PermitAction, type StoredPermitStatus } from './types';

/**
 * The permit lifecycle's pure rules (SPEC §4 permit statuses and rules, §6 permit rights and draft access; HSG250:
 * authorisation, suspension, handover, hand-back). The screens and the demo backend both use them: what a button
 * offers is exactly what the server accepts.
 */

/** what the status rules read of a permit (a summary has `extension_count` instead of `extensions`) */
export type StatusInput = Pick<Permit, 'status' | 'start_at' | 'end_at'> & {
  approval?: Permit['approval'];
  extensions?: readonly unknown[];
  extension_count?: number;
};

/** issued and not finished: work may go on (or is suspended) under it */
export const ISSUED_STATUSES: readonly StoredPermitStatus[] = ['approved', 'active', 'suspended'];
/** finished one way or another: nothing changes any more */
export const FINAL_STATUSES: readonly StoredPermitStatus[] = ['rejected', 'revoked', 'closed'];
/** before issue: the form may still be edited (SPEC §4 "no edit after issue") */
export const EDITABLE_STATUSES: readonly StoredPermitStatus[] = ['draft', 'requested'];

export const isIssued = (status: StoredPermitStatus) => ISSUED_STATUSES.includes(status);
export const isFinal = (status: StoredPermitStatus) => FINAL_STATUSES.includes(status);
export const isEditable = (status: StoredPermitStatus) => EDITABLE_STATUSES.includes(status);

const time = (iso: string) => new Date(iso).getTime();
const extensionCount = (p: StatusInput) => p.extension_count ?? p.extensions?.length ?? 0;

/** an issued permit past its end (not handed back): flagged on every view */
export const isOverdue = (p: StatusInput, now: Date = new Date()) => isIssued(p.status) && time(p.end_at) < now.getTime();

/**
 * The status every view shows (types.ts DISPLAY_PERMIT_STATUSES), from the stored status and the time:
 * overdue (issued, past its end) › suspended › pending closure (handed back, or < PENDING_CLOSURE_MINUTES left) ›
 * extended (≥ 1 extension) › active (issued and started) › approved (issued, start to come). A requested permit is
 * `pending` once part of its approval round has approved (waiting on the next workflow approver).
 */
export function displayStatus(p: StatusInput, now: Date = new Date()): DisplayPermitStatus {
  switch (p.status) {
    case 'draft':
    case 'rejected':
    case 'revoked':
    case 'closed':
      return p.status;
    case 'requested':
      return (p.approval?.approvals.length ?? 0) > 0 ? 'pending' : 'requested';
    case 'handed_back':
      return 'pending_closure';
    default:
      break;
  }
  const nowMs = now.getTime();
  const end = time(p.end_at);
  if (end < nowMs) return 'overdue';
  if (p.status === 'suspended') return 'suspended';
  if (end - nowMs < PENDING_CLOSURE_MINUTES * 60_000) return 'pending_closure';
  if (extensionCount(p) > 0) return 'extended';
  return time(p.start_at) <= nowMs ? 'active' : 'approved';
}

/** The board column (issue 14): Requested, Drafts, Approved/Active, Suspended, Revoked, Rejected, Closed, Expired-not-handed-back. */
export function boardColumn(p: StatusInput, now: Date = new Date()): BoardColumn {
  switch (p.status) {
    case 'draft':
      return 'draft';
    case 'requested':
      return 'requested';
    case 'rejected':
    case 'revoked':
    case 'closed':
      return p.status;
    case 'handed_back':
      return 'approved';
    default:
      break;
  }
  if (isOverdue(p, now)) return 'expired';
  return p.status === 'suspended' ? 'suspended' : 'approved';
}

/** the status a tab of the list (SPEC §7 "Tabs All, Requested, Drafts, Approved, Revoked, Rejected, Closed") shows */
export const PERMIT_TABS = ['all', 'requested', 'draft', 'approved', 'revoked', 'rejected', 'closed'] as const;
export type PermitTab = (typeof PERMIT_TABS)[number];

/** whether a permit belongs to a tab: Approved holds every issued permit (approved, active, suspended, expired, handed back) */
export function inTab(p: StatusInput, tab: PermitTab, now: Date = new Date()): boolean {
  if (tab === 'all') return true;
  const column = boardColumn(p, now);
  if (tab === 'approved') return column === 'approved' || column === 'suspended' || column === 'expired';
  return column === tab;
}

// ---- transitions ---------------------------------------------------------------------------------------------

/** the permit rights a user holds (SPEC §6: Permit read / create / update + revoke, extend, close, reject, approve) */
export type PermitRight = 'read' | 'create' | 'update' | 'approve' | 'reject' | 'revoke' | 'extend' | 'close';
export type PermitRights = ReadonlySet<PermitRight> | readonly PermitRight[];

const has = (rights: PermitRights, right: PermitRight) => (Array.isArray(rights) ? rights.includes(right) : (rights as ReadonlySet<PermitRight>).has(right));

/** from which stored statuses each action may run (HSG250 lifecycle) */
export const ACTION_FROM: Record<PermitAction, readonly StoredPermitStatus[]> = {
  request: ['draft'],
  approve: ['requested'],
  reject: ['requested'],
  suspend: ['approved', 'active'],
  reissue: ['suspended'],
  extend: ['approved', 'active'],
  handover: ['approved', 'active'],
  handback: ['approved', 'active'],
  close: ['approved', 'active', 'suspended', 'handed_back'],
  revoke: ['approved', 'active', 'suspended', 'handed_back'],
  add_workers: ['draft', 'requested', 'approved', 'active', 'suspended'],
};

/** SPEC §4: every action takes a comment; reject and revoke require it; suspend requires a reason (HSG250) */
export const COMMENT_REQUIRED: readonly PermitAction[] = ['reject', 'revoke', 'suspend'];

/** an issued permit is `active` once its start has come, `approved` before */
export const issuedStatus = (p: Pick<Permit, 'start_at'>, now: Date = new Date()): StoredPermitStatus => (time(p.start_at) <= now.getTime() ? 'active' : 'approved');

/** the stored status an action leads to (approve of a round that is not complete keeps `requested`) */
export function nextStatus(action: PermitAction, p: Pick<Permit, 'status' | 'start_at'>, now: Date = new Date()): StoredPermitStatus {
  switch (action) {
    case 'request':
      return 'requested';
    case 'approve':
    case 'reissue':
      return issuedStatus(p, now);
    case 'reject':
      return 'rejected';
    case 'suspend':
      return 'suspended';
    case 'handback':
      return 'handed_back';
    case 'close':
      return 'closed';
    case 'revoke':
      return 'revoked';
    default:
      // extend, handover, add_workers keep the status (an approved permit whose start has come becomes active)
      return p.status === 'approved' ? issuedStatus(p, now) : p.status;
  }
}

/** who is acting: their permit rights, id, and whether they are the organisation admin */
export interface PermitActor {
  id: number;
  rights: PermitRights;
  is_admin?: boolean;
}

/** SPEC §6: only the sender or recipient of a draft gets draft-related access (the requestor is its sender) */
export const canSeeDraft = (p: Pick<Permit, 'status' | 'requestor_id' | 'shared_by_id' | 'shared_to_id'>, userId: number) =>
  p.status !== 'draft' || p.requestor_id === userId || p.shared_to_id === userId || p.shared_by_id === userId;

/** whether the user may edit the permit's form: before issue, with Permit update, the requestor or the draft's recipient */
export function canEdit(p: Pick<Permit, 'status' | 'requestor_id' | 'shared_by_id' | 'shared_to_id'>, actor: PermitActor): boolean {
  if (!isEditable(p.status) || !has(actor.rights, 'update')) return false;
  return p.requestor_id === actor.id || p.shared_to_id === actor.id || (p.status === 'requested' && !!actor.is_admin);
}

/** the approvers who may approve now: every one not yet approved (parallel), the next in order (sequential) */
export function pendingApprovers(approval: Permit['approval']): number[] {
  if (!approval || approval.kind === 'any') return [];
  const done = new Set(approval.approvals.map((a) => a.user_id));
  const left = approval.approvers.map((a) => a.id).filter((id) => !done.has(id));
  return approval.kind === 'sequential' ? left.slice(0, 1) : left;
}

/**
 * whether `actor` may approve now: the approve right, not yet approved, named by the round (the admin always may) —
 * and never the permit's requester, admin or not (separation of duties, model/duties.ts, HSG250)
 */
export function mayApprove(p: Pick<Permit, 'approval'> & Partial<Pick<Permit, 'requestor_id'>>, actor: PermitActor): boolean {
  if (!has(actor.rights, 'approve')) return false;
  if (p.requestor_id === actor.id) return false;
  const approval = p.approval;
  if (approval?.approvals.some((a) => a.user_id === actor.id)) return false;
  if (!approval || approval.kind === 'any' || actor.is_admin) return true;
  return pendingApprovers(approval).includes(actor.id);
}

/** the handover waiting for its incoming person to confirm, if any */
export const openHandover = (p: Partial<Pick<Permit, 'handovers'>>) => p.handovers?.find((h) => h.outgoing_confirmed && !h.incoming_confirmed_at) ?? null;

type ActionPermit = StatusInput & Pick<Permit, 'requestor_id' | 'shared_by_id' | 'shared_to_id'> & Partial<Pick<Permit, 'handovers'>>;

/**
 * The lifecycle actions `actor` may take on the permit now (the buttons of the summary; the server refuses the rest):
 * the status allows it (ACTION_FROM), the actor holds the right (ACTION_RIGHT, SPEC §6), drafts only for their sender
 * and recipient, approve per the approval round, handover: a new one when none waits, else only its incoming person
 * confirms it.
 */
export function allowedActions(p: ActionPermit, actor: PermitActor, now: Date = new Date()): PermitAction[] {
  void now;
  if (!canSeeDraft(p, actor.id)) return [];
  const out: PermitAction[] = [];
  for (const [action, from] of Object.entries(ACTION_FROM) as [PermitAction, readonly StoredPermitStatus[]][]) {
    if (!from.includes(p.status)) continue;
    const right = ACTION_RIGHT[action];
    if (action === 'handover') {
      const waiting = openHandover(p);
      if (waiting ? waiting.incoming_id === actor.id : has(actor.rights, right)) out.push(action);
      continue;
    }
    if (!has(actor.rights, right)) continue;
    if (action === 'approve' && !mayApprove(p, actor)) continue;
    if (action === 'request' && p.requestor_id !== actor.id && p.shared_to_id !== actor.id) continue;
    out.push(action);
  }
  return out;
}

/** why an action is refused (a rule key of the permits namespace, `server.*`), or null when it may run */
export function actionRefusal(p: ActionPermit, action: PermitAction, actor: PermitActor, now: Date = new Date()): 'forbidden' | 'wrongStatus' | null {
  if (allowedActions(p, actor, now).includes(action)) return null;
  return ACTION_FROM[action].includes(p.status) ? 'forbidden' : 'wrongStatus';
}

/** the permit rights held, from a rule check (`can(action, 'Permit')`) */
export function rightsOf(can: (right: PermitRight) => boolean): Set<PermitRight> {
  return new Set((['read', 'create', 'update', 'approve', 'reject', 'revoke', 'extend', 'close'] as const).filter((r) => can(r)));
}
