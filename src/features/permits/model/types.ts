import type { IneligibleReason } from '@/features/contractors/public';
import type { Attachment } from '@/lib/files/attachment';
import type { PermitAnswers } from '@/features/permit-templates/public';
import type { PermitType } from '@/features/site-plans/public';

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

/** one worker on the permit (fields per the worker profile form setting; `name` always) */
export interface PermitWorker {
  /** stable within the permit */
  key: string;
  name: string;
  photo: Attachment | null;
  age: number | null;
  phone: string;
  id_number: string;
  gender: 'Male' | 'Female' | '';
  company: string;
  /** a contractor's worker (SPEC §6 "contractors and contract workers can be chosen in permits") */
  contractor: boolean;
}

/** a worker the recent-workers lookup offers; a contractor's worker carries why they may not work (issue 27) */
export type RecentWorker = PermitWorker & { ineligible?: IneligibleReason | null };

/** where the work is: a site, optionally its tree unit, and a pin and / or a zone of the site's plan */
export interface PermitLocation {
  site_id: number;
  division_id: number | null;
  department_id: number | null;
  unit_id: number | null;
  /** free text (SPEC §5 "location" required) */
  description: string;
  pin_id: number | null;
  zone_id: number | null;
  /** isolation-point pins (kind `isolation_point`) this permit isolates or works on */
  isolation_pin_ids: number[];
}

export interface PermitExtension {
  at: string;
  by_id: number;
  by_name: string;
  hours: number;
  previous_end: string;
  new_end: string;
  /** the Declaration section's answers */
  declaration: PermitAnswers;
  comment: string;
}

export interface PermitHandover {
  at: string;
  outgoing_id: number;
  outgoing_name: string;
  incoming_id: number;
  incoming_name: string;
  /** both confirm (HSG250 shift handover) */
  outgoing_confirmed: boolean;
  incoming_confirmed_at: string | null;
  notes: string;
}

/** an approver's acknowledgement of a clash (required before approving a clashing permit) */
export interface ClashAcknowledgement {
  other_permit_id: number;
  kinds: ClashKind[];
  by_id: number;
  by_name: string;
  at: string;
  reason: string;
}

export const CLASH_KINDS = ['zone', 'zone_overlap', 'isolation_point', 'incompatible_types'] as const;
export type ClashKind = (typeof CLASH_KINDS)[number];

/** a clash of this permit with another one, computed by the pure rules in `model/clash.ts` */
export interface PermitClash {
  other_permit_id: number;
  other_number: string;
  other_title: string;
  kinds: ClashKind[];
  /** overlap window */
  from: string;
  to: string;
  acknowledged: boolean;
}

/** one line of the permit's history: who, when, what (nothing changes after issue without a line here) */
export interface PermitHistoryEntry {
  id: number;
  at: string;
  by_id: number | null;
  by_name: string;
  /** `handover` is the outgoing person's side, `handover_accept` the incoming person's confirmation */
  action: PermitAction | 'create' | 'update' | 'send_draft' | 'clone' | 'auto_approve' | 'clash_ack' | 'status_time' | 'review_restart' | 'handover_accept';
  from_status: StoredPermitStatus | null;
  to_status: StoredPermitStatus | null;
  comment: string;
  /** field-level changes for updates: [field, before, after] */
  changes: [string, string, string][];
  /**
   * the status every view showed before and after (displayStatus): an extended permit handed back reads
   * "Extended → Pending closure", not the stored "Active → Handed back" (lines written before lack them)
   */
  from_display?: DisplayPermitStatus | null;
  to_display?: DisplayPermitStatus | null;
}

