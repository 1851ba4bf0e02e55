import * as yup from 'yup';
import { BILLING_FREQUENCIES, PACK_IDS, expiryValid, luhnValid, tokenizeTestCard } from '../model';

type T = (key: string) => string;

const text = (max: number, required: string, tooLong: string) => yup.string().trim().required(required).max(max, tooLong);

/** SPEC §3 "Subscription" billing address: name, street, city, postcode and country are required. */
export function billingAddressSchema(t: T) {
  return yup.object({
    name: text(120, t('validation.nameRequired'), t('validation.tooLong')),
    line1: text(200, t('validation.line1Required'), t('validation.tooLong')),
    city: text(100, t('validation.cityRequired'), t('validation.tooLong')),
    postcode: text(20, t('validation.postcodeRequired'), t('validation.tooLong')),
    country: text(100, t('validation.countryRequired'), t('validation.tooLong')),
  });
}

/**
 * The plan choice and billing address of a purchase (the form validates them; the demo backend validates the request
 * body with the same schema and `billingServerT`). Business is the only plan bought here: enterprise is by contact
 * (SPEC §9). The card is never part of it: the body carries its test token, brand and last four digits only.
 */
export function checkoutSchema(t: T) {
  return yup.object({
    plan: yup.string().required(t('validation.planInvalid')).oneOf(['business'], t('validation.planInvalid')),
    pack: yup.string().required(t('validation.packInvalid')).oneOf([...PACK_IDS], t('validation.packInvalid')),
    billing_frequency: yup.string().required(t('validation.frequencyInvalid')).oneOf([...BILLING_FREQUENCIES], t('validation.frequencyInvalid')),
    billing_address: billingAddressSchema(t).required(t('validation.line1Required')),
  });
}

/** PUT /subscriptions/billing_address: the address alone (SPEC §2 settings "billing address"), same rules. */
export function billingAddressBodySchema(t: T) {
  return yup.object({ billing_address: billingAddressSchema(t).required(t('validation.line1Required')) });
}

/** The body the server takes: the checkout plus the card's token (never its number). */
export function checkoutBodySchema(t: T) {
  return checkoutSchema(t).shape({
    payment_token: yup.string().required(t('validation.cardRequired')),
    card_brand: yup.string().required(t('validation.cardRequired')).oneOf(['visa', 'mastercard', 'amex'], t('validation.cardRequired')),
    card_last4: yup.string().required(t('validation.cardRequired')).matches(/^\d{4}$/, t('validation.cardRequired')),
  });
}

/** The test card form (client only: its values are never stored, not even in the form's draft). */
export function testCardSchema(t: T, now = new Date()) {
  return yup.object({
    holder: yup.string().trim().required(t('validation.holderRequired')),
    number: yup
      .string()
      .required(t('validation.cardNumberRequired'))
      .test('luhn', t('validation.cardNumberInvalid'), (v) => !v || luhnValid(v))
      .test('test-card', t('validation.notTestCard'), (v) => !v || !luhnValid(v) || tokenizeTestCard(v) !== null),
    expiry: yup
      .string()
      .required(t('validation.expiryRequired'))
      .test('expiry', t('validation.expiryInvalid'), (v) => !v || expiryValid(v, now)),
    cvc: yup
      .string()
      .required(t('validation.cvcRequired'))
      .matches(/^\d{3,4}$/, t('validation.cvcInvalid')),
  });
}

export type TestCardValues = yup.InferType<ReturnType<typeof testCardSchema>>;

/** A free-trial extension request: a reason of 10 to 500 characters. */
export function extensionSchema(t: T) {
  return yup.object({
    reason: yup.string().trim().required(t('validation.reasonRequired')).min(10, t('validation.reasonShort')).max(500, t('validation.tooLong')),
  });
}
