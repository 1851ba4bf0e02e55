/**
 * Users (SPEC §3 "User", §6 licences, §9 plans and bulk import): types, enumerations, licences and the plan's
 * limits. Pure: the demo backend imports it.
 */

import { BUSINESS_BASE_LICENCES, FREE_TRIAL_MAX_USERS } from '@/config/constants';
import { GENDERS, SHIFTS } from '@/features/account/public';

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

export interface LicenceCount {
  used: number;
  /** null = unlimited */
  total: number | null;
}
export type LicenceCounts = Record<'users' | LicenceModule, LicenceCount>;

/** What the form sends (POST /users, PATCH /users/{id}). */
export interface UserInput {
  full_name: string;
  email: string;
  employee_id: string;
  phone: string;
  role_id: number | null;
  site_ids: number[];
  is_admin: boolean;
  is_contractor: boolean;
  gender: Gender | '';
  shift: Shift | '';
  status: (typeof EDITABLE_STATUSES)[number];
  licences: UserLicences;
}

/** A user as the API answers it. */
export interface UserRecord extends UserInput {
  id: number;
  /** the record's display label (the full name), which the record editor's titles use; set by the client */
  number: string;
  role_name: string;
  site_names: string[];
  display_status: UserDisplayStatus;
  verified: boolean;
  invited_at: string | null;
  invited_by_name: string | null;
  last_invite_sent_at: string | null;
  created_at: string | null;
}

export type UserStatusCounts = Record<UserDisplayStatus, number> & { all: number };

export interface UserListResponse {
  users: UserRecord[];
  total_count: number;
  page: number;
  per_page: number;
  status_counts: UserStatusCounts;
}

/** the roles and sites a user is given, and what the caller may do (GET /users/form_data) */
export interface UserFormData {
  roles: { id: number; name: string }[];
  sites: { id: number; name: string }[];
  /** only an organisation admin grants admin access */
  can_grant_admin: boolean;
  licence_counts: LicenceCounts;
}

/** One permission row of a role: what the role may do in a module (read-only on the permission page). */
export interface RolePermissionRow {
  name: string;
  r_view: boolean;
  r_add: boolean;
  r_edit: boolean;
  r_destroy: boolean;
  is_revoke?: boolean;
  is_extend?: boolean;
  is_close?: boolean;
  is_reject?: boolean;
  is_approve?: boolean;
}

export interface UserPermissionResponse {
  user: UserRecord;
  role: { id: number; name: string; actions: RolePermissionRow[] } | null;
  /** the rules the user works with (admins: everything) */
  rules: { subject: string; actions: string[] }[];
  licence_counts: LicenceCounts;
}

/** One problem of an import: the sheet's row number, the column (a field key) and the message. */
export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

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
