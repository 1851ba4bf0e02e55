import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of hira-schema.ts. The form shows the translated
 * text of the same key (locales/<lng>/hira.json) and maps a 422 back onto the field.
 */
export const HIRA_SERVER_MESSAGES: Record<string, string> = {
  'validation.referenceRequired': 'Risk assessment id can’t be blank',
  'validation.referenceTooLong': 'Risk assessment id is too long (maximum is 40 characters)',
  'validation.titleRequired': 'Title can’t be blank',
  'validation.titleTooLong': 'Title is too long (maximum is 150 characters)',
  'validation.classificationRequired': 'Classification must be chosen',
  'validation.siteRequired': 'Site must be selected',
  'validation.areaInvalid': 'Area must be an area of the site',
  'validation.hazardRequired': 'Hazard can’t be blank',
  'validation.riskRequired': 'Risk can’t be blank',
  'validation.consequenceRequired': 'Consequence can’t be blank',
  'validation.textTooLong': 'Text is too long (maximum is 2000 characters)',
  'validation.frequencyRequired': 'Review frequency must be yearly, half-yearly or monthly',
  'validation.levelInvalid': 'Rating level is not a level of the matrix',
  'validation.inherentRequired': 'Risk rating must be classified',
  'validation.residualRequired': 'Residual rating must be classified',
  'validation.targetIncomplete': 'Target rating needs both likelihood and severity',
  'validation.controlTextRequired': 'Control can’t be blank',
  'validation.controlTooLong': 'Control is too long (maximum is 300 characters)',
  'validation.controlTypeRequired': 'Control type must be a level of the hierarchy of controls',
  'validation.controlKindRequired': 'Control must be available or additional',
  'validation.tooManyControls': 'A risk can have at most 30 controls',
  'validation.controlsRequired': 'At least one available control must be given',
  'validation.tagInvalid': 'Tags must be 1 to 30 characters',
  'validation.tooManyTags': 'A risk can have at most 10 tags',
  'validation.assessorRequired': 'Assessed by must be selected',
  'validation.assessedAtRequired': 'Assessment date must be given',
  'validation.assessedAtFuture': 'Assessment date can’t be in the future',
  'validation.reasonRequired': 'Reason for rejection can’t be blank',
};

/** What only the server knows. */
export const HIRA_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.referenceTaken': 'Risk assessment id has already been taken',
  'validation.siteInvalid': 'Site must be a site of the organisation',
  'validation.assessorInvalid': 'Assessed by must be an active user',
  'validation.locked': 'A risk waiting for approval or archived can’t be changed',
  'validation.notSubmittable': 'Only a draft or rejected risk can be submitted',
  'validation.notWaiting': 'This risk is not waiting for approval',
  'validation.notApprover': 'You are not an approver of this risk assessment',
  'validation.ownRisk': 'You assessed this risk: another person must approve it (separation of duties)',
};

/** The form field each rule key belongs to. */
export const HIRA_RULE_FIELDS: Record<string, string> = {
  'validation.referenceRequired': 'reference_id',
  'validation.referenceTooLong': 'reference_id',
  'validation.referenceTaken': 'reference_id',
  'validation.titleRequired': 'title',
  'validation.titleTooLong': 'title',
  'validation.classificationRequired': 'classification',
  'validation.siteRequired': 'site_id',
  'validation.siteInvalid': 'site_id',
  'validation.areaInvalid': 'area_id',
  'validation.hazardRequired': 'hazard',
  'validation.riskRequired': 'risk',
  'validation.consequenceRequired': 'consequence',
  'validation.frequencyRequired': 'review_frequency',
  'validation.inherentRequired': 'inherent_likelihood',
  'validation.residualRequired': 'residual_likelihood',
  'validation.targetIncomplete': 'target_likelihood',
  'validation.controlsRequired': 'controls',
  'validation.tooManyControls': 'controls',
  'validation.tooManyTags': 'tags',
  'validation.tagInvalid': 'tags',
  'validation.assessorRequired': 'assessed_by_id',
  'validation.assessorInvalid': 'assessed_by_id',
  'validation.assessedAtRequired': 'assessed_at',
  'validation.assessedAtFuture': 'assessed_at',
};

export const hiraServerT = serverMessages(HIRA_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [HIRA_SERVER_MESSAGES, HIRA_SERVER_ONLY_MESSAGES], fields: HIRA_RULE_FIELDS, translateOther: false });

/** A refused save's server messages → `{ field: translated message }` for those that belong to a field, and the rest as they came. */
export const hiraFieldErrors = REFUSAL.fieldErrors;
