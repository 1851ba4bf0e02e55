import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of permit-schema.ts. The form shows the
 * translated text of the same key (locales/<lng>/permits.json `validation.*`) and maps a 422 back onto the field.
 */
export const PERMIT_SERVER_MESSAGES: Record<string, string> = {
  'validation.titleRequired': 'Description of work can’t be blank',
  'validation.titleTooLong': 'Description of work is too long (maximum is 150 characters)',
  'validation.descriptionRequired': 'Details of the work can’t be blank',
  'validation.descriptionTooLong': 'Details of the work are too long (maximum is 2000 characters)',
  'validation.versionRequired': 'Permit template version must be chosen',
  'validation.officerInvalid': 'Issuing officer must be a user',
  'validation.tooManyOfficers': 'A permit can have at most 10 issuing officers',
  'validation.siteRequired': 'Site must be selected',
  'validation.unitInvalid': 'Division, department or unit must be part of the site',
  'validation.locationRequired': 'Location can’t be blank',
  'validation.locationTooLong': 'Location is too long (maximum is 300 characters)',
  'validation.pinInvalid': 'Pin must be a pin of the site plan',
  'validation.zoneInvalid': 'Zone must be a zone of the site plan',
  'validation.startRequired': 'Start date and time must be selected',
  'validation.endRequired': 'End date and time must be selected',
  'validation.endBeforeStart': 'End must be after the start',
  'validation.workersRequired': 'A permit needs at least one worker profile',
  'validation.tooManyWorkers': 'A permit can have at most 50 workers',
  'validation.workerNameRequired': 'Worker name can’t be blank',
  'validation.workerTextTooLong': 'Worker details are too long (maximum is 100 characters)',
  'validation.workerAgeInvalid': 'Worker age must be a whole number from 14 to 100',
  'validation.workerAgeRequired': 'Worker age is required',
  'validation.workerPhoneInvalid': 'Worker phone must be a valid number',
  'validation.workerPhoneRequired': 'Worker phone is required',
  'validation.workerIdRequired': 'Worker id is required',
  'validation.workerGenderInvalid': 'Worker gender must be Male or Female',
  'validation.workerGenderRequired': 'Worker gender is required',
  'validation.workerPhotoRequired': 'Worker photo is required',
  'validation.workerPhotoInvalid': 'Worker photo must be a JPEG or PNG under 500 KB',
  'validation.remarksTooLong': 'Remarks are too long (maximum is 2000 characters)',
  'validation.commentTooLong': 'Comment is too long (maximum is 2000 characters)',
  'validation.reasonRequired': 'Reason for rejection can’t be blank',
  'validation.commentRequired': 'Comment can’t be blank',
  'validation.suspendReasonRequired': 'Reason for suspension can’t be blank',
  'validation.gasTestFailed': 'A gas test failed: the permit cannot be requested or approved until a passing re-test is recorded',
};

/** What only the server knows (`server.*` keys of the permits namespace). */
export const PERMIT_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'server.subscriptionCancelled': 'Your subscription is cancelled: permits cannot be created or updated',
  'server.freePlanLimit': 'Your free plan includes 0 permits per month. Please upgrade',
  'server.locked': 'A permit cannot be edited after issue',
  'server.notEditor': 'Only the requestor or the user the draft was sent to can edit it',
  'server.wrongStatus': 'This action is not possible in the permit’s current status',
  'server.forbidden': 'You are not allowed to take this action on this permit',
  'server.notApprover': 'You are not the next approver of this permit',
  'server.versionUnknown': 'Permit template version does not exist',
  'server.templateInactive': 'Permit template is not active',
  'server.siteInvalid': 'Site must be a site of the organisation',
  'server.answerUsersInvalid': 'People chosen in an answer must be active users of the organisation',
  'server.officerInvalid': 'Issuing officers must be active users',
  'server.pinInvalid': 'Pin or zone must be on the site’s plan',
  'server.clashNotAcknowledged': 'Every clash with another permit must be acknowledged with a reason before approval',
  'server.extensionHoursInvalid': 'Extension hours must be a whole number from 1 to 72',
  'server.incomingRequired': 'The incoming person must be an active user other than you',
  'server.handoverWaiting': 'A handover is waiting for the incoming person’s confirmation',
  'server.workersRequired': 'Add at least one worker',
  'server.recipientInvalid': 'The draft can be sent only to another active user with Permit access',
  'server.notDraft': 'Only a draft can be sent',
  'server.ownPermit': 'The requester cannot approve their own permit',
};

export const permitServerT = serverMessages({ ...PERMIT_SERVER_MESSAGES, ...PERMIT_SERVER_ONLY_MESSAGES });

/** The form field each rule key belongs to (a 422 mapped back onto the form). */
export const PERMIT_RULE_FIELDS: Record<string, string> = {
  'validation.titleRequired': 'title',
  'validation.titleTooLong': 'title',
  'validation.descriptionRequired': 'description',
  'validation.descriptionTooLong': 'description',
  'validation.siteRequired': 'location.site_id',
  'validation.unitInvalid': 'location.unit_id',
  'validation.locationRequired': 'location.description',
  'validation.locationTooLong': 'location.description',
  'validation.pinInvalid': 'location.pin_id',
  'validation.zoneInvalid': 'location.zone_id',
  'validation.startRequired': 'start_at',
  'validation.endRequired': 'end_at',
  'validation.endBeforeStart': 'end_at',
  'validation.workersRequired': 'workers',
  'validation.tooManyWorkers': 'workers',
  'validation.remarksTooLong': 'remarks',
  'server.siteInvalid': 'location.site_id',
  'server.officerInvalid': 'issuing_officer_ids',
  'server.pinInvalid': 'location.pin_id',
};

const REFUSAL = refusalTable({ messages: [PERMIT_SERVER_MESSAGES, PERMIT_SERVER_ONLY_MESSAGES] });

/** a server message → its rule key (`validation.*` / `server.*`), or null (an answer's message: '<label>: …') */
export const permitRuleKey = REFUSAL.ruleKey;
