import { serverMessages } from '@/lib/forms/rule-errors';

/** The demo backend's English message for each rule key of plan-schemas.ts (the client shows the translated key). */
export const PLAN_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'validation.nameTaken': 'Name has already been taken on this plan',
  'validation.kindInvalid': 'Kind is not included in the list',
  'validation.coordinateInvalid': 'Coordinates must be numbers',
  'validation.outsideImage': 'Coordinates must lie on the plan image',
  'validation.tooFewPoints': 'A zone needs at least 3 points',
  'validation.tooManyPoints': 'A zone has at most 100 points',
  'validation.selfIntersecting': 'The edges of a zone must not cross',
  'validation.permitInvalid': 'Permit type is not included in the list',
};

/** What only the server knows. */
export const PLAN_SERVER_ONLY_MESSAGES: Record<string, string> = {
  'validation.noImage': 'Upload a plan image first',
  'validation.imageUnreadable': 'The image size could not be read',
  'validation.imageTooLarge': 'The image is larger than 20000 pixels on a side',
};

export const planServerT = serverMessages(PLAN_SERVER_MESSAGES);

const KEY_OF_MESSAGE = new Map(Object.entries({ ...PLAN_SERVER_MESSAGES, ...PLAN_SERVER_ONLY_MESSAGES }).map(([key, message]) => [message, key]));

/** the rule key of a server message (to show its translation), or null */
export const planRuleKey = (message: string): string | null => KEY_OF_MESSAGE.get(message.trim()) ?? null;
