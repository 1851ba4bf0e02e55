import { normalizeEmail } from '@/lib/forms/account-rules';
import { INVITE_TTL_DAYS, LICENCE_MODULES, type LicenceCounts } from '@/features/users/model';
import { USER_FIELDS, userSchemaFor, type UserField } from '@/features/users/schemas/user-schema';
import { USER_SERVER_MESSAGES, USER_SERVER_ONLY_MESSAGES, userServerT } from '@/features/users/schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type TenantData } from '../../db/db';
import type { DemoUser, DemoUserDetails } from '../../db/types';
import { randomToken } from '../../db/passwords';
import type { AuthContext } from '../../http';
import { sendMail } from '../auth';
import { activeSites, licenceCounts, licencesOf, tenantRoles, usersOf } from './serialize';
import { DAY_MS } from '@/lib/dates';

const M = { ...USER_SERVER_MESSAGES, ...USER_SERVER_ONLY_MESSAGES };

type Body = Partial<Record<UserField, unknown>>;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** the fields of the body the schema knows (anything else is ignored) */
export const pickUser = (body: Record<string, unknown>): Body => Object.fromEntries(USER_FIELDS.filter((k) => k in body).map((k) => [k, body[k]]));

/**
 * Every refusal of a user write, in Rails' style: the shared schema on the fields sent (all of them on create), then
 * what only the server knows: the email is free, the role and sites exist, the plan's user and module licences,
 * admin access granted by an admin only. `emails` are taken addresses besides the stored ones (an import's rows).
 */
export async function userWriteErrors(ctx: Pick<AuthContext, 'tenant' | 'user'>, body: Body, existing: DemoUserDetails | null, extra: { emails?: Set<string>; adding?: number; licences?: Partial<Record<string, number>> } = {}): Promise<string[]> {
  const { tenant, user } = ctx;
  const fields = existing ? USER_FIELDS.filter((k) => k in body) : [...USER_FIELDS];
  const out = await ruleErrors(userSchemaFor(userServerT, fields), existing ? body : { status: 'Active', is_admin: false, is_contractor: false, ...body });
  if (typeof body.email === 'string' && body.email.trim()) {
    const email = normalizeEmail(body.email);
    const taken = usersOf(tenant).some((u) => u.id !== existing?.id && normalizeEmail(u.email) === email);
    if (taken) out.push(M['validation.emailTaken']);
    else if (extra.emails?.has(email)) out.push(M['validation.emailDuplicate']);
  }
  if ('role_id' in body && body.role_id != null && !tenantRoles(tenant).some((r) => r.id === Number(body.role_id))) out.push(M['validation.roleInvalid']);
  if (Array.isArray(body.site_ids)) {
    const sites = new Set(activeSites(tenant).map((s) => s.id));
    if (body.site_ids.some((id) => !sites.has(Number(id)))) out.push(M['validation.siteInvalid']);
  }
  if ('is_admin' in body && !!body.is_admin !== !!existing?.is_admin && !user.is_admin) out.push(M['validation.adminOnly']);
  if (existing && existing.id === user.id && (body.status === 'Inactive' || ('is_admin' in body && !body.is_admin && existing.is_admin))) out.push(M['validation.notYourself']);
  const counts = licenceCounts(tenant);
  const becomesActive = (!existing && body.status !== 'Inactive') || (existing?.status === 'Inactive' && body.status === 'Active');
  const overUsers = becomesActive && full(counts, 'users', 1 + (extra.adding ?? 0));
  if (overUsers) out.push(M['validation.userLimit']);
  const before = existing ? licencesOf(tenant, existing) : null;
  const wanted = body.licences && typeof body.licences === 'object' ? (body.licences as Record<string, unknown>) : null;
  if (wanted && !overUsers && (body.status ?? existing?.status ?? 'Active') === 'Active') {
    for (const m of LICENCE_MODULES) {
      const gains = !!wanted[m] && (!before?.[m] || existing?.status !== 'Active');
      if (gains && full(counts, m, 1 + (extra.licences?.[m] ?? 0))) {
        out.push(M['validation.licenceLimit']);
        break;
      }
    }
  }
  return [...new Set(out)];
}

const full = (counts: LicenceCounts, key: keyof LicenceCounts, adding: number) => counts[key].total !== null && counts[key].used + adding > counts[key].total!;

/** a new user from a valid body: invited (no password, not verified) */
export function buildUser(tenant: TenantData, by: DemoUser, body: Body): DemoUserDetails {
  const now = new Date().toISOString();
  const role = tenantRoles(tenant).find((r) => r.id === Number(body.role_id));
  return {
    id: db.newId(tenant),
    full_name: str(body.full_name),
    email: normalizeEmail(String(body.email)),
    password_hash: '',
    role_id: role?.id ?? null,
    role_name: role?.name ?? '',
    is_admin: !!body.is_admin,
    is_contractor: !!body.is_contractor,
    status: body.status === 'Inactive' ? 'Inactive' : 'Active',
    organization_id: tenant.organization?.id ?? null,
    employee_id: str(body.employee_id),
    phone: str(body.phone),
    gender: (str(body.gender) || undefined) as DemoUser['gender'],
    shift: (str(body.shift) || undefined) as DemoUser['shift'],
    site_ids: (body.site_ids as unknown[]).map(Number),
    verified: false,
    // no licences sent (an invitation): the modules the role reads, until someone chooses
    ...(body.licences && typeof body.licences === 'object' ? { licences: { permits: false, incidents: false, audits: false, power_user: false, ...(body.licences as object) } } : {}),
    invited_at: now,
    invited_by_id: by.id,
    last_invite_sent_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** the invitation mail (demo mailbox): a link to set a password, valid INVITE_TTL_DAYS */
export function sendInvite(tenant: TenantData, request: Request, invited: DemoUserDetails, by: DemoUser): void {
  const token = randomToken();
  const resets = db.list<{ id: number; token: string; user_id: number; expires_at: number; used: boolean }>(tenant, 'password_resets');
  tenant.collections.password_resets = [...resets.filter((r) => r.user_id !== invited.id), { id: db.newId(tenant), token, user_id: invited.id, expires_at: Date.now() + INVITE_TTL_DAYS * DAY_MS, used: false }];
  db.touch(tenant);
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  const link = `${origin}/password-reset?token=${token}`;
  const org = tenant.organization?.name ?? 'your organisation';
  sendMail({ to: invited.email, subject: `${by.full_name} invited you to ${org}`, kind: 'activation', link, body: `Hello ${invited.full_name}, ${by.full_name} invited you to ${org}. Set your password with this link (valid ${INVITE_TTL_DAYS} days): ${link}` });
}

