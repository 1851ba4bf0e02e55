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
  'validation.subDomainRequired': 'Sub domain name is required',
  'validation.subDomainInvalid': 'Sub domain name may use lower-case letters, digits and hyphens (3 to 30, starting with a letter)',
  'validation.subDomainReserved': 'Sub domain name is reserved',
  'validation.subDomainTaken': 'Sub domain name has already been taken',
  'validation.adminNameRequired': 'Admin name is required',
  'validation.adminNameTooLong': 'Admin name is too long (maximum is 100 characters)',
  'validation.adminEmailRequired': 'Admin email is required',
  'validation.adminEmailInvalid': 'Admin email is invalid',
  'validation.deleteConfirmMismatch': 'Confirmation does not match the sub domain name',
};

/** The form field each rule key belongs to. */
export const ORGANIZATION_RULE_FIELDS: Record<string, string> = {
  'validation.nameRequired': 'name',
  'validation.nameTooLong': 'name',
  'validation.planInvalid': 'plan',
  'validation.subscriptionInvalid': 'subscription_type',
  'validation.modulesInvalid': 'modules',
  'validation.subDomainRequired': 'sub_domain_name',
  'validation.subDomainInvalid': 'sub_domain_name',
  'validation.subDomainReserved': 'sub_domain_name',
  'validation.subDomainTaken': 'sub_domain_name',
  'validation.adminNameRequired': 'admin_name',
  'validation.adminNameTooLong': 'admin_name',
  'validation.adminEmailRequired': 'admin_email',
  'validation.adminEmailInvalid': 'admin_email',
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

/** The demo backend's messages for payment-settings-schema.ts, and what only it enforces. */
export const PAYMENT_SERVER_MESSAGES: Record<string, string> = {
  'validation.packInvalid': 'User packs must be whole numbers from 1 to 1000',
  'validation.packOrder': 'User packs must grow from micro to large',
  'validation.freeMonthsInvalid': 'Annual free months must be a whole number from 0 to 6',
  'validation.taxInvalid': 'Tax rate must be from 0 to 50 with at most two decimals',
  'validation.modeInvalid': 'Billing mode must be test or live',
  'validation.liveUnavailable': 'Live billing mode is not available in the demo',
  'validation.priceInvalid': 'Price must be from 0 to 1000 with at most two decimals',
  'validation.moduleInvalid': 'Module must be an organisation module',
  'validation.modulePriced': 'Module already has a price',
};

export const paymentServerT = serverMessages(PAYMENT_SERVER_MESSAGES);

/** The settings form field each server message of the payment settings belongs to. */
export const PAYMENT_RULE_FIELDS: Record<string, string> = {
  'validation.packInvalid': 'user_packs',
  'validation.packOrder': 'user_packs',
  'validation.freeMonthsInvalid': 'annual_free_months',
  'validation.taxInvalid': 'tax_rate_percent',
  'validation.modeInvalid': 'billing_mode',
  'validation.liveUnavailable': 'billing_mode',
};

/** a refused save of the payment settings → `{ field: translated message }` and the rest */
export const paymentFieldErrors = refusalTable({ messages: PAYMENT_SERVER_MESSAGES, fields: PAYMENT_RULE_FIELDS }).fieldErrors;

/** The demo backend's messages for api-settings-schema.ts. */
export const API_SERVER_MESSAGES: Record<string, string> = {
  'validation.originRequired': 'Origin is required',
  'validation.originInvalid': 'Origin must be https://host[:port] (http only for localhost), without a path',
  'validation.originsInvalid': 'Allowed origins must be a list',
  'validation.originsTooMany': 'Allowed origins are too many (maximum is 20)',
  'validation.originTaken': 'Origin is already allowed',
};

export const apiServerT = serverMessages(API_SERVER_MESSAGES);

/** a server message of the API settings → its rule key (to translate it), or null */
export const apiRuleKey = refusalTable({ messages: API_SERVER_MESSAGES }).ruleKey;

/** The demo backend's messages for clone-schema.ts, and what only it knows. */
export const CLONE_SERVER_MESSAGES: Record<string, string> = {
  'validation.sourceRequired': 'Source organization is required',
  'validation.cloneModuleInvalid': 'Module must be Audit or Permit',
  'validation.templatesRequired': 'Templates must be chosen',
  'validation.targetsRequired': 'Target organizations must be chosen',
  'validation.targetIsSource': 'Target organizations cannot include the source',
  'validation.templateUnknown': 'Templates must belong to the source organization',
  'validation.targetUnknown': 'Target organizations must exist',
};

export const cloneServerT = serverMessages(CLONE_SERVER_MESSAGES);

/** The demo backend's messages for code-release-schema.ts, and what only it knows. */
export const RELEASE_SERVER_MESSAGES: Record<string, string> = {
  'validation.versionRequired': 'Version is required',
  'validation.versionInvalid': 'Version must be a semantic version such as 2.4.0',
  'validation.versionTaken': 'Version has already been released',
  'validation.releaseDateInvalid': 'Release date must be a date',
  'validation.notesRequired': 'Notes are required',
  'validation.notesTooLong': 'Notes are too long (maximum is 2000 characters)',
};

export const releaseServerT = serverMessages(RELEASE_SERVER_MESSAGES);

const RELEASE_FIELDS: Record<string, string> = {
  'validation.versionRequired': 'version',
  'validation.versionInvalid': 'version',
  'validation.versionTaken': 'version',
  'validation.releaseDateInvalid': 'released_on',
  'validation.notesRequired': 'notes',
  'validation.notesTooLong': 'notes',
};

/** a refused release → `{ field: translated message }` and the rest */
export const releaseFieldErrors = refusalTable({ messages: RELEASE_SERVER_MESSAGES, fields: RELEASE_FIELDS }).fieldErrors;
