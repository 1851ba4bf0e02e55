import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of checkout-schema.ts; the screens show the
 * translated text of the same key (locales/<lng>/billing.json) and map a 422 back onto its field.
 */
export const BILLING_SERVER_MESSAGES: Record<string, string> = {
  'validation.planInvalid': 'Plan must be business (enterprise plans are by contact)',
  'validation.packInvalid': 'User pack is not valid',
  'validation.frequencyInvalid': 'Billing frequency must be monthly or annual',
  'validation.nameRequired': 'Billing name is required',
  'validation.line1Required': 'Billing address is required',
  'validation.cityRequired': 'City is required',
  'validation.postcodeRequired': 'Postcode is required',
  'validation.countryRequired': 'Country is required',
  'validation.tooLong': 'Text is too long',
  'validation.cardRequired': 'Payment method is required',
  'validation.reasonRequired': 'Reason is required',
  'validation.reasonShort': 'Reason is too short (minimum is 10 characters)',
};

/** SPEC §8 messages and the rules only the server knows. */
export const BILLING_SERVER_ONLY_MESSAGES = {
  noPermission: 'No permission to manage payments, contact the account admin',
  cannotSwitch: 'Not allowed to switch plans',
  paymentNotCompleted: 'Payment not completed',
  paymentIncomplete: 'Payment incomplete',
  notCancellable: 'There is no active subscription to cancel',
  noSubscription: 'There is no subscription to bill',
  notResumable: 'Only a cancelled subscription can be resumed',
  notTrial: 'Only a free trial can be extended',
  alreadyRequested: 'An extension request is already pending',
} as const;

/** The form field each rule key belongs to. */
export const BILLING_RULE_FIELDS: Record<string, string> = {
  'validation.packInvalid': 'pack',
  'validation.frequencyInvalid': 'billing_frequency',
  'validation.nameRequired': 'billing_address.name',
  'validation.line1Required': 'billing_address.line1',
  'validation.cityRequired': 'billing_address.city',
  'validation.postcodeRequired': 'billing_address.postcode',
  'validation.countryRequired': 'billing_address.country',
  'validation.reasonRequired': 'reason',
  'validation.reasonShort': 'reason',
};

export const billingServerT = serverMessages(BILLING_SERVER_MESSAGES);

const REFUSAL = refusalTable({
  messages: [BILLING_SERVER_MESSAGES, Object.fromEntries(Object.entries(BILLING_SERVER_ONLY_MESSAGES).map(([key, message]) => [`server.${key}`, message]))],
  fields: BILLING_RULE_FIELDS,
});

/** A server message → its key in the `billing` namespace (unknown messages: null). */
export const billingMessageKey = REFUSAL.ruleKey;

/** A refused save's messages → `{ field: translated }` and the rest translated when known. */
export const billingFieldErrors = REFUSAL.fieldErrors;
