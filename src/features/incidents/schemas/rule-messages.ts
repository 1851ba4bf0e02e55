import type { T } from './incident-schemas';

/**
 * The demo backend's English (Rails-style) message for each rule key of incident-schemas.ts. The backend runs
 * the very same schemas with `serverT`, so a rule exists once; the UI shows the translated text of the same key
 * (src/locales/<lng>/incidentRules.json). A test checks that every key used has both.
 */
export const SERVER_MESSAGES: Record<string, string> = {
  'validation.typeRequired': 'Type is required',
  'validation.categoryInvalid': 'Category is not valid',
  'validation.descriptionRequired': 'Description is required',
  'validation.siteRequired': 'A site or area must be selected',
  'validation.shiftInvalid': 'Shift is not valid',
  'validation.dateRequired': 'Date and time must be selected',
  'validation.dateFuture': 'A future date and time may not be chosen',
  'validation.riskRequired': 'Risk level is required',
  'validation.ratingIncomplete': 'Choose both severity and likelihood, or leave the rating pending',
  'validation.mustBeClassified': 'The incident must be classified',
  'validation.victimsMin': 'At least one victim must be added',
  'validation.victimTypeRequired': 'Victim type is required',
  'validation.victimNameRequired': 'Victim name is required',
  'validation.victimNameInvalid': 'Victim name may contain only letters, digits and spaces',
  'validation.victimGenderRequired': 'Gender must be chosen',
  'validation.returnBeforeIncident': 'Return to work date cannot be before the incident date',
  'validation.tooLong': 'Text is too long',
  'validation.deathDateRequired': 'Date of death is required when the person died',
  'validation.deathBeforeIncident': 'Date of death cannot be before the incident date',
  'validation.deathDateFuture': 'Date of death cannot be in the future',
  'validation.daysInvalid': 'Days must be a whole number from 0 to 3650',
  'validation.oshaCaseTypeInvalid': 'Injury or illness type is not valid',
  'validation.teamLeadRequired': 'Team lead is required',
  'validation.teamMembersRequired': 'Team members are required',
  'validation.targetDateRequired': 'Target date is required',
  'validation.targetDatePast': 'Target date cannot be in the past',
  'validation.whysMax': 'Up to five whys can be recorded',
  'validation.whyAnswerRequired': 'At least one why needs an answer',
  'validation.rootCauseInvalid': 'Root cause is not valid',
  'validation.capaDescriptionRequired': 'Action description is required',
  'validation.capaControlRequired': 'Control type is required',
  'validation.capaResponsibleRequired': 'Responsible person is required',
  'validation.capaDueDateRequired': 'Due date is required',
  'validation.capaMin': 'At least one action is required',
  'validation.approversRequired': 'At least one approver is required',
  'validation.decisionRequired': 'Decision is required',
  'validation.rejectReasonRequired': 'Reason is required',
  'validation.rcNameLength': 'Name must be 2 to 80 characters',
  'validation.rcNameTaken': 'Name is already used at this level',
  'validation.rcCycle': 'A category cannot be moved under itself or one of its children',
  'validation.lessonTitleRequired': 'Title is required',
  'validation.lessonTextRequired': 'Lesson is required',
  'validation.lessonClosedOnly': 'Lessons can be added only to closed incidents',
  'validation.closedLocked': 'A closed incident cannot be changed',
  'closure.no_approvers': 'At least one approver is required',
  'closure.approvals_pending': 'Every approver must approve before closure',
  'closure.approval_rejected': 'An approver rejected the investigation',
  'closure.actions_open': 'All actions must be completed before closure',
};

/** the backend's `t`: the English message of a rule key */
export const serverT: T = (key) => SERVER_MESSAGES[key] ?? key;
