import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English messages for each rule key of manpower-schema.ts. The grid shows the translated text
 * of the same key (locales/<lng>/manpower.json) under the cell a 422 names.
 */
export const MANPOWER_SERVER_MESSAGES: Record<string, string> = {
  'validation.siteRequired': 'Site is required',
  'validation.monthInvalid': 'Month must be from 1 to 12',
  'validation.manpowerNumber': 'Manpower must be a number',
  'validation.manpowerWhole': 'Manpower must be a whole number',
  'validation.manpowerNegative': 'Manpower must be 0 or more',
  'validation.manpowerTooLarge': 'Manpower must be at most 1000000',
  'validation.hoursNumber': 'Hours worked must be a number',
  'validation.hoursNegative': 'Hours worked must be 0 or more',
  'validation.hoursTooLarge': 'Hours worked must be at most 100000000',
  'validation.weekdayInvalid': 'Working days must be weekdays 1 to 7',
  'validation.weekdaysRequired': 'Choose at least one working day',
  'validation.yearInvalid': 'Year must be from 2000 to 2100',
  'validation.entriesRequired': 'Entries are required',
};

/** What only the server knows, in the same form. */
export const MANPOWER_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.siteUnknown': 'Site must be an active site of the organisation',
};

export const manpowerServerT = serverMessages(MANPOWER_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [MANPOWER_SERVER_MESSAGES, MANPOWER_SERVER_ONLY_MESSAGES] });

/** a server message → its rule key (to translate it), or null for an unknown message */
export const manpowerRuleKey = REFUSAL.ruleKey;
