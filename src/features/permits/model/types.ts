import type { IneligibleReason } from '@/features/contractors/public';
import type { components } from '@/lib/api/generated/openapi';

/**
 * The permit record and its lifecycle (SPEC §3 "Permit", "Permit draft share", §4 permit statuses and rules, §6
 * permit rights, §9 8 h / 4 h; HSG250: authorisation, display, suspension, interaction, handover, hand-back).
 * Pure types shared by the screens and the demo backend. This file is the contract between the permit screens,
 * views and demo backend: change it deliberately.
 */

/**
 * What is stored. `active` = issued and its start time has come (work may go on); `approved` = issued, start in the
 * future. `handed_back` = the performer handed the area back; the issuer still has to close it.
 */
export const STORED_PERMIT_STATUSES = ['draft', 'requested', 'approved', 'active', 'suspended', 'handed_back', 'rejected', 'revoked', 'closed'] as const;
export type StoredPermitStatus = (typeof STORED_PERMIT_STATUSES)[number];

/**
 * What every view shows (SPEC §4 "draft, pending, requested, approved, rejected, revoked, closed, extended, pending
 * closure, overdue" + suspended): computed by `displayStatus(permit, now)` from the stored status and time —
 * `overdue`: open (approved / active / suspended / extended) and past its end, not handed back;
 * `pending_closure`: handed back, or open with less than PENDING_CLOSURE_MINUTES left;
 * `extended`: open with at least one extension; `pending`: requested and waiting on a workflow approver.
 */
export const DISPLAY_PERMIT_STATUSES = ['draft', 'pending', 'requested', 'approved', 'active', 'extended', 'suspended', 'pending_closure', 'overdue', 'rejected', 'revoked', 'closed'] as const;
export type DisplayPermitStatus = (typeof DISPLAY_PERMIT_STATUSES)[number];

export const PENDING_CLOSURE_MINUTES = 60;

/** board columns (issue 14): Requested, Drafts, Approved/Active, Suspended, Revoked, Rejected, Closed, Expired-not-handed-back */
export const BOARD_COLUMNS = ['requested', 'draft', 'approved', 'suspended', 'revoked', 'rejected', 'closed', 'expired'] as const;
export type BoardColumn = (typeof BOARD_COLUMNS)[number];

/** SPEC §4 actions + HSG250's suspension, re-issue, handover and hand-back; `add_workers` (SPEC §2 labels) */
export const PERMIT_ACTIONS = ['request', 'approve', 'reject', 'suspend', 'reissue', 'extend', 'handover', 'handback', 'close', 'revoke', 'add_workers'] as const;
export type PermitAction = (typeof PERMIT_ACTIONS)[number];

/** SPEC §6 permit rights the action needs ("Permit rules: Revoke, Extend, Close, Reject, Approve"; others: update) */
export const ACTION_RIGHT: Record<PermitAction, 'update' | 'approve' | 'reject' | 'revoke' | 'extend' | 'close'> = {
  request: 'update',
  approve: 'approve',
  reject: 'reject',
  suspend: 'revoke',
  reissue: 'approve',
  extend: 'extend',
  handover: 'update',
  handback: 'update',
  close: 'close',
  revoke: 'revoke',
  add_workers: 'update',
};

/** one worker on the permit (fields per the worker profile form setting; `name` always): `PermitWorker` of api/openapi.yaml */
export type PermitWorker = components['schemas']['PermitWorker'];

/** a worker the recent-workers lookup offers; a contractor's worker carries why they may not work (issue 27) */
export type RecentWorker = PermitWorker & { ineligible?: IneligibleReason | null };

/** where the work is: a site, optionally its tree unit, and a pin and / or a zone of the site's plan */
export type PermitLocation = components['schemas']['PermitLocation'];

export type PermitExtension = components['schemas']['PermitExtension'];

/** HSG250 shift handover: both confirm */
export type PermitHandover = components['schemas']['PermitHandover'];

/** an approver's acknowledgement of a clash (required before approving a clashing permit) */
export type ClashAcknowledgement = components['schemas']['PermitClashAcknowledgement'];

export const CLASH_KINDS = ['zone', 'zone_overlap', 'isolation_point', 'incompatible_types'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/** a clash of this permit with another one, computed by the pure rules in `model/clash.ts` */
export type PermitClash = components['schemas']['PermitClash'];

/**
 * one line of the permit's history: who, when, what (nothing changes after issue without a line here); `from_display`
 * / `to_display`: the status every view showed before and after (displayStatus), lines written before lack them
 */
export type PermitHistoryEntry = components['schemas']['PermitHistoryEntry'];

/** a permit as stored (SPEC §3 "Permit"): `Permit` of api/openapi.yaml; `approval` and `rejection_reason` are optional (older rows lack them) */
export type Permit = components['schemas']['Permit'];

/** what the list / board / map / dashboard endpoints return per permit: no answers or history; `holder` / `handover_to`: model/handover.ts `permitHolder` */
export type PermitSummary = components['schemas']['PermitSummary'];

/** GET /permits: a page and the counts per board column for the current filters */
export type PermitListResponse = components['schemas']['PermitList'];

/** GET /permits/:id */
export type PermitDetail = components['schemas']['PermitDetail'];

/** POST /permits and PATCH /permits/:id body (`permit` key); `status` only 'draft' or 'requested' on create */
export type PermitInput = Pick<Permit, 'title' | 'description' | 'permit_form_version_id' | 'issuing_officer_ids' | 'location' | 'start_at' | 'end_at' | 'workers' | 'answers' | 'attachments' | 'remarks'>;

/** POST /permits/:id/actions body */
export type PermitActionInput = components['schemas']['PermitActionInput'];

/** the approval round of a requested permit (SPEC §4 "approve per the workflow"): the governing Permit workflow's reviewers who
 * hold the Permit approve right, in order, and how many must approve (`kind: 'any'`: no workflow governs it, or none of its
 * reviewers may approve); `requester_excluded`: separation of duties (model/duties.ts) */
export type PermitApproval = components['schemas']['PermitApproval'];
