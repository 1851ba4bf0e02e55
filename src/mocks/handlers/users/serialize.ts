import { LICENCE_MODULES, LICENCE_SUBJECTS, NO_LICENCES, displayStatus, licenceTotal, type LicenceCounts, type UserLicences, type UserRecord } from '@/features/users/model';
import { db, type TenantData } from '../../db/db';
import type { DemoRole, DemoSite, DemoUser, DemoUserDetails } from '../../db/types';
import { can, rulesForUser } from '../../policies';
import { publicUser } from '../../serializers';

export const usersOf = (tenant: TenantData) => db.list<DemoUserDetails>(tenant, 'users');
/** the users a tenant lists (Deleted users never are) */
export const listedUsers = (tenant: TenantData) => usersOf(tenant).filter((u) => u.status !== 'Deleted');
export const tenantRoles = (tenant: TenantData) => db.list<DemoRole>(tenant, 'roles').filter((r) => r.name !== 'MasterSuperAdmin');
export const activeSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

/** a user's licences: the stored choice, else the modules the role reads (no power user) */
export function licencesOf(tenant: TenantData, u: DemoUserDetails): UserLicences {
  if (u.licences) return { ...NO_LICENCES, ...u.licences };
  const rules = rulesForUser(tenant, u);
  const out: UserLicences = { ...NO_LICENCES };
  for (const [m, subject] of Object.entries(LICENCE_SUBJECTS)) out[m as keyof typeof LICENCE_SUBJECTS] = can(rules, 'read', subject);
  return out;
}

/** who holds a licence: Active users (pending invitations included; Inactive and Deleted users free theirs) */
const holders = (tenant: TenantData) => usersOf(tenant).filter((u) => u.status === 'Active');

/** the user licences the organisation bought: its subscription's (features/billing, collection `subscriptions`) */
export const boughtLicences = (tenant: TenantData): number | null => db.list<{ id: number; licences?: number }>(tenant, 'subscriptions')[0]?.licences ?? null;

/** licences used and held — the one count the users screens, billing (/subscriptions) and the platform show */
export function licenceCounts(tenant: TenantData): LicenceCounts {
  const plan = tenant.organization?.plan;
  const bought = boughtLicences(tenant);
  const active = holders(tenant);
  const out = { users: { used: active.length, total: licenceTotal(plan, 'users', bought) } } as LicenceCounts;
  for (const m of LICENCE_MODULES) out[m] = { used: active.filter((u) => licencesOf(tenant, u)[m]).length, total: licenceTotal(plan, m, bought) };
  return out;
}

export function serializeUser(tenant: TenantData, u: DemoUserDetails, names = new Map(usersOf(tenant).map((x) => [x.id, x.full_name])), sites = new Map(activeSites(tenant).map((s) => [s.id, s.name]))): Omit<UserRecord, 'number'> & Record<string, unknown> {
  const { failed_logins: _f, locked_until: _l, ...rest } = publicUser(u as DemoUser) as DemoUserDetails;
  return {
    ...rest,
    full_name: u.full_name,
    email: u.email,
    employee_id: u.employee_id ?? '',
    phone: u.phone ?? '',
    role_id: u.role_id,
    role_name: u.role_name,
    site_ids: u.site_ids ?? [],
    site_names: (u.site_ids ?? []).map((id) => sites.get(id)).filter((n): n is string => !!n),
    is_admin: u.is_admin,
    is_contractor: u.is_contractor,
    gender: u.gender ?? '',
    shift: u.shift ?? '',
    status: u.status === 'Inactive' ? 'Inactive' : 'Active',
    display_status: displayStatus({ status: u.status, verified: u.verified, has_password: !!u.password_hash }),
    verified: u.verified,
    licences: licencesOf(tenant, u),
    invited_at: u.invited_at ?? null,
    invited_by_name: u.invited_by_id ? (names.get(u.invited_by_id) ?? null) : null,
    last_invite_sent_at: u.last_invite_sent_at ?? null,
    created_at: u.created_at ?? null,
  };
}
