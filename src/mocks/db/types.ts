import type { UserStatus } from '@/lib/session/types';
import type { Row } from './db';

/** Role rights as the Rails backend stores them (SPEC §3 "Role"): one type, the roles feature's. */
import type { RoleAction } from '@/features/roles/model';
export type { RoleAction };

export interface DemoRole extends Row {
  name: string;
  organization_id: number | null;
  role_actions_attributes: RoleAction[];
}

export interface DemoUser extends Row {
  full_name: string;
  email: string;
  password_hash: string;
  role_id: number | null;
  role_name: string;
  is_admin: boolean;
  is_contractor: boolean;
  status: UserStatus;
  organization_id: number | null;
  employee_id?: string;
  phone?: string;
  gender?: 'male' | 'female' | 'other';
  shift?: 'first' | 'second' | 'third' | 'general';
  site_ids: number[];
  verified: boolean;
  /** wrong passwords in a row; at LOCK_AFTER_FAILURES the account is locked until `locked_until` */
  failed_logins?: number;
  locked_until?: number | null;
}

export interface DemoToken extends Row {
  access_token: string;
  refresh_token: string;
  csrf_token: string;
  user_id: number;
  /** when it was issued (ms): `accessTokensExpiredBefore` expires older ones on demand */
  issued_at?: number;
  expires_at: number;
  refresh_expires_at: number;
}

export interface DemoMail extends Row {
  to: string;
  subject: string;
  kind: 'otp' | 'activation' | 'password_reset' | 'notification';
  body: string;
  link?: string;
  code?: string;
  sent_at: string;
}

export interface DemoSite extends Row {
  name: string;
  status: 'active' | 'inactive' | 'deleted';
  time_zone: string;
  city: string;
  country: string;
  head_of_safety_id: number | null;
  head_of_site_id: number | null;
  /** SPEC §3 "Site": emergency contact, address and position (features/sites/model.ts) */
  emergency_phone: string;
  emergency_email: string;
  address: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  created_at?: string;
  updated_at?: string;
  manpower: number;
  /** the establishment's NAICS code (OSHA 300A establishment information); optional */
  naics_code?: string;
  /** the divisions → departments → units tree (features/sites/model/division-tree.ts); a division id is an area id */
  divisions: DemoDivision[];
}

/** a node of a site's tree: head and in-charge are optional user ids */
export interface DemoTreeNode {
  id: number;
  name: string;
  head_id?: number | null;
  in_charge_id?: number | null;
}
export type DemoUnit = DemoTreeNode;
export interface DemoDepartment extends DemoTreeNode {
  units: DemoUnit[];
}
export interface DemoDivision extends DemoTreeNode {
  departments: DemoDepartment[];
}

/** Site manpower of one month (SPEC §3 "Site" / "Other entities", §9): one row per site, year and month entered. */
export interface DemoManpower extends Row {
  site_id: number;
  year: number;
  month: number;
  /** null: only the hours worked were entered (the headcount is the default) */
  manpower: number | null;
  /** hours actually worked that month (null / missing: the estimate 8 × headcount × working days applies) */
  actual_hours?: number | null;
  updated_by: number | null;
  updated_at: string;
}

/** A site's working days (ISO weekdays 1 Monday … 7 Sunday); a site without a row works Monday–Friday. */
export interface DemoWorkingDays extends Row {
  site_id: number;
  weekdays: number[];
}

/** The tenant's worker profile form setting (SPEC §3 "Worker profile"): one row. */
export interface DemoWorkerProfileSetting extends Row {
  fields: { key: string; enabled: boolean; required: boolean }[];
  updated_by: number | null;
  updated_at: string;
}

/** A review workflow (SPEC §3 "Workflow"; features/workflows/model.ts). */
export interface DemoWorkflow extends Row {
  title: string;
  workflow_type: 'sequential' | 'parallel';
  module: 'Incident' | 'Observation' | 'Permit' | 'Audit' | 'HIRA';
  form_ids: number[];
  site_ids: number[];
  reviewer_ids: number[];
  approvals_required: number | null;
  lead_time_value: number;
  lead_time_unit: 'hours' | 'days';
  escalation_user_id: number | null;
  created_at: string;
  updated_at: string;
}

/** The review round of one record, restarted by a workflow change (SPEC §4): who approves it now. */
export interface DemoWorkflowReview extends Row {
  module: DemoWorkflow['module'];
  record_id: number;
  /** null: no workflow governs it any more, the super admin is the primary reviewer (SPEC §6) */
  workflow_id: number | null;
  plan: { kind: 'sequential' | 'parallel' | 'super_admin'; approver_ids: number[]; first_approver_id?: number | null; required?: number };
  /** which change restarted it */
  reason: 'workflow_created' | 'workflow_updated' | 'workflow_deleted';
  round: number;
  restarted_at: string;
}

/**
 * A site's plan (features/site-plans/model.ts): pins and zones in image pixels; the image itself is its own row in
 * `site_plan_images` (so a pin's write does not re-send the picture over the cross-tab relay). One row per site.
 */
export interface DemoSitePlan extends Row {
  site_id: number;
  image: { name: string; type: string; size: number; width: number; height: number; uploaded_at: string } | null;
  pins: { id: number; name: string; kind: string; x: number; y: number }[];
  zones: { id: number; name: string; points: { x: number; y: number }[]; required_permits: string[] }[];
  updated_by: number | null;
  updated_at: string | null;
}

