import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/** The demo backend's English message for each rule key of division-schema.ts (the client shows the translated key). */
export const DIVISION_SERVER_MESSAGES: Record<string, string> = {
  'divisions.validation.nameRequired': 'Name is required',
  'divisions.validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'divisions.validation.nameTaken': 'Name has already been taken at this level',
  'divisions.validation.headInvalid': 'Head must be an active user',
  'divisions.validation.inChargeInvalid': 'In-charge must be an active user',
};

/** What only the server knows: the level rules of a placement and the records that use a node. */
export const DIVISION_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'divisions.validation.parentMissing': 'Parent node does not exist',
  'divisions.validation.tooDeep': 'A unit cannot have departments or units below it',
  'divisions.validation.intoItself': 'A node cannot be moved into itself',
  'divisions.validation.levelInUse': 'A node used by records cannot change its level',
  'divisions.inUse': 'Cannot delete a node that is used by records',
};

export const divisionServerT = serverMessages(DIVISION_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: [DIVISION_SERVER_MESSAGES, DIVISION_SERVER_ONLY_MESSAGES] });

/** the rule key of a server message (to show its translation), or null */
export const divisionRuleKey = REFUSAL.ruleKey;
