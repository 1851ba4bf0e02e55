/**
 * Users (SPEC §3 "User", §6 licences, §9 plans and bulk import): types, enumerations, licences and the plan's
 * limits. Pure: the demo backend imports it.
 */

import { BUSINESS_BASE_LICENCES, FREE_TRIAL_MAX_USERS } from '@/config/constants';
import { GENDERS, SHIFTS } from '@/features/account/public';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** the profile's enumerations (SPEC §3 "User"), shared with the account feature */
export { GENDERS, SHIFTS };
export type Gender = (typeof GENDERS)[number];
export type Shift = (typeof SHIFTS)[number];

/** SPEC §3 "Current user" statuses; Deleted users are never listed. */
export const USER_STATUSES = ['Active', 'Inactive', 'Deleted'] as const;
export type UserStatusValue = (typeof USER_STATUSES)[number];
/** the statuses the form offers */
export const EDITABLE_STATUSES = ['Active', 'Inactive'] as const;

/**
 * What the register's tabs show: an Active user who has not accepted the invitation yet (no password, not verified)
 * is `pending`; Active otherwise `active`; Inactive `inactive`.
 */
export const DISPLAY_STATUSES = ['active', 'pending', 'inactive'] as const;
export type UserDisplayStatus = (typeof DISPLAY_STATUSES)[number];

/** Licences per module (SPEC §6: permits, incidents, audits; power users are a licence). */
export const LICENCE_MODULES = ['permits', 'incidents', 'audits', 'power_user'] as const;
export type LicenceModule = (typeof LICENCE_MODULES)[number];
export type UserLicences = Record<LicenceModule, boolean>;
export const NO_LICENCES: UserLicences = { permits: false, incidents: false, audits: false, power_user: false };

/** the permission subject a module licence is for (a user without a stored choice gets the licences of what the role reads) */
export const LICENCE_SUBJECTS: Record<Exclude<LicenceModule, 'power_user'>, 'Permit' | 'Incident' | 'Audit'> = { permits: 'Permit', incidents: 'Incident', audits: 'Audit' };

export type Plan = 'free_trial' | 'free' | 'business' | 'enterprise';

/**
 * Licences a plan holds (SPEC §9: the free trial has up to 50 users; the free plan "is limited"; business "per user per
 * month, quoted for 15 user licences as the base", sold in user packs; enterprise by contract). Free 5 and enterprise
 * unlimited are decided here. On business every licence (users and each module) is one bought user licence: 15 until
 * a pack is bought, then what the subscription holds (`licenceTotal`'s `bought`, features/billing) — one source.
 */
const BASE = BUSINESS_BASE_LICENCES;
export const PLAN_LICENCES: Record<Plan, Record<'users' | LicenceModule, number | null>> = {
  free_trial: { users: FREE_TRIAL_MAX_USERS, permits: 50, incidents: 50, audits: 50, power_user: 5 },
  free: { users: 5, permits: 5, incidents: 5, audits: 5, power_user: 1 },
  business: { users: BASE, permits: BASE, incidents: BASE, audits: BASE, power_user: BASE },
  enterprise: { users: null, permits: null, incidents: null, audits: null, power_user: null },
};

/** SPEC §9 bulk user import: up to 100 per batch. */
export const IMPORT_BATCH_MAX = 100;
/** Page size of the users register (not in SPEC); per_page up to 100. */
export const USERS_PER_PAGE = 25;
export const USERS_PER_PAGE_MAX = 100;
/** how long an invitation link stays valid (not in SPEC) */
export const INVITE_TTL_DAYS = 7;

/** `LicenceCount` of api/openapi.yaml (total null = unlimited) */
export type LicenceCount = Schemas['LicenceCount'];
export type LicenceCounts = Schemas['LicenceCounts'];

/** What the form sends (POST /users, PATCH /users/{id}): `UserInput`. */
export type UserInput = Schemas['UserInput'];

/** A user as the API answers it (`User`), with the record's display label (the full name), which the record editor's titles use; set by the client */
export type UserRecord = Schemas['User'] & { number: string };

export type UserStatusCounts = Schemas['UserStatusCounts'];

/** GET /users, its users labelled by the client */
export type UserListResponse = Omit<Schemas['UserList'], 'users'> & { users: UserRecord[] };

/** the roles and sites a user is given, and what the caller may do (GET /users/form_data) */
export type UserFormData = Schemas['UserFormData'];

/** One permission row of a role: what the role may do in a module (read-only on the permission page). */
export type RolePermissionRow = Schemas['RolePermissionRow'];

/** GET /users/{id}/permission, its user labelled by the client */
export type UserPermissionResponse = Omit<Schemas['UserPermission'], 'user'> & { user: UserRecord };

/** One problem of an import: the sheet's row number, the column (a field key) and the message. */
export type ImportProblem = Schemas['ImportProblem'];

/** the display status of a stored user */
export function displayStatus(u: { status: string; verified?: boolean; has_password?: boolean }): UserDisplayStatus {
  if (u.status === 'Inactive') return 'inactive';
  return !u.verified && !u.has_password ? 'pending' : 'active';
}

/**
 * The licences an organisation holds for users or a module: the plan's (PLAN_LICENCES), and on business the user
 * licences bought (the subscription's `licences`: 15 + the user pack) when there is a subscription.
 */
export const licenceTotal = (plan: Plan | undefined | null, module: 'users' | LicenceModule, bought?: number | null): number | null =>
  (plan ?? 'free') === 'business' && bought ? bought : PLAN_LICENCES[plan ?? 'free'][module];
