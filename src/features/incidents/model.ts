import type { FormLookups } from '@/lib/api/lookups';
import type { Attachment } from '@/lib/files/attachment';
import type { ActionRecord, RiskLevel } from '@/features/actions/public';

/**
 * SPEC §3 "Incident", §4 statuses, §9 scales. The data contract shared by the client, its tests and the
 * demo backend (src/mocks/handlers/incidents/). The investigation (SPEC §2, five steps) lives on the
 * incident itself and is written with PATCH /incidents/{id}, one step at a time (`step` in the body).
 */

export const INCIDENT_TYPES = ['injury', 'near_miss', 'property_damage', 'environmental', 'fire', 'vehicle', 'security', 'occupational_illness'] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];

export const INCIDENT_CATEGORIES = ['slip_trip_fall', 'struck_by', 'caught_in', 'manual_handling', 'electrical', 'chemical_exposure', 'working_at_height', 'machinery', 'transport', 'fire_explosion', 'spill_release', 'other'] as const;
export type IncidentCategory = (typeof INCIDENT_CATEGORIES)[number];

export const SHIFTS = ['morning', 'afternoon', 'night', 'general'] as const;
export type Shift = (typeof SHIFTS)[number];

/** SPEC §9: incident severity and likelihood, in increasing order. */
export const INCIDENT_SEVERITIES = ['minor', 'serious', 'major', 'fatal', 'critical'] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];
export const INCIDENT_LIKELIHOODS = ['very_low', 'unlikely', 'likely', 'frequent', 'almost_certain'] as const;
export type IncidentLikelihood = (typeof INCIDENT_LIKELIHOODS)[number];

