import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/** The demo backend's English message for each rule key of worker-profile-schema.ts (locales/<lng>/worker-profile.json). */
export const WORKER_PROFILE_SERVER_MESSAGES: Record<string, string> = {
  'validation.fieldUnknown': 'Field is not a worker profile field',
  'validation.flagInvalid': 'Asked and required must be true or false',
  'validation.requiredNotAsked': 'A required field must be asked',
  'validation.fieldsRequired': 'Fields are required',
  'validation.fieldsIncomplete': 'Every worker profile field must be listed once',
  'validation.nameLocked': 'Name is always asked and required',
};

export const workerProfileServerT = serverMessages(WORKER_PROFILE_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: WORKER_PROFILE_SERVER_MESSAGES });

/** a server message → its rule key, or null */
export const workerProfileRuleKey = REFUSAL.ruleKey;
