import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

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

/** The form field each rule key belongs to (a zone's corners take what a pin's x takes: the shape is outside the image). */
export const PLAN_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.nameTaken': 'name',
  'validation.kindInvalid': 'kind',
  'validation.coordinateInvalid': 'x',
  'validation.outsideImage': 'x',
  'validation.tooFewPoints': 'corners',
  'validation.tooManyPoints': 'corners',
  'validation.selfIntersecting': 'corners',
  'validation.permitInvalid': 'required_permits',
};

const REFUSAL = refusalTable({ messages: [PLAN_SERVER_MESSAGES, PLAN_SERVER_ONLY_MESSAGES], fields: PLAN_RULE_FIELDS });
const ZONE_REFUSAL = refusalTable({ messages: [PLAN_SERVER_MESSAGES, PLAN_SERVER_ONLY_MESSAGES], fields: { ...PLAN_RULE_FIELDS, 'validation.outsideImage': 'corners' } });

/** the rule key of a server message (to show its translation), or null */
export const planRuleKey = REFUSAL.ruleKey;

/** A 422's messages on a pin's or a zone's fields (translated); what no field takes, translated when known. */
export const planFieldErrors = (messages: readonly string[], t: (key: string) => string, zone: boolean) => (zone ? ZONE_REFUSAL : REFUSAL).fieldErrors(messages, t);
