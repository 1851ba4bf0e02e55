import type { Organization } from '@/lib/session/types';

/** SPEC §3 "Organization": plans, subscription types and statuses the console edits. */
export const PLANS = ['free_trial', 'free', 'business', 'enterprise'] as const satisfies readonly Organization['plan'][];
export const SUBSCRIPTION_TYPES = ['trial', 'paid', 'active', 'cancelled'] as const satisfies readonly Organization['subscription_type'][];
export const ORGANIZATION_STATUSES = ['Active', 'Inactive'] as const satisfies readonly Organization['organization_status'][];
/** the organisation modules (SPEC §3 "Organization" modules; the same list onboarding offers) */
export const PLATFORM_MODULES = ['Incident', 'Observation', 'Action', 'Permit', 'Audit', 'HIRA', 'Library', 'Contractor'] as const;

export const ORGANIZATIONS_PER_PAGE = 20;
const DAY = 24 * 60 * 60 * 1000;

/** SPEC §9: "Free trial: 14 days, 100 MB storage, up to 50 users"; a paid plan's base quote is 15 user licences. */
export const TRIAL_DAYS = 14;
export const TRIAL_LICENCES = 50;
export const BASE_LICENCES = 15;

/** One row of the console's register (GET /organizations). */
export interface PlatformOrganization extends Organization {
  /** active users of the tenant */
  users_count: number;
  /** licences the plan grants (SPEC §9) */
  licences: number;
  /** whole days left of the free trial, null when the organisation is not on trial */
  trial_days_left: number | null;
  created_at: string;
  /** the record editor titles a record by `number`: an organisation's is its name */
  number?: string;
}

export interface OrganizationListResponse {
  organizations: PlatformOrganization[];
  total_count: number;
  page: number;
  per_page: number;
}

/** What the console may change (PATCH /organizations/{id} `{ organization }`). */
export interface OrganizationInput {
  name: string;
  plan: Organization['plan'];
  subscription_type: Organization['subscription_type'];
  modules: string[];
  is_enterprise: boolean;
  is_locked: boolean;
}

/** An organisation is on trial when its plan is the free trial or its subscription is a trial (SPEC §3, §9). */
export const onTrial = (org: Pick<Organization, 'plan' | 'subscription_type'>) => org.plan === 'free_trial' || org.subscription_type === 'trial';

/**
 * SPEC §9 "Free trial: 14 days": the whole days left until `trial_ends_at`, counting a started day as a day (an end
 * 1 hour away is 1 day left), never below 0; null when the organisation is not on trial or has no end date.
 */
export function trialDaysLeft(org: Pick<Organization, 'plan' | 'subscription_type' | 'trial_ends_at'>, now: Date): number | null {
  if (!onTrial(org) || !org.trial_ends_at) return null;
  const ms = new Date(org.trial_ends_at).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY));
}

/** SPEC §9: the licences a plan grants (trial: up to 50 users; paid: the 15-licence base). */
export const licencesOf = (org: Pick<Organization, 'plan' | 'subscription_type'>) => (onTrial(org) ? TRIAL_LICENCES : BASE_LICENCES);
