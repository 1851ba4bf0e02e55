import type { TenantData } from '../db/db';

/**
 * Free-plan monthly limits (SPEC §9 leaves these numbers open; decided here and documented):
 * an organisation on the free plan or free trial may create 50 observations, 50 incidents and 100 actions per
 * calendar month. The messages follow the SPEC's audit wording.
 */
export const FREE_PLAN_LIMITS = { observations: 50, actions: 100, incidents: 50 } as const;
export const FREE_PLAN_MESSAGES = {
  observations: 'Your free observation limit for this month is reached. Please upgrade',
  incidents: 'Your free incident limit for this month is reached. Please upgrade',
  actions: 'Your free action limit for this month is reached. Please upgrade',
} as const;
export const MEMORY_EXHAUSTED = 'Memory has exhausted';

export function isFreePlan(tenant: TenantData): boolean {
  const org = tenant.organization;
  return !!org && (org.plan === 'free' || org.plan === 'free_trial' || org.subscription_type === 'trial');
}

export function createdThisMonth(rows: { created_at: string }[], now = new Date()): number {
  const month = now.toISOString().slice(0, 7);
  return rows.filter((r) => r.created_at.slice(0, 7) === month).length;
}
