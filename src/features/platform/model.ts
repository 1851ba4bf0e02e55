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

// ── Free-trial extension requests (SPEC §4 "a free trial can be extended on request", §7) ─────────────────────────
export const EXTEND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ExtendRequestStatus = (typeof EXTEND_REQUEST_STATUSES)[number];
/** days one approval may add: at least 1, at most another full trial (SPEC §9: 14 days) twice over */
export const EXTEND_DAYS_MAX = 2 * TRIAL_DAYS;
export const EXTEND_REASON_MAX = 500;

export interface ExtendRequest {
  id: number;
  organization_id: number;
  organization_name: string;
  requester_name: string;
  requester_email: string;
  reason: string;
  days_requested: number;
  status: ExtendRequestStatus;
  /** days granted when approved */
  days_granted: number | null;
  /** why it was rejected */
  rejection_reason: string | null;
  created_at: string;
  decided_at: string | null;
}

export type ExtendDecision = { decision: 'approve'; days: number } | { decision: 'reject'; reason: string };

/**
 * SPEC §4 / §9: an approved extension moves the trial's end by `days` from the later of its current end and now (an
 * expired trial restarts from today, a running one keeps the days it had).
 */
export function extendedTrialEnd(trialEndsAt: string | null | undefined, days: number, now: Date): string {
  const end = trialEndsAt ? new Date(trialEndsAt).getTime() : 0;
  const from = Math.max(end, now.getTime());
  return new Date(from + days * DAY).toISOString();
}
