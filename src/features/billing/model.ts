import { BUSINESS_BASE_LICENCES } from '@/config/constants';
import type { Organization } from '@/lib/session/types';
import type { components } from '@/lib/api/generated/openapi';
import { DAY_MS } from '@/lib/dates';

type Schemas = components['schemas'];

/**
 * Plans and billing (SPEC §1 "Access and plans", §3 "Subscription", §4, §9 "Plans", "Payment"). Pure rules shared by
 * the screens and the demo backend. Money is in whole cents (integers: no rounding drift between client and server).
 */

export type Plan = Organization['plan'];
export type BillingFrequency = 'monthly' | 'annual';
export const BILLING_FREQUENCIES: readonly BillingFrequency[] = ['monthly', 'annual'];

/** SPEC §9: business is quoted for 15 user licences as the base (config/constants.ts, shared with the users' licence limits). */
export const BASE_LICENCES = BUSINESS_BASE_LICENCES;

/**
 * SPEC §9: user packs come in the tiers micro, small, medium and large (enterprise is by contact). Their sizes are not
 * in the SPEC; decided here (README): a pack adds this many licences to the 15-licence base.
 */
export const USER_PACKS = { none: 0, micro: 5, small: 10, medium: 25, large: 50 } as const;
export type UserPack = keyof typeof USER_PACKS;
export const PACK_IDS = Object.keys(USER_PACKS) as UserPack[];

/**
 * SPEC §9: "Annual gives a discount or free months". Decided here: an annual plan pays 10 of its 12 months (two months
 * free, 16.7 % off the monthly price).
 */
export const ANNUAL_PAID_MONTHS = 10;
/** SPEC §9: a free trial lasts 14 days. */
export const TRIAL_DAYS = 14;

/** A module's price per user per month, set by the platform (SPEC §7 GET /v1/module_prices). */
export type ModulePrice = Schemas['ModulePriceRow'];

/**
 * The platform's pricing settings (/paymentsettings, features/platform; GET /v1/module_prices `pricing`): the licences
 * each user pack adds, the free months of annual billing, the tax rate. Without them the demo's defaults apply.
 */
export type PricingSettings = Schemas['PricingSettings'];

export const DEFAULT_PRICING: PricingSettings = { user_packs: { micro: USER_PACKS.micro, small: USER_PACKS.small, medium: USER_PACKS.medium, large: USER_PACKS.large }, annual_free_months: 12 - ANNUAL_PAID_MONTHS, tax_rate_percent: 0 };

export interface PlanChoice {
  pack: UserPack;
  billing_frequency: BillingFrequency;
}

export interface PriceSummary {
  licences: number;
  /** cents per user per month: the sum of the prices of the organisation's modules */
  per_user_month_cents: number;
  /** what one month costs at the monthly rate */
  monthly_cents: number;
  /** what is charged per billing period (a month, or a year with the annual discount) */
  period_cents: number;
  /** what a year costs on this frequency */
  yearly_cents: number;
  /** what the annual frequency saves over twelve monthly bills (0 on monthly) */
  annual_saving_cents: number;
  currency: string;
  /** months an annual bill charges */
  annual_paid_months: number;
  /** the tax rate (per cent) and the tax on the period's price, rounded half up to the cent */
  tax_rate_percent: number;
  tax_cents: number;
  /** the period's price with its tax */
  period_with_tax_cents: number;
  /** one line per module priced */
  lines: { module_name: string; price_cents: number }[];
}

export const licencesOf = (pack: UserPack, pricing: PricingSettings = DEFAULT_PRICING): number => BASE_LICENCES + (pack === 'none' ? 0 : pricing.user_packs[pack]);

/** The prices of the modules the organisation uses (a module without a price costs nothing). */
export function pricedModules(prices: readonly ModulePrice[], modules: readonly string[]): { module_name: string; price_cents: number }[] {
  const wanted = new Set(modules);
  return prices.filter((p) => wanted.has(p.module_name)).map((p) => ({ module_name: p.module_name, price_cents: p.price_cents }));
}

/**
 * The business plan's price: per user per month (the sum of the module prices) × licences (15 + the pack); monthly
 * billing charges that every month, annual billing charges 12 − the free months of it once a year (the platform's
 * `pricing`, default ANNUAL_PAID_MONTHS). The tax is the platform's rate on that price.
 */