export interface Permit {
  id: number;
  /** `<prefix>-<n>` per template prefix (SPEC "prefix id") */
  number: string;
  /** short description of the work (SPEC "description of work") */
  title: string;
  description: string;
  permit_form_id: number;
  /** the template version the permit is pinned to: its answers are validated by that version's definition */
  permit_form_version_id: number;
  permit_form_version_number: number;
  template_name: string;
  permit_type: PermitType | null;
  low_risk: boolean;
  status: StoredPermitStatus;
  requestor_id: number;
  requestor_name: string;
  issuing_officer_ids: number[];
  location: PermitLocation;
  start_at: string;
  end_at: string;
  workers: PermitWorker[];
  answers: PermitAnswers;
  extensions: PermitExtension[];
  handovers: PermitHandover[];
  /** the closure checklist answers (the template's closure section), given at hand-back / close */
  closure_answers: PermitAnswers;
  attachments: Attachment[];
  remarks: string;
  /** SPEC "Permit draft share" */
  shared_by_id: number | null;
  shared_to_id: number | null;
  /** the permit it was cloned from */
  cloned_from_id: number | null;
  clash_acknowledgements: ClashAcknowledgement[];
  history: PermitHistoryEntry[];
  approved_by_id: number | null;
  approved_at: string | null;
  closed_at: string | null;
  suspended_reason: string;
  created_at: string;
  updated_at: string;
}

/** what the list / board / map / dashboard endpoints return per permit: no answers or history */
export type PermitSummary = Omit<Permit, 'answers' | 'history' | 'closure_answers' | 'extensions' | 'handovers'> & {
  display_status: DisplayPermitStatus;
  board_column: BoardColumn;
  extension_count: number;
  clash_count: number;
  site_name: string;
  /** who holds the permit now and a handover waiting for its incoming person (model/handover.ts `permitHolder`) */
  holder: { id: number; name: string };
  handover_to: { id: number; name: string } | null;
};

export interface PermitListResponse {
  permits: PermitSummary[];
  total_count: number;
  page: number;
  per_page: number;
  /** counts per board column for the current filters (the tabs / board headers) */
  counts: Record<BoardColumn, number>;
}

/** GET /permits/:id */
export type PermitDetail = Permit & { display_status: DisplayPermitStatus; clashes: PermitClash[]; site_name: string };

/** POST /permits and PATCH /permits/:id body (`permit` key); `status` only 'draft' or 'requested' on create */
export type PermitInput = Pick<Permit, 'title' | 'description' | 'permit_form_version_id' | 'issuing_officer_ids' | 'location' | 'start_at' | 'end_at' | 'workers' | 'answers' | 'attachments' | 'remarks'>;

/** POST /permits/:id/actions body */
export interface PermitActionInput {
  action: PermitAction;
  /** SPEC §4: every action takes a comment; reject and revoke require it; suspend requires a reason */
  comment: string;
  /** extend */
  hours?: number;
  declaration?: PermitAnswers;
  /** handover */
  incoming_id?: number;
  notes?: string;
  /** handback / close */
  closure_answers?: PermitAnswers;
  /** add_workers */
  workers?: PermitWorker[];
  /** approve: acknowledgements of every unacknowledged clash */
  clash_acknowledgements?: { other_permit_id: number; reason: string }[];
}

/**
 * Appended by the core work: the approval round of a requested permit (SPEC §4 "approve per the workflow"): the
 * governing Permit workflow's reviewers who hold the Permit approve right, in order, and how many must approve
 * (`kind: 'any'`: no workflow governs it, or none of its reviewers may approve — any holder of the right approves).
 */
export interface PermitApproval {
  workflow_id: number | null;
  workflow_title: string;
  kind: 'sequential' | 'parallel' | 'any';
  approvers: { id: number; name: string }[];
  required: number;
  approvals: { user_id: number; name: string; at: string }[];
  /** separation of duties (model/duties.ts): the requester the workflow named, and who took their place (null: any approver) */
  requester_excluded?: { id: number; name: string; substitute: { id: number; name: string } | null } | null;
}

/**
 * Appended by the core work (declaration merging: optional fields of the permit, older rows lack them).
 * `approval`: the approval round, set on request and kept after the decision. `rejection_reason`: why it was rejected.
 */
export interface Permit {
  approval?: PermitApproval | null;
  rejection_reason?: string;
}
