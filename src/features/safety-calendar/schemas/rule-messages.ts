import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/** The demo backend's English (Rails-style) message for each rule key of entry-schema.ts. */
export const CALENDAR_SERVER_MESSAGES: Record<string, string> = {
  'validation.titleRequired': 'Title is required',
  'validation.titleTooLong': 'Title is too long (maximum is 150 characters)',
  'validation.typeRequired': 'Type must be meeting, training, toolbox talk or event',
  'validation.modeRequired': 'Mode must be online, offline or hybrid',
  'validation.linkRequired': 'Online link is required for an online or hybrid entry',
  'validation.linkInvalid': 'Online link must be a valid http or https address',
  'validation.locationRequired': 'Location is required for an offline or hybrid entry',
  'validation.locationTooLong': 'Location is too long (maximum is 200 characters)',
  'validation.siteInvalid': 'Site must be a site of the organisation',
  'validation.startRequired': 'Start must be a date and time',
  'validation.endRequired': 'End must be a date and time',
  'validation.endAfterStart': 'End must be after the start',
  'validation.descriptionTooLong': 'Description is too long (maximum is 2000 characters)',
  'validation.tooManyGuests': 'An entry can have at most 100 guests',
  'validation.guestsDuplicate': 'A guest can be invited only once',
};

/** What only the server knows: the guests are users of the tenant. */
export const CALENDAR_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.guestInvalid': 'Guests must be active users of the organisation',
};

export const calendarServerT = serverMessages(CALENDAR_SERVER_MESSAGES);

/** which form field each rule key belongs to (a 422 goes back onto the field) */
const RULE_FIELDS: Record<string, string> = {
  'validation.titleRequired': 'title',
  'validation.titleTooLong': 'title',
  'validation.typeRequired': 'entry_type',
  'validation.modeRequired': 'mode',
  'validation.linkRequired': 'online_link',
  'validation.linkInvalid': 'online_link',
  'validation.locationRequired': 'location',
  'validation.locationTooLong': 'location',
  'validation.siteInvalid': 'site_id',
  'validation.startRequired': 'start_at',
  'validation.endRequired': 'end_at',
  'validation.endAfterStart': 'end_at',
  'validation.descriptionTooLong': 'description',
  'validation.tooManyGuests': 'guest_ids',
  'validation.guestsDuplicate': 'guest_ids',
  'validation.guestInvalid': 'guest_ids',
};
const REFUSAL = refusalTable({ messages: [CALENDAR_SERVER_MESSAGES, CALENDAR_SERVER_ONLY_MESSAGES], fields: RULE_FIELDS, translateOther: false });

/** the server's messages onto the form's fields, in the user's language; the rest stays in `other` as it came */
export const calendarFieldErrors = REFUSAL.fieldErrors;
