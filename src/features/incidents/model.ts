import type { components } from '@/lib/api/generated/openapi';
import type { ActionRecord } from '@/features/actions/public';

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

/** an injured person as the API answers it: `IncidentVictim` of api/openapi.yaml (the OSHA recordkeeping fields, 29 CFR 1904,
 * read by src/features/osha-logs, are optional: people recorded before they existed have none) */
export type Victim = components['schemas']['IncidentVictim'];
export type VictimInput = Omit<Victim, 'id'> & { id?: number };

export type InvestigationTeam = components['schemas']['IncidentTeam'];

/** one chain of the 5-why analysis: each why picks a node of the tenant's root-cause tree, or free text */
export type WhyEntry = components['schemas']['IncidentWhy'];
export type RootCauseAnalysis = components['schemas']['IncidentRootCauseAnalysis'];

/** step 4: CAPA entries are real actions (type Incident) created through the actions feature */
export type CapaInput = components['schemas']['IncidentCapaInput'];

export type ApprovalDecision = components['schemas']['IncidentApprovalDecision'];
export type Approval = components['schemas']['IncidentApproval'];

/** an incident as the API answers it: `Incident` of api/openapi.yaml (GET /incidents/{id} and the writes add `actions`) */
export type IncidentRecord = components['schemas']['Incident'];

/** the counts per displayed status of GET /v2/incidents/period_status_counts */
export type IncidentStatusCounts = Pick<components['schemas']['IncidentCounts'], IncidentStatus | 'all'>;

/** GET /v2/incidents */
export type IncidentListResponse = components['schemas']['IncidentList'];

/** GET /root_cause_settings: the tenant's root-cause category tree (RC Master) */
export type RootCauseSetting = components['schemas']['IncidentRootCauseSetting'];

/** GET /lfi_lesson: lessons learned from closed incidents */
export type Lesson = components['schemas']['IncidentLesson'];

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
export type IncidentFormData = components['schemas']['IncidentFormData'];

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


/** PATCH /incidents/{id}: one investigation step at a time (`IncidentStepPatch` of api/openapi.yaml); the report step sends the whole report */
export type IncidentStepPatch = Exclude<components['schemas']['IncidentStepPatch'], { step: 'report' }> | ({ step: 'report' } & IncidentInput);