/** the plan image of a site (collection `site_plan_images`, one row per site), stored as a data URL */
export interface DemoSitePlanImage extends Row {
  site_id: number;
  data_url: string;
}

/** Users module (features/users): what a user row carries beyond DemoUser (all optional: older rows lack them). */
export interface DemoUserDetails extends DemoUser {
  /** licences per module; missing = the modules the user's role reads (no power user) */
  licences?: Record<'permits' | 'incidents' | 'audits' | 'power_user', boolean>;
  invited_at?: string | null;
  invited_by_id?: number | null;
  last_invite_sent_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

/** Permit templates (features/permit-templates): the editable draft of a template (collection `permit_forms`). */
export interface DemoPermitForm extends Row {
  name: string;
  description: string;
  prefix_id: string;
  default_hours: number;
  extension_hours: number;
  low_risk: boolean;
  active: boolean;
  sections: import('@/features/permit-templates/model').Section[];
  /** the kind of work (site-plans' PERMIT_TYPES), read by the permits' clash rules; older rows lack it */
  permit_type?: import('@/features/site-plans/model').PermitType | null;
  /** the starter template it was imported from (onboarding `starter_templates`), if any */
  starter_key?: string | null;
  created_at: string;
  updated_at: string;
}

/** A published, immutable version of a permit template (collection `permit_form_versions`); permits pin its id. */
export interface DemoPermitFormVersion extends Row {
  permit_form_id: number;
  number: number;
  definition: import('@/features/permit-templates/model').TemplateDefinition;
  published_at: string;
  published_by_id: number | null;
  published_by_name: string;
}

/** HIRA risk (features/hira/model.ts), collection `hira_records`: the form's fields plus the review round and versions */
export type DemoHiraRecord = Row &
  import('@/features/hira/model').HiraInput & {
  number: string;
  status: import('@/features/hira/model').HiraStatus;
  version: number;
  created_by_id: number | null;
  reviewed_by_id: number | null;
  reviewed_at: string | null;
  approved_by_id: number | null;
  approved_at: string | null;
  /** the current (or last) approval round: who approves, how many must, who has */
  round: { kind: 'sequential' | 'parallel' | 'super_admin'; approver_ids: number[]; required: number; approvals: { user_id: number; at: string }[]; excluded_ids?: number[]; substitute_ids?: number[] } | null;
  rejection_reason: string | null;
  history: import('@/features/hira/model').HiraEvent[];
  versions: import('@/features/hira/model').HiraVersion[];
  created_at: string;
  updated_at: string;
};

/** audit template (features/audits/model.ts), collection `audit_templates`: the working copy and its published versions */
export type DemoAuditTemplate = Row & Omit<import('@/features/audits/model').AuditTemplate, 'question_count'>;

/** audit schedule, collection `audit_schedules` (status is computed; `active` false = paused) */
export type DemoAuditSchedule = Row & Omit<import('@/features/audits/model').AuditScheduleInput, 'template_id' | 'site_id' | 'auditor_id' | 'auditee_id' | 'end_date' | 'count'> & {
  template_id: number;
  site_id: number;
  auditor_id: number;
  auditee_id: number | null;
  end_date: string | null;
  count?: number | null;
  active: boolean;
  created_at: string;
};

/** an audit, collection `audits`, pinned to a template version */
export type DemoAudit = Row & {
  number: string;
  template_id: number;
  template_version: number;
  schedule_id: number | null;
  site_id: number;
  auditor_id: number;
  auditee_id: number | null;
  due_date: string;
  status: import('@/features/audits/model').AuditStatus;
  answers: import('@/features/audits/model').Answers;
  key_findings: import('@/features/audits/model').KeyFinding[];
  percent: number | null;
  passed: boolean | null;
  started_at: string | null;
  completed_at: string | null;
  decided_at: string | null;
  decided_by_id: number | null;
  reason: string;
  /** the approval round stored on submit (features/audits/model/approval.ts) */
  round?: import('@/features/audits/model/approval').ApprovalRound | null;
  created_at: string;
  updated_at: string;
};

/** safety calendar entry (features/safety-calendar/model.ts), collection `calendar_entries` */
export type DemoCalendarEntry = Row &
  Omit<import('@/features/safety-calendar/model').EntryInput, 'entry_type' | 'mode' | 'guest_ids'> & {
  entry_type: import('@/features/safety-calendar/model').EntryType;
  mode: import('@/features/safety-calendar/model').EntryMode;
  organiser_id: number;
  guests: { user_id: number; response: import('@/features/safety-calendar/model').GuestResponse }[];
  created_at: string;
  updated_at: string;
};

/** a permit to work (features/permits/model/types.ts), collection `permits`: pinned to a template version */
export type DemoPermit = Row & import('@/features/permits/model/types').Permit;

/** statistics settings of the organisation (features/statistics/model.ts), collection `statistics_settings` (one row) */
export type DemoStatisticsSettings = Row & import('@/features/statistics/model').StatisticsSettings & { updated_at: string; updated_by_id: number | null };

/** a site's targets for one year (features/statistics/model.ts), collection `site_targets` */
export type DemoSiteTarget = Row & import('@/features/statistics/model').SiteTargetInput & { updated_at: string; updated_by_id: number | null };
