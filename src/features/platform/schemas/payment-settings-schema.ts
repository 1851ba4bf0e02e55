import * as yup from 'yup';
import { ANNUAL_FREE_MONTHS_MAX, atMostTwoDecimals, BILLING_MODES, MODULE_PRICE_MAX, PACK_MAX, PACK_TIERS, TAX_RATE_MAX } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as undefined (a number input is text while typed) */
const emptyToUndefined = (value: unknown, original: unknown) => (original === '' || original == null ? undefined : value);

const whole = (t: T, max: number, key: string) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(t(key))
    .required(t(key))
    .integer(t(key))
    .min(1, t(key))
    .max(max, t(key));

/**
 * The platform's pricing settings (/paymentsettings, SPEC §9 "Plans", "Payment"): user packs of the tiers micro < small
 * < medium < large (whole licences 1–1000, each tier larger than the one before), the annual discount as free
 * months (0–6), the tax rate (0–50 %, at most two decimals) and the billing mode. The demo backend runs it with
 * `paymentServerT` and adds what only it enforces: the demo stays in test mode.
 */
export function paymentSettingsSchema(t: T) {
  return yup.object({
    user_packs: yup
      .object(Object.fromEntries(PACK_TIERS.map((tier) => [tier, whole(t, PACK_MAX, 'validation.packInvalid')])))
      .required(t('validation.packInvalid'))
      .test('increasing', t('validation.packOrder'), (packs) => {
        const sizes = PACK_TIERS.map((tier) => Number((packs as Record<string, unknown> | undefined)?.[tier]));
        return sizes.some((n) => !Number.isFinite(n)) || sizes.every((n, i) => i === 0 || n > sizes[i - 1]);
      }),
    annual_free_months: yup
      .number()
      .transform(emptyToUndefined)
      .typeError(t('validation.freeMonthsInvalid'))
      .required(t('validation.freeMonthsInvalid'))
      .integer(t('validation.freeMonthsInvalid'))
      .min(0, t('validation.freeMonthsInvalid'))
      .max(ANNUAL_FREE_MONTHS_MAX, t('validation.freeMonthsInvalid')),
    tax_rate_percent: yup
      .number()
      .transform(emptyToUndefined)
      .typeError(t('validation.taxInvalid'))
      .required(t('validation.taxInvalid'))
      .min(0, t('validation.taxInvalid'))
      .max(TAX_RATE_MAX, t('validation.taxInvalid'))
      .test('decimals', t('validation.taxInvalid'), (v) => v == null || atMostTwoDecimals(v)),
    billing_mode: yup.string().required(t('validation.modeInvalid')).oneOf([...BILLING_MODES], t('validation.modeInvalid')),
  });
}

/** A module's price (SPEC §7 POST /v1/module_prices, PATCH /v1/module_prices/{id}): 0–1000 per user per month, whole cents. */
export const modulePriceField = (t: T) =>
  yup
    .number()
    .transform(emptyToUndefined)
    .typeError(t('validation.priceInvalid'))
    .required(t('validation.priceInvalid'))
    .min(0, t('validation.priceInvalid'))
    .max(MODULE_PRICE_MAX, t('validation.priceInvalid'))
    .test('cents', t('validation.priceInvalid'), (v) => v == null || atMostTwoDecimals(v));

/** the body of one module price: `price` in currency units (the server stores whole cents) */
export function modulePriceSchema(t: T) {
  return yup.object({ price: modulePriceField(t) });
}
