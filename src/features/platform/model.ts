import type { Organization } from '@/lib/session/types';
import type { components } from '@/lib/api/generated/openapi';
import { DAY_MS } from '@/lib/dates';

type Schemas = components['schemas'];

/** SPEC §3 "Organization": plans, subscription types and statuses the console edits. */
export const PLANS = ['free_trial', 'free', 'business', 'enterprise'] as const satisfies readonly Organization['plan'][];
export const SUBSCRIPTION_TYPES = ['trial', 'paid', 'active', 'cancelled'] as const satisfies readonly Organization['subscription_type'][];
export const ORGANIZATION_STATUSES = ['Active', 'Inactive'] as const satisfies readonly Organization['organization_status'][];
/** the organisation modules (SPEC §3 "Organization" modules; the same list onboarding offers) */
export const PLATFORM_MODULES = ['Incident', 'Observation', 'Action', 'Permit', 'Audit', 'HIRA', 'Library', 'Contractor'] as const;

export const ORGANIZATIONS_PER_PAGE = 20;

/**
 * SPEC §2, §6: the demo's internal platform account (listed in VITE_INTERNAL_PLATFORM_ACCOUNTS of .env.demo), a user of
 * the platform (tenant 'public') whose role grants Organization read and update only.
 */
export const PLATFORM_ACCOUNT = { email: 'ops@platform.test', fullName: 'Priya Ops', role: 'Platform Organisations' } as const;

/** SPEC §9: "Free trial: 14 days, 100 MB storage, up to 50 users"; a paid plan's base quote is 15 user licences. */
export const TRIAL_DAYS = 14;
export const TRIAL_LICENCES = 50;
export const BASE_LICENCES = 15;

/** One row of the console's register (GET /organizations; api/openapi.yaml `PlatformOrganization`). */
export type PlatformOrganization = Schemas['PlatformOrganization'] & {
  /** the record editor titles a record by `number`: an organisation's is its name (set by the client) */
  number?: string;
};

/** a page of the register (api/openapi.yaml `OrganizationList`); the client labels each row (`number`) */
export type OrganizationListResponse = Omit<Schemas['OrganizationList'], 'organizations'> & { organizations: PlatformOrganization[] };

/** What the console may change (PATCH /organizations/{id} `{ organization }`). */
export interface OrganizationInput {
  name: string;
  plan: Organization['plan'];
  subscription_type: Organization['subscription_type'];
  modules: string[];
  is_enterprise: boolean;
  is_locked: boolean;
}

/** What the console sends to create an organisation (POST /organizations `{ organization }`). */
export interface OrganizationCreateInput {
  name: string;
  sub_domain_name: string;
  plan: Organization['plan'];
  modules: string[];
  admin_name: string;
  admin_email: string;
}

/** Storage used as a share of the limit, in whole per cent (0 when there is no limit), never above 100. */
export const storageShare = (usedMb: number, totalMb: number) => (totalMb > 0 ? Math.min(100, Math.round((usedMb / totalMb) * 100)) : 0);

/** An organisation is on trial when its plan is the free trial or its subscription is a trial (SPEC §3, §9). */
export const onTrial = (org: Pick<Organization, 'plan' | 'subscription_type'>) => org.plan === 'free_trial' || org.subscription_type === 'trial';

/**
 * SPEC §9 "Free trial: 14 days": the whole days left until `trial_ends_at`, counting a started day as a day (an end
 * 1 hour away is 1 day left), never below 0; null when the organisation is not on trial or has no end date.
 */
export function trialDaysLeft(org: Pick<Organization, 'plan' | 'subscription_type' | 'trial_ends_at'>, now: Date): number | null {
  if (!onTrial(org) || !org.trial_ends_at) return null;
  const ms = new Date(org.trial_ends_at).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}

/** SPEC §9: the licences a plan grants (trial: up to 50 users; paid: the 15-licence base). */
export const licencesOf = (org: Pick<Organization, 'plan' | 'subscription_type'>) => (onTrial(org) ? TRIAL_LICENCES : BASE_LICENCES);

// ── Free-trial extension requests (SPEC §4 "a free trial can be extended on request", §7) ─────────────────────────
export const EXTEND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExtendRequestStatus = (typeof EXTEND_REQUEST_STATUSES)[number];
/** days one approval may add: at least 1, at most another full trial (SPEC §9: 14 days) twice over */
export const EXTEND_DAYS_MAX = 2 * TRIAL_DAYS;
export const EXTEND_REASON_MAX = 500;

/** a free-trial extension request as the console lists it (`ExtendRequest` of api/openapi.yaml): `days_granted` when approved, `rejection_reason` when rejected */
export type ExtendRequest = Schemas['ExtendRequest'];

/** PATCH /v1/org_free_trial_extend_requests/{id} (`ExtendDecision`): approve with days, or reject with a reason */
export type ExtendDecision = Schemas['ExtendDecision'];

