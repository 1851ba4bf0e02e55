import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of organization-schema.ts. The form shows the
 * translated text of the same key (locales/<lng>/platform.json) and maps a 422 back onto the field.
 */
export const ORGANIZATION_SERVER_MESSAGES: Record<string, string> = {
  'validation.nameRequired': 'Name is required',
  'validation.nameTooLong': 'Name is too long (maximum is 100 characters)',
  'validation.planInvalid': 'Plan is not included in the list',
  'validation.subscriptionInvalid': 'Subscription type is not included in the list',
  'validation.modulesInvalid': 'Modules must be organisation modules',
};

/** The form field each rule key belongs to. */
export const ORGANIZATION_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.planInvalid': 'plan',
  'validation.subscriptionInvalid': 'subscription_type',
  'validation.modulesInvalid': 'modules',
};

export const organizationServerT = serverMessages(ORGANIZATION_SERVER_MESSAGES);

const ORGANIZATION_REFUSAL = refusalTable({ messages: ORGANIZATION_SERVER_MESSAGES, fields: ORGANIZATION_RULE_FIELDS, translateOther: false });

/** A refused save's server messages → `{ field: translated message }` for those that belong to a field, and the rest as they came. */
export const organizationFieldErrors = ORGANIZATION_REFUSAL.fieldErrors;

/** The demo backend's messages for extend-decision-schema.ts. */
export const EXTEND_SERVER_MESSAGES: Record<string, string> = {
  'validation.decisionInvalid': 'Decision must be approve or reject',
  'validation.daysRequired': 'Days are required',
  'validation.daysRange': 'Days must be a whole number from 1 to 28',
  'validation.reasonRequired': 'Reason is required',
  'validation.reasonTooLong': 'Reason is too long (maximum is 500 characters)',
};

export const extendServerT = serverMessages(EXTEND_SERVER_MESSAGES);

/** The demo backend's messages for domain-rule-schema.ts, and what only it knows. */
export const DOMAIN_SERVER_MESSAGES: Record<string, string> = {
  'validation.domainRequired': 'Domain is required',
  'validation.domainInvalid': 'Domain is not a valid domain name',
  'validation.listInvalid': 'List must be allow or block',
  'validation.kindInvalid': 'Kind must be free or disposable',
  'validation.domainTaken': 'Domain is already on a list',
};

export const domainServerT = serverMessages(DOMAIN_SERVER_MESSAGES);

/** a server message of the domains control → its rule key (to translate it), or null */
export const domainRuleKey = refusalTable({ messages: DOMAIN_SERVER_MESSAGES }).ruleKey;
