import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of workflow-schema.ts. The form shows the
 * translated text of the same key (locales/<lng>/workflows.json) and maps a 422 back onto the field.
 */
export const WORKFLOW_SERVER_MESSAGES: Record<string, string> = {
  'validation.titleRequired': 'Title is required',
  'validation.titleTooLong': 'Title is too long (maximum is 100 characters)',
  'validation.typeRequired': 'Type must be sequential or parallel',
  'validation.moduleRequired': 'Module must be chosen',
  'validation.formsInvalid': 'Forms must be forms of the chosen module',
  'validation.sitesInvalid': 'Sites must be sites of the organisation',
  'validation.reviewerInvalid': 'Reviewers must be active users',
  'validation.reviewerRequired': 'A reviewer must be selected',
  'validation.tooManyReviewers': 'A workflow can have at most 5 reviewers',
  'validation.reviewersDuplicate': 'A reviewer can be chosen only once',
  'validation.approvalsRequired': 'Approvals required must be given for a parallel workflow',
  'validation.approvalsRange': 'Approvals required must be between 1 and the number of reviewers',
  'validation.leadTimeUnitInvalid': 'Lead time unit must be hours or days',
  'validation.leadTimeRequired': 'Lead time is required',
  'validation.leadTimeHoursRange': 'Lead time must be from 1 to 168 hours',
  'validation.leadTimeDaysRange': 'Lead time must be from 1 to 90 days',
  'validation.escalationInvalid': 'Escalation user must be an active user',
  'validation.escalationIsReviewer': 'Escalation user cannot be one of the reviewers',
};

/** What only the server knows: the chosen people, sites and forms exist, the title is free, no two workflows clash. */
export const WORKFLOW_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.titleTaken': 'Title has already been taken',
  'validation.scopeTaken': 'Another workflow already covers this module for these sites and forms',
};

/** The form field each rule key belongs to. */
export const WORKFLOW_RULE_FIELDS: Record<string, string> = {
  'validation.titleRequired': 'title',
  'validation.titleTooLong': 'title',
  'validation.titleTaken': 'title',
  'validation.typeRequired': 'workflow_type',
  'validation.moduleRequired': 'module',
  'validation.scopeTaken': 'module',
  'validation.formsInvalid': 'form_ids',
  'validation.sitesInvalid': 'site_ids',
  'validation.reviewerInvalid': 'reviewer_ids',
  'validation.reviewerRequired': 'reviewer_ids',
  'validation.tooManyReviewers': 'reviewer_ids',
  'validation.reviewersDuplicate': 'reviewer_ids',
  'validation.approvalsRequired': 'approvals_required',
  'validation.approvalsRange': 'approvals_required',
  'validation.leadTimeUnitInvalid': 'lead_time_unit',
  'validation.leadTimeRequired': 'lead_time_value',
  'validation.leadTimeHoursRange': 'lead_time_value',
  'validation.leadTimeDaysRange': 'lead_time_value',
  'validation.escalationInvalid': 'escalation_user_id',
  'validation.escalationIsReviewer': 'escalation_user_id',
};

export const workflowServerT = serverMessages(WORKFLOW_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [WORKFLOW_SERVER_MESSAGES, WORKFLOW_SERVER_ONLY_MESSAGES], fields: WORKFLOW_RULE_FIELDS, translateOther: false });

/** A refused save's server messages → `{ field: translated message }` for those that belong to a field, and the rest as they came. */
export const workflowFieldErrors = REFUSAL.fieldErrors;
