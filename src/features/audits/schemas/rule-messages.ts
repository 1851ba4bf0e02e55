import { serverMessages } from '@/lib/forms/rule-errors';

/** The demo backend's English message for each rule key of the audit schemas (the form shows locales/<lng>/audits.json). */
export const AUDIT_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'validation.iconRequired': 'Icon must be chosen',
  'validation.sectionsRequired': 'A template needs at least one section',
  'validation.sectionTitleRequired': 'Every section needs a title',
  'validation.questionsRequired': 'Every section needs at least one question',
  'validation.questionTextRequired': 'Every question needs its text',
  'validation.optionsRequired': 'A question answered by options needs at least two options',
  'validation.passMarkRange': 'Pass mark must be between 0 and 100',
  'validation.parentInvalid': 'A conditional question must follow its parent question and name the answers that open it',
  'validation.templateRequired': 'Template must be chosen',
  'validation.siteRequired': 'Site must be selected',
  'validation.auditorRequired': 'Auditor must be selected',
  'validation.dateRequired': 'A date must be selected',
  'validation.endBeforeStart': 'End date must be on or after the start date',
  'validation.frequencyRequired': 'Frequency must be chosen',
  'validation.windowRange': 'Due window must be from 0 to 90 days',
  'validation.intervalRange': 'Repeat every must be a whole number from 1 to 99',
  'validation.weekdaysRequired': 'Choose at least one weekday',
  'validation.weekOfMonthRequired': 'Choose the week of the month',
  'validation.timeInvalid': 'Time of day must be HH:MM',
  'validation.endsRequired': 'Choose how the schedule ends',
  'validation.countRange': 'Number of occurrences must be from 1 to 999',
  'validation.endDateRequired': 'Choose the end date',
  'validation.reasonRequired': 'Reason is required to reject an audit',
  'validation.findingRequired': 'Every key finding needs its text',
};

/** What only the server knows (the screens translate them with the same keys). */
export const AUDIT_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.ownAudit': 'You are the auditor of this audit: another person must approve it (separation of duties)',
};

export const auditServerT = serverMessages(AUDIT_SERVER_MESSAGES);