/** SPEC §4: open, closed, overdue, in progress, completed. 'overdue' is derived (see displayIncidentStatus). */
export const INCIDENT_STATUSES = ['open', 'in_progress', 'overdue', 'completed', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export type StoredIncidentStatus = Exclude<IncidentStatus, 'overdue'>;

export const VICTIM_TYPES = ['employee', 'contractor', 'visitor', 'others'] as const;
export type VictimType = (typeof VICTIM_TYPES)[number];
export const GENDERS = ['female', 'male', 'other', 'not_stated'] as const;
export type Gender = (typeof GENDERS)[number];
export const AGE_RANGES = ['under_18', '18_25', '26_35', '36_45', '46_55', '56_65', 'over_65'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];
export const BODY_PARTS = ['head', 'eyes', 'face', 'neck', 'shoulder', 'arm', 'hand', 'fingers', 'chest', 'back', 'abdomen', 'hip', 'leg', 'knee', 'foot', 'toes', 'internal', 'multiple'] as const;
export type BodyPart = (typeof BODY_PARTS)[number];
export const TREATMENTS = ['none', 'first_aid', 'medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'] as const;
export type Treatment = (typeof TREATMENTS)[number];

/**
 * OSHA 29 CFR 1904.29 / Form 300 column M: whether the case is an injury or one of five illness types. Kept on each
 * injured person and read by the OSHA logs (src/features/osha-logs/). Order = columns M1–M6.
 */
export const OSHA_CASE_TYPES = ['injury', 'skin_disorder', 'respiratory_condition', 'poisoning', 'hearing_loss', 'other_illness'] as const;
export type OshaCaseType = (typeof OSHA_CASE_TYPES)[number];
/** the highest day count the victim form accepts for days away or restricted (the OSHA log caps its own count at 180) */
export const VICTIM_DAYS_MAX = 3650;

/** the five investigation steps of /incidents/{id}/steps (SPEC §2), 1-based in URLs */
export const INVESTIGATION_STEPS = ['report', 'team', 'root_cause', 'capa', 'review'] as const;
export type InvestigationStep = (typeof INVESTIGATION_STEPS)[number];

export interface Victim {
  id: number;
  type: VictimType;
  /** letters and digits (SPEC §5) */
  name: string;
  gender: Gender;
  employee_id: string;
  age_range: AgeRange | '';
  body_parts: BodyPart[];
  injury_details: string;
  taken_to_hospital: boolean;
  treatment: Treatment | '';
  return_to_work_date: string | null; // YYYY-MM-DD
  // --- OSHA recordkeeping (29 CFR 1904; read by src/features/osha-logs). Optional: people recorded before these
  // fields existed have none, and the log reads a missing value as empty / no / 0.
  /** Form 300 column C */
  job_title?: string;
  /** a contractor (temporary / agency worker) the organisation supervises day to day: recorded like an employee (1904.31(b)(2)) */
  supervised_daily?: boolean;
  /** the person died of the injury or illness (column G) and when (YYYY-MM-DD, Form 301 field 17) */
  fatal?: boolean;
  date_of_death?: string | null;
  /** calendar days away from work (column K) and on job transfer or restriction (column L), as counted by the user */
  days_away?: number | null;
  days_restricted?: number | null;
  /** column M: injury or illness type */
  osha_case_type?: OshaCaseType | '';
  /** a privacy concern case (1904.29(b)(6)–(9)): the log shows "Privacy case" instead of the name */
  privacy_case?: boolean;
  /** column E: where the event occurred, when it says more than the incident's location */
  event_location?: string;
}
export type VictimInput = Omit<Victim, 'id'> & { id?: number };

export interface InvestigationTeam {
  lead_id: number;
  lead_name?: string;
  member_ids: number[];
  member_names?: string[];
  target_date: string; // YYYY-MM-DD
}

/** one chain of the 5-why analysis: each why picks a node of the tenant's root-cause tree, or free text */
export interface WhyEntry {
  question: string;
  answer: string;
  root_cause_setting_id: number | null;
}
export interface RootCauseAnalysis {
  whys: WhyEntry[]; // 1..5
  /** the chosen leaf categories of the root-cause tree (root_cause_settings ids) */
  root_cause_ids: number[];
  notes: string;
}

/** step 4: CAPA entries are real actions (type Incident) created through the actions feature */
export interface CapaInput {
  description: string;
  control_type: string;
  responsible_user_id: number | null;
  due_date: string;
}

export type ApprovalDecision = 'pending' | 'approved' | 'rejected';
export interface Approval {
  approver_id: number;
  approver_name?: string;
  decision: ApprovalDecision;
  reason: string; // required when rejected
  decided_at: string | null;
}

export interface IncidentRecord {
  id: number;
  number: string; // INC-0001
  type: IncidentType;
  category: IncidentCategory | null;
  description: string;
  site_id: number;
  site_name?: string;
  area_id: number | null;
  area_name?: string;
  location: string;
  shift: Shift | '';
  occurred_at: string; // ISO date-time, never in the future
  attachments: Attachment[];
  risk_level: RiskLevel;
  /** the classification (severity × likelihood); both null while the rating is pending */
  severity: IncidentSeverity | null;
  likelihood: IncidentLikelihood | null;
  investigation_required: boolean;
  machine_or_location: string;
  extent_of_damage: string;
  immediate_action: string;
  remarks: string;
  has_victims: boolean;
  victims: Victim[];
  reporter_id: number | null; // null for the anonymous public form
  reporter_name?: string | null;
  anonymous: boolean;
  status: StoredIncidentStatus;
  display_status?: IncidentStatus;
  /** the furthest step completed (0 = only reported); steps can be revisited */
  step_completed: 0 | 1 | 2 | 3 | 4 | 5;
  team: InvestigationTeam | null;
  root_cause: RootCauseAnalysis | null;
  action_ids: number[];
  actions?: ActionRecord[];
  approvals: Approval[];
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export type IncidentStatusCounts = Record<IncidentStatus, number> & { all: number };

export interface IncidentListResponse {
  incidents: IncidentRecord[];
  total_count: number;
  page: number;
  per_page: number; // 50 (SPEC §9)
}

/** GET /root_cause_settings: the tenant's root-cause category tree (RC Master) */
export interface RootCauseSetting {
  id: number;
  name: string;
  parent_id: number | null;
  active: boolean;
}

/** GET /lfi_lesson: lessons learned from closed incidents */
export interface Lesson {
  id: number;
  incident_id: number;
  incident_number?: string;
  title: string;
  lesson: string;
  incident_images: Attachment[];
  inc_act_images: Attachment[];
  published: boolean;
  created_by_name?: string;
  created_at: string;
}

/** 'overdue' when open or in progress past the investigation team's target date (YYYY-MM-DD comparison) */
export function displayIncidentStatus(i: Pick<IncidentRecord, 'status' | 'team'>, today: string): IncidentStatus {
  const target = i.team?.target_date;
  return (i.status === 'open' || i.status === 'in_progress') && !!target && target < today ? 'overdue' : i.status;
}

/** the classification matrix cell: 1..25, severity index × likelihood index (1-based); null while pending */
export function ratingScore(severity: IncidentSeverity | null, likelihood: IncidentLikelihood | null): number | null {
  if (!severity || !likelihood) return null;
  return (INCIDENT_SEVERITIES.indexOf(severity) + 1) * (INCIDENT_LIKELIHOODS.indexOf(likelihood) + 1);
}

/** the band a matrix score falls in (colours and labels of the classification matrix) */
export function ratingBand(score: number | null): 'pending' | 'low' | 'medium' | 'high' | 'extreme' {
  if (score === null) return 'pending';
  if (score <= 4) return 'low';
  if (score <= 9) return 'medium';
  if (score <= 15) return 'high';
  return 'extreme';
}

/**
 * SPEC §4 closure rule: an incident closes only when every approver approved and all its CAPA actions
 * are completed or closed. Returns the reasons it cannot close (empty = may close).
 */
export function closureBlockers(i: Pick<IncidentRecord, 'approvals'>, actions: Pick<ActionRecord, 'status'>[]): ('approvals_pending' | 'approval_rejected' | 'actions_open' | 'no_approvers')[] {
  const out: ('approvals_pending' | 'approval_rejected' | 'actions_open' | 'no_approvers')[] = [];
  if (i.approvals.length === 0) out.push('no_approvers');
  if (i.approvals.some((a) => a.decision === 'rejected')) out.push('approval_rejected');
  else if (i.approvals.some((a) => a.decision === 'pending')) out.push('approvals_pending');
  if (actions.some((a) => a.status !== 'completed' && a.status !== 'closed')) out.push('actions_open');
  return out;
}

/** GET /incidents/incident_data (signed in) and /out_incident_data (public: users empty) */
export interface IncidentFormData extends FormLookups {
  organization_name: string;
}

/** POST /incidents and PATCH {step:'report'} body (SPEC §5 rules in schemas/ and the demo backend) */
export type IncidentInput = Pick<
  IncidentRecord,
  | 'type'
  | 'category'
  | 'description'
  | 'site_id'
  | 'area_id'
  | 'location'
  | 'shift'
  | 'occurred_at'
  | 'attachments'
  | 'risk_level'
  | 'severity'
  | 'likelihood'
  | 'investigation_required'
  | 'machine_or_location'
  | 'extent_of_damage'
  | 'immediate_action'
  | 'remarks'
  | 'has_victims'
> & { victims: VictimInput[] };

/** PATCH /incidents/{id}: one investigation step at a time */
export type IncidentStepPatch =
  | ({ step: 'report' } & IncidentInput)
  | { step: 'team'; team: { lead_id: number; member_ids: number[]; target_date: string } }
  | { step: 'root_cause'; root_cause: RootCauseAnalysis }
  | { step: 'capa'; actions: CapaInput[] }
  | { step: 'review'; approver_ids: number[] }
  | { step: 'review'; decision: 'approve' | 'reject'; reason?: string }
  | { step: 'review'; close: true };
