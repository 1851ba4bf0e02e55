/**
 * Audits and inspections (SPEC §3 Audit, §4 audit statuses, §9): types, enumerations and pure rules shared by the
 * client and the demo backend. Scoring: model/scoring.ts; template definition and logic: model/template.ts; option
 * text: model/options.ts; schedule recurrence: model/recurrence.ts.
 */
import type { Attachment } from '@/lib/files/attachment';
import type { AuditScore } from './model/scoring';
import type { Frequency, MonthMode } from './model/recurrence';
import type { Answers, TemplateDefinition } from './model/template';

export type { Answers, Answer, TemplateDefinition, TemplateSection, TemplateQuestion, AnswerOption, ResponseType, Requirement } from './model/template';
export type { AuditScore, SectionScore, QuestionContribution } from './model/scoring';
export type { Frequency } from './model/recurrence';
/** the due dates of a schedule in a range (the safety calendar's compliance view) */
export { occurrencesBetween } from './model/recurrence';

/** SPEC §4 audit statuses; overdue is computed (an open audit past its due date) */
export const AUDIT_STATUSES = ['scheduled', 'in_progress', 'overdue', 'completed', 'approved', 'rejected', 'pending'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
export const STORED_AUDIT_STATUSES: AuditStatus[] = ['scheduled', 'in_progress', 'completed', 'approved', 'rejected', 'pending'];
/** the /audits/{type} lists */
export const AUDIT_LIST_TYPES = ['all', 'scheduled', 'in_progress', 'overdue', 'completed', 'approved', 'rejected'] as const;
export type AuditListType = (typeof AUDIT_LIST_TYPES)[number];
export const isAuditListType = (v: string | undefined): v is AuditListType => AUDIT_LIST_TYPES.includes(v as AuditListType);

export const TEMPLATE_ICONS = ['pi-shield', 'pi-bolt', 'pi-user', 'pi-box', 'pi-check-square', 'pi-building', 'pi-truck', 'pi-wrench'] as const;
export type TemplateIcon = (typeof TEMPLATE_ICONS)[number];

/** SPEC §9: audits on the free plan per month */
export const FREE_PLAN_AUDITS_PER_MONTH = 10;
/** how many audit templates a free-plan organisation may keep (the SPEC leaves the number open) */
export const FREE_PLAN_TEMPLATES = 5;
export const AUDIT_LIMIT_MESSAGE = 'Your free audit schedule limit is reached. Please upgrade';
export const TEMPLATE_LIMIT_MESSAGE = 'Sorry! You do not have permission to add more audit templates';
/** SPEC §5 / §9: audit attachments under 1 MB, pictures JPG/PNG/GIF, documents PPT/DOC/XLS */
export const AUDIT_ATTACHMENT_BYTES = 1_048_576;

export interface TemplateVersion {
  version: number;
  published_at: string;
  published_by: string;
  name: string;
  definition: TemplateDefinition;
}

export interface AuditTemplate {
  id: number;
  name: string;
  description: string;
  icon: TemplateIcon;
  /** the working copy (edited until published) */
  definition: TemplateDefinition;
  /** the latest published version number, 0 = never published */
  version: number;
  /** the working copy differs from the latest version */
  dirty: boolean;
  active: boolean;
  /** the onboarding starter template it was imported from */
  starter_key?: string | null;
  question_count: number;
  versions: TemplateVersion[];
  created_at: string;
  updated_at: string;
}

/** an audit or inspection starter template stored by onboarding (tenant collection `starter_templates`) */
export interface AuditStarter {
  key: string;
  kind: 'audit' | 'inspection';
  name: string;
  items: number;
  imported: boolean;
}

export interface AuditTemplateInput {
  name: string;
  description: string;
  icon: TemplateIcon;
  definition: TemplateDefinition;
}

export interface KeyFinding {
  id: string;
  text: string;
  severity: 'low' | 'medium' | 'high';
  question_id: string | null;
}

export interface AuditRecord {
  id: number;
  number: string;
  template_id: number;
  template_version: number;
  template_name: string;
  icon: TemplateIcon;
  schedule_id: number | null;
  site_id: number;
  site_name: string;
  auditor_id: number;
  auditor_name: string;
  auditee_id: number | null;
  auditee_name: string | null;
  due_date: string;
  status: AuditStatus;
  display_status: AuditStatus;
  answers: Answers;
  key_findings: KeyFinding[];
  /** score snapshot (the live score is computed on the client) */
  percent: number | null;
  passed: boolean | null;
  started_at: string | null;
  completed_at: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
  reason: string;
  /** approval (model/approval.ts): the workflow that governs it (null: the super admin approves) */
  approval_workflow: string | null;
  /** every approver, in order, with whether they approved */
  approvers: { id: number; name: string; approved_at: string | null }[];
  /** who may approve or reject now */
  current_approver_ids: number[];
  approvals_required: number;
  approval_kind: 'sequential' | 'parallel' | 'super_admin' | null;
  /** separation of duties: the auditor was taken out of the approvers; `substitute_names` stand in (empty: the other reviewers decide) */
  auditor_excluded: boolean;
  substitute_names: string[];
  created_at: string;
  updated_at: string;
}

export interface AuditWithDefinition extends AuditRecord {
  /** the pinned template version's definition */
  definition: TemplateDefinition;
}

export interface AuditListResponse {
  audits: AuditRecord[];
  total_count: number;
  counts: Record<AuditListType, number>;
}

export interface AuditSchedule {
  id: number;
  template_id: number;
  template_name: string;
  site_id: number;
  site_name: string;
  auditor_id: number;
  auditor_name: string;
  auditee_id: number | null;
  auditee_name: string | null;
  frequency: Frequency;
  start_date: string;
  end_date: string | null;
  window_days: number;
  interval: number;
  weekdays: number[];
  month_mode: MonthMode;
  week_of_month: number | null;
  time_of_day: string;
  count: number | null;
  /** the recurrence as an RFC 5545 RRULE value */
  rrule: string;
  active: boolean;
  /** computed */
  next_due: string | null;
  /** the audit already started for the next occurrence, if any */
  next_audit_id: number | null;
  state: 'active' | 'ended' | 'paused';
  overdue: number;
  missed: number;
  done: number;
  created_at: string;
}

/** one due date of a schedule in a range (the calendar) */
export interface ScheduleOccurrence {
  schedule_id: number;
  date: string;
  state: 'upcoming' | 'due' | 'overdue' | 'missed' | 'done';
  audit_id: number | null;
  template_id: number;
  site_id: number;
  auditor_id: number;
  auditee_id: number | null;
  template_name: string;
  site_name: string;
  auditor_name: string;
}

export interface AuditScheduleInput {
  template_id: number | null;
  site_id: number | null;
  auditor_id: number | null;
  auditee_id: number | null;
  frequency: Frequency;
  start_date: string;
  end_date: string;
  window_days: number;
  /** the recurrence (model/recurrence.ts, RFC 5545 RRULE); optional so older stored schedules stay valid */
  interval?: number;
  weekdays?: number[];
  month_mode?: MonthMode;
  week_of_month?: number | null;
  time_of_day?: string;
  ends?: ScheduleEnds;
  count?: number | '' | null;
}

/** how a schedule ends: never, after COUNT occurrences or on a date (UNTIL) */
export const SCHEDULE_ENDS = ['never', 'count', 'date'] as const;
export type ScheduleEnds = (typeof SCHEDULE_ENDS)[number];

export interface StartAuditInput {
  template_id: number | null;
  site_id: number | null;
  auditor_id: number | null;
  auditee_id: number | null;
  due_date: string;
}

export interface AuditUpdateInput {
  answers?: Answers;
  key_findings?: KeyFinding[];
  /** 'complete' submits the audit for approval */
  submit?: boolean;
}

export interface AuditDecisionInput {
  decision: 'approve' | 'reject';
  reason: string;
}

export type AuditScoreSummary = AuditScore;

export const OPEN_AUDIT_STATUSES: AuditStatus[] = ['scheduled', 'in_progress'];

/**
 * What the audit's header says (issue 26): an open audit nobody has answered yet is "not started" — no verdict, no red
 * "Failed" from the empty score — and "in progress" from its first answer (also one not saved yet); overdue (past its
 * due date) wins over both, and a submitted audit shows its stored status.
 */
export type AuditProgress = AuditStatus | 'not_started';
export function auditProgress(status: AuditStatus, dueDate: string, today: string, answered: number): AuditProgress {
  const display = displayAuditStatus(status, dueDate, today);
  if (display !== 'scheduled' && display !== 'in_progress') return display;
  return answered > 0 ? 'in_progress' : 'not_started';
}

/** overdue: an open audit whose due date has passed */
export function displayAuditStatus(status: AuditStatus, dueDate: string, today: string): AuditStatus {
  return OPEN_AUDIT_STATUSES.includes(status) && dueDate < today ? 'overdue' : status;
}

export function matchesListType(type: AuditListType, display: AuditStatus): boolean {
  if (type === 'all') return true;
  if (type === 'completed') return display === 'completed' || display === 'pending';
  return display === type;
}

export type AuditAttachment = Attachment;

/** POST /audits/auditSummaryInfo (the /audit-summary page) */
export interface AuditSummaryInfo {
  counts: Record<AuditListType, number>;
  average_percent: number | null;
  failed: number;
  missed: { schedule_id: number; template_name: string; site_name: string; auditor_name: string; missed: number; overdue: number; done: number }[];
  repeated_failures: (import('./model/insights').RepeatedFailure & { site_name: string; template_name: string })[];
}
