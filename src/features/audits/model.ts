/**
 * Audits and inspections (SPEC §3 Audit, §4 audit statuses, §9): types, enumerations and pure rules shared by the
 * client and the demo backend. Scoring: model/scoring.ts; template definition and logic: model/template.ts; option
 * text: model/options.ts; schedule recurrence: model/recurrence.ts.
 */
import type { components } from '@/lib/api/generated/openapi';
import type { Attachment } from '@/lib/files/attachment';
import type { AuditScore } from './model/scoring';

type Schemas = components['schemas'];

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

/** a published, immutable version of a template: `AuditTemplateVersion` of api/openapi.yaml */
export type TemplateVersion = Schemas['AuditTemplateVersion'];

/** a template as the API answers it (`AuditTemplate`): the working copy (edited until published), its versions */
export type AuditTemplate = Schemas['AuditTemplate'];

/** an audit or inspection starter template stored by onboarding (tenant collection `starter_templates`) */
export type AuditStarter = Schemas['AuditStarter'];

/** POST /audit_templates */
export type AuditTemplateInput = Schemas['AuditTemplateInput'];

export type KeyFinding = Schemas['AuditKeyFinding'];

/** an audit as the API answers it: `Audit` of api/openapi.yaml (approval: model/approval.ts) */
export type AuditRecord = Schemas['Audit'];

/** an audit with its pinned template version's definition (GET /audits/{id} and the writes) */
export type AuditWithDefinition = Schemas['AuditWithDefinition'];

/** GET /audits */
export type AuditListResponse = Schemas['AuditList'];

export type AuditSchedule = Schemas['AuditSchedule'];

/** one due date of a schedule in a range (the calendar) */
export type ScheduleOccurrence = Schemas['AuditScheduleOccurrence'];

/** POST /audit_schedules (the recurrence: model/recurrence.ts, RFC 5545 RRULE; its fields optional so older stored schedules stay valid) */
export type AuditScheduleInput = Schemas['AuditScheduleInput'];

/** how a schedule ends: never, after COUNT occurrences or on a date (UNTIL) */
export const SCHEDULE_ENDS = ['never', 'count', 'date'] as const;
export type ScheduleEnds = (typeof SCHEDULE_ENDS)[number];

/** POST /audits (`schedule_id` when started for a schedule's occurrence) */
export type StartAuditInput = Schemas['AuditStartInput'];

/** PATCH /audits/{id}: `submit` completes the audit */
export type AuditUpdateInput = Schemas['AuditUpdateInput'];

export type AuditDecisionInput = Schemas['AuditDecisionInput'];

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
export type AuditSummaryInfo = Schemas['AuditSummaryInfo'];