export function priceSummary(prices: readonly ModulePrice[], modules: readonly string[], choice: PlanChoice, pricing: PricingSettings = DEFAULT_PRICING): PriceSummary {
  const lines = pricedModules(prices, modules);
  const perUser = lines.reduce((sum, l) => sum + l.price_cents, 0);
  const licences = licencesOf(choice.pack, pricing);
  const monthly = perUser * licences;
  const annual = choice.billing_frequency === 'annual';
  const paidMonths = 12 - pricing.annual_free_months;
  const yearly = annual ? monthly * paidMonths : monthly * 12;
  const period = annual ? yearly : monthly;
  // basis points keep the rate exact (7.25 % → 725); the tax is rounded half up to the cent
  const tax = Math.round((period * Math.round(pricing.tax_rate_percent * 100)) / 10_000);
  return {
    annual_paid_months: paidMonths,
    tax_rate_percent: pricing.tax_rate_percent,
    tax_cents: tax,
    period_with_tax_cents: period + tax,
    licences,
    per_user_month_cents: perUser,
    monthly_cents: monthly,
    period_cents: annual ? yearly : monthly,
    yearly_cents: yearly,
    annual_saving_cents: monthly * 12 - yearly,
    currency: prices[0]?.currency ?? 'USD',
    lines,
  };
}

/** The next bill after `from`: one calendar month (or twelve) later, the day clamped to the month's end (31 Jan → 28/29 Feb). */
export function nextBillDate(from: Date, frequency: BillingFrequency): Date {
  const months = frequency === 'annual' ? 12 : 1;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds()));
}

/** Whole days of trial left (a part day counts as a day; 0 once it has ended). */
export function trialDaysLeft(trialEndsAt: string | null | undefined, now: Date): number | null {
  if (!trialEndsAt) return null;
  const left = Date.parse(trialEndsAt) - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

export const isTrial = (org: Pick<Organization, 'plan' | 'subscription_type'> | null | undefined) => !!org && (org.plan === 'free_trial' || org.subscription_type === 'trial');

/** SPEC §6: free-plan users cannot switch plans. */
export const canSwitchPlan = (org: Pick<Organization, 'plan'> | null | undefined) => !!org && org.plan !== 'free';

// ── Test billing mode (SPEC §9 "Payment is in a test billing mode") ──────────────────────────────────────────────

export type CardBrand = 'visa' | 'mastercard' | 'amex';
export type TestOutcome = 'success' | 'authentication' | 'declined';

/**
 * The demo's test cards (no real provider): only these numbers are accepted. The card number never leaves the page:
 * the form turns it into a test token, and the server keeps only the brand and the last four digits.
 */
export const TEST_CARDS: readonly { number: string; outcome: TestOutcome }[] = [
  { number: '4242424242424242', outcome: 'success' },
  { number: '5555555555554444', outcome: 'success' },
  { number: '4000002500003155', outcome: 'authentication' },
  { number: '4000000000000002', outcome: 'declined' },
];

export const TEST_TOKENS: Record<TestOutcome, string> = { success: 'tok_test_success', authentication: 'tok_test_authentication', declined: 'tok_test_declined' };

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

/** The Luhn check digit rule (ISO/IEC 7812-1) every card number satisfies. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand by the issuer prefix (ISO/IEC 7812 IIN ranges): 4 Visa, 51–55 and 2221–2720 Mastercard, 34/37 Amex. */
export function cardBrand(number: string): CardBrand | null {
  const d = digitsOf(number);
  if (d.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(d)) return 'mastercard';
  const four = Number(d.slice(0, 4));
  if (four >= 2221 && four <= 2720) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  return null;
}

export interface CardToken {
  payment_token: string;
  card_brand: CardBrand;
  card_last4: string;
}

/** A test card → what is sent instead of it; null when the number is not one of the test cards. */
export function tokenizeTestCard(number: string): CardToken | null {
  const d = digitsOf(number);
  const card = TEST_CARDS.find((c) => c.number === d);
  const brand = cardBrand(d);
  if (!card || !brand) return null;
  return { payment_token: TEST_TOKENS[card.outcome], card_brand: brand, card_last4: d.slice(-4) };
}

/** `MM/YY` not before the current month. */
export function expiryValid(value: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const year = 2000 + Number(m[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

// ── What the API answers ──────────────────────────────────────────────────────────────────────────────────────

export type SubscriptionStatus = 'trial' | 'active' | 'cancelled';
export type PaymentStatus = 'paid' | 'incomplete' | 'failed';

/** SPEC §3 "Subscription" (api/openapi.yaml: the billing shapes; the answer of PUT /subscriptions/billing_address) */
export type BillingAddress = Schemas['BillingAddress'];
export type Subscription = Schemas['Subscription'];
export type Payment = Schemas['Payment'];
export type ExtensionRequest = Schemas['ExtensionRequest'];

/**
 * `licences`: the user licences held and in use, as the users module counts them (mocks/handlers/users/serialize.ts
 * `licenceCounts`: Active users; total = the plan's, on business the licences bought; null = unlimited)
 */
export type BillingOverview = Schemas['BillingOverview'];

/** POST /subscriptions/checkout (`CheckoutInput` of api/openapi.yaml): the plan choice, the address and the card's token */
export type CheckoutInput = Schemas['CheckoutInput'];

/** its answer, and POST /payments/{id}/confirm's (`CheckoutResult`): the payment and the subscription it became */
export type CheckoutResult = Schemas['CheckoutResult'];

/** Cents → "$1,234.50" in the user's language. */
export function formatMoney(cents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
}