/**
 * SPEC §4 / §9: an approved extension moves the trial's end by `days` from the later of its current end and now (an
 * expired trial restarts from today, a running one keeps the days it had).
 */
export function extendedTrialEnd(trialEndsAt: string | null | undefined, days: number, now: Date): string {
  const end = trialEndsAt ? new Date(trialEndsAt).getTime() : 0;
  const from = Math.max(end, now.getTime());
  return new Date(from + days * DAY_MS).toISOString();
}

// ── Domains control: the business-email rule's platform lists (SPEC §1 business e-mail at sign-up; issue 29) ──────
export const DOMAIN_LISTS = ['allow', 'block'] as const;
export type DomainList = (typeof DOMAIN_LISTS)[number];
export const BLOCK_KINDS = ['free', 'disposable'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
/** the demo collection (platform tenant) holding the rules */
export const DOMAIN_RULES = 'email_domain_rules';
/** a host name: labels of letters, digits and inner hyphens, a top-level label of 2+ letters (RFC 1035 §2.3.1) */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/;

/** a platform rule on an e-mail domain (`DomainRule`): `kind`, what a blocked domain counts as (null on the allow list) */
export type DomainRule = Schemas['DomainRule'];

/**
 * The platform's word on an e-mail domain, before the maintained lists: a domain on the allow list (or under one, e.g.
 * mail.acme.com under acme.com) is a business domain even when a list calls it free; one on the block list is free or
 * disposable as listed. The most specific rule wins (the longest matching domain); null: no rule, the lists decide.
 */
export function platformDomainKind(domain: string, rules: readonly Pick<DomainRule, 'domain' | 'list' | 'kind'>[]): 'business' | BlockKind | null {
  const d = domain.trim().toLowerCase();
  if (!d) return null;
  const matching = rules.filter((r) => d === r.domain || d.endsWith(`.${r.domain}`)).sort((a, b) => b.domain.length - a.domain.length);
  const rule = matching[0];
  if (!rule) return null;
  return rule.list === 'allow' ? 'business' : (rule.kind ?? 'disposable');
}

// ── Prices and payment settings (/paymentsettings; SPEC §7 "/v1/module_prices", §9 "Plans", "Payment") ───────────
/** SPEC §9: "Pricing tiers: micro, small, medium, large, and enterprise. User packs come in those sizes" (enterprise by contact). */
export const PACK_TIERS = ['micro', 'small', 'medium', 'large'] as const;
export type PackTier = (typeof PACK_TIERS)[number];
/** SPEC §9 "Payment is in a test billing mode": the switch exists, the demo refuses live */
export const BILLING_MODES = ['test', 'live'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];
/** the platform's one settings row (tenant 'public') */
export const PAYMENT_SETTINGS = 'payment_settings';
/** bounds (our decisions, SPEC §9 gives no figures): a pack adds 1–1000 licences; up to 6 free months a year; tax 0–50 % */
export const PACK_MAX = 1000;
export const ANNUAL_FREE_MONTHS_MAX = 6;
export const TAX_RATE_MAX = 50;
/** a module's price per user per month: 0 to 1000 currency units, whole cents */
export const MODULE_PRICE_MAX = 1000;

/** the platform's pricing settings (api/openapi.yaml `PaymentSettings`: user packs, free months, tax rate, billing mode) */
export type PaymentSettings = Schemas['PaymentSettings'];

export type PaymentSettingsInput = Schemas['PaymentSettingsInput'];

/** SPEC §9 "quoted for 15 user licences as the base" with two free months a year: the demo's starting settings */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettingsInput = { user_packs: { micro: 5, small: 10, medium: 25, large: 50 }, annual_free_months: 2, tax_rate_percent: 0, billing_mode: 'test' };

/** a module's price, in cents per user per month (api/openapi.yaml `ModulePriceRow`) */
export type ModulePriceRow = Schemas['ModulePriceRow'];

/** The annual discount as a share of twelve monthly bills, in per cent to one decimal (2 free months → 16.7 %). */
export const annualDiscountPercent = (freeMonths: number) => Math.round((freeMonths / 12) * 1000) / 10;

/** A price typed in currency units ("12.5") → whole cents (1250); rounding only removes float noise. */
export const toCents = (units: number) => Math.round(units * 100);

/** true when a number has at most two decimals (cents; basis points of a rate) */
export const atMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

// ── API settings (/api_settings/{id}; SPEC §7 "Client set-up": the API key (RSA) the client uses) ─────────────────
/** the platform's collection (tenant 'public') of each organisation's API settings */
export const API_SETTINGS = 'api_settings';
/** at most this many allowed origins per organisation (our decision) */
export const ORIGINS_MAX = 20;
/**
 * A web origin as browsers send it (RFC 6454 §6.1: scheme "://" host [":" port], no path): https with a host name, or
 * http only for localhost (a development client).
 */
export const ORIGIN_PATTERN = /^(?:https:\/\/(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}|http:\/\/localhost)(?::\d{1,5})?$/;

/** an organisation's API settings: the key pair's public half (the private half never leaves the server), its version, the origins */
export type ApiSettings = Schemas['ApiSettings'];

/** An origin as typed → its canonical form (trimmed, lower case, no trailing slash). */
export const normalizeOrigin = (value: string) => value.trim().toLowerCase().replace(/\/+$/, '');

// ── Template cloning (/clone; SPEC §7 "GET /get_module_templates", "POST /msa_module_templates_cloning") ─────────
/** the modules whose templates can be cloned, and the tenant collection holding them */
export const CLONE_MODULES = ['Audit', 'Permit'] as const;
export type CloneModule = (typeof CLONE_MODULES)[number];
export const TEMPLATE_COLLECTIONS: Record<CloneModule, string> = { Audit: 'audit_templates', Permit: 'permit_forms' };

export type ModuleTemplate = Schemas['ModuleTemplate'];

export interface CloneInput {
  source_organization_id: number | null;
  module: CloneModule;
  template_ids: number[];
  target_organization_ids: number[];
}

/** per target: the names cloned, and those skipped (the target already has a template of that name) */
export type CloneResult = Schemas['CloneResult'];

/** Template names compare trimmed and case-insensitively: "Site audit " duplicates "site audit". */
export const sameTemplateName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which of the chosen templates a target receives: a name the target already has (or one cloned earlier in the same
 * run) is skipped as a duplicate, the rest are cloned — in the order chosen.
 */
export function planClone(chosen: readonly string[], existing: readonly string[]): { cloned: string[]; skipped: string[] } {
  const taken = [...existing];
  const cloned: string[] = [];
  const skipped: string[] = [];
  for (const name of chosen) {
    if (taken.some((n) => sameTemplateName(n, name))) skipped.push(name);
    else {
      cloned.push(name);
      taken.push(name);
    }
  }
  return { cloned, skipped };
}

// ── Code releases (/code_releases; "what's new" once per release for signed-in users) ────────────────────────────
export const CODE_RELEASES = 'code_releases';
/** who saw which release (tenant 'public'): one row per tenant and user */
export const RELEASE_VIEWS = 'release_views';
export const RELEASE_NOTES_MAX = 2000;
/** Semantic Versioning 2.0.0 §2 (MAJOR.MINOR.PATCH, no leading zeros) with an optional pre-release (§9); no build metadata. */
export const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?$/;

/** a release note: its version, date (YYYY-MM-DD) and notes (api/openapi.yaml `CodeRelease`) */
export type CodeRelease = Schemas['CodeRelease'];

export type CodeReleaseInput = Schemas['CodeReleaseInput'];

/**
 * Semantic Versioning 2.0.0 §11 precedence: MAJOR, MINOR, PATCH numerically; a pre-release ranks below its release;
 * pre-release identifiers compare left to right, numeric ones numerically and below alphanumeric ones, a shorter set
 * below a longer one with the same start. Negative: a before b.
 */
export function compareSemver(a: string, b: string): number {
  const pa = SEMVER.exec(a);
  const pb = SEMVER.exec(b);
  if (!pa || !pb) return a.localeCompare(b);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d) return Math.sign(d);
  }
  if (!pa[4] || !pb[4]) return pa[4] ? -1 : pb[4] ? 1 : 0;
  const xa = pa[4].split('.');
  const xb = pb[4].split('.');
  for (let i = 0; i < Math.min(xa.length, xb.length); i++) {
    const na = /^\d+$/.test(xa[i]);
    const nb = /^\d+$/.test(xb[i]);
    if (na && nb && Number(xa[i]) !== Number(xb[i])) return Math.sign(Number(xa[i]) - Number(xb[i]));
    if (na !== nb) return na ? -1 : 1;
    if (!na && xa[i] !== xb[i]) return xa[i] < xb[i] ? -1 : 1;
  }
  return Math.sign(xa.length - xb.length);
}

/** The release to announce: the highest version released on or before `today` (YYYY-MM-DD), pre-releases excluded. */
export function latestRelease<R extends Pick<CodeRelease, 'version' | 'released_on'>>(releases: readonly R[], today: string): R | null {
  const out = releases.filter((r) => r.released_on <= today && !SEMVER.exec(r.version)?.[4]).sort((a, b) => compareSemver(b.version, a.version));
  return out[0] ?? null;
}

/** a real calendar date written YYYY-MM-DD */
export const isIsoDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/** at most this many releases on the public notes (/web) */
export const PUBLISHED_MAX = 20;

/** The public release notes (/web): released on or before `today`, no pre-releases, newest version first. */
export function publishedReleases<R extends Pick<CodeRelease, 'version' | 'released_on'>>(releases: readonly R[], today: string): R[] {
  return releases
    .filter((r) => r.released_on <= today && !SEMVER.exec(r.version)?.[4])
    .sort((a, b) => compareSemver(b.version, a.version))
    .slice(0, PUBLISHED_MAX);
}
