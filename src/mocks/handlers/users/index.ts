import { HttpResponse } from 'msw';
import { isPersonName, isPhone, normalizeEmail } from '@/lib/forms/account-rules';
import { GENDERS, SHIFTS } from '@/features/users/model';
import { DISPLAY_STATUSES, USERS_PER_PAGE, USERS_PER_PAGE_MAX, type UserStatusCounts } from '@/features/users/model';
import { USER_SERVER_MESSAGES, USER_SERVER_ONLY_MESSAGES } from '@/features/users/schemas/rule-messages';
import { db } from '../../db/db';
import type { DemoRole, DemoUserDetails } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { pageOf, queryOf, sortRows, statusCounts, whereSearch } from '../../list-query';
import { currentUser, publicUser } from '../../serializers';
import { moduleBasedUsers } from '../../cable/payloads';
import { rulesForUser } from '../../policies';
import { activeSites, licenceCounts, licencesOf, listedUsers, serializeUser, tenantRoles, usersOf } from './serialize';
import { importHandlers } from './import';
import { buildUser, pickUser, sendInvite, userWriteErrors } from './writes';

/** Server-side twin of the profile form's yup schema (Rails-style 422 messages): a user editing their own profile. */
export function validateProfile(input: Record<string, unknown>): string[] {
  const messages: string[] = [];
  if ('full_name' in input) {
    const name = String(input.full_name ?? '').trim();
    if (!name) messages.push("Full name can't be blank");
    else if (!isPersonName(name)) messages.push('Full name must contain letters only');
  }
  if (input.phone) {
    if (!isPhone(String(input.phone))) messages.push('Phone is not a valid number');
  }
  if (input.employee_id && String(input.employee_id).length > 30) messages.push('Employee ID is too long (maximum is 30 characters)');
  if (input.gender && !(GENDERS as readonly string[]).includes(String(input.gender))) messages.push('Gender is not included in the list');
  if (input.shift && !(SHIFTS as readonly string[]).includes(String(input.shift))) messages.push('Shift is not included in the list');
  return messages;
}

/** what a user may change of their own profile without User update */
const EDITABLE = ['full_name', 'phone', 'employee_id', 'gender', 'shift'] as const;
const FORBIDDEN = 'You are not authorized to perform this action';
const M = { ...USER_SERVER_MESSAGES, ...USER_SERVER_ONLY_MESSAGES };
const numericId = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

const SORT_KEYS: Record<string, (u: ReturnType<typeof serializeUser>) => string | number> = {
  full_name: (u) => u.full_name.toLowerCase(),
  email: (u) => u.email.toLowerCase(),
  role_name: (u) => u.role_name.toLowerCase(),
  status: (u) => u.display_status,
  invited_at: (u) => u.invited_at ?? '',
  created_at: (u) => u.created_at ?? '',
};

/** GET /users export: all matching rows, up to this many (not in SPEC) */
const EXPORT_MAX = 2000;

export const userHandlers = [
  ...importHandlers,
  /** the roles, sites and licences the user form needs */
  secured('get', '/users/form_data', ['read', 'User'], ({ tenant, user }) =>
    HttpResponse.json({
      roles: tenantRoles(tenant).map((r) => ({ id: r.id, name: r.name })),
      sites: activeSites(tenant).map((s) => ({ id: s.id, name: s.name })),
      can_grant_admin: user.is_admin,
      licence_counts: licenceCounts(tenant),
    }),
  ),
  /** SPEC §7: the tenant's active users (pickers) */
  secured('get', '/users/all_active_users', null, ({ tenant }) =>
    HttpResponse.json({ users: listedUsers(tenant).filter((u) => u.status === 'Active').map((u) => ({ id: u.id, full_name: u.full_name, email: u.email, role_name: u.role_name })) }),
  ),
  /** SPEC §7: users by module (the same payload as ModuleBasedUsersChannel) */
  secured('get', '/users/module_based_users', null, ({ tenant }) => HttpResponse.json(moduleBasedUsers(tenant))),
  /** the register: search, status tab (active | pending | inactive | all), role and site filters, sort, paging; `export=1` gives every match */
  secured('get', '/users', ['read', 'User'], ({ tenant, request }) => {
    const q = queryOf(request);
    const names = new Map(usersOf(tenant).map((x) => [x.id, x.full_name]));
    const sites = new Map(activeSites(tenant).map((s) => [s.id, s.name]));
    let rows = listedUsers(tenant).map((u) => serializeUser(tenant, u, names, sites));
    rows = whereSearch(rows, q, (u) => `${u.full_name} ${u.email} ${u.employee_id} ${u.phone} ${u.role_name} ${u.site_names.join(' ')}`);
    const roleId = Number(q('role_id'));
    if (roleId) rows = rows.filter((u) => u.role_id === roleId);
    const siteId = Number(q('site_id'));
    if (siteId) rows = rows.filter((u) => u.site_ids.includes(siteId));
    const counts: UserStatusCounts = statusCounts(rows.map((u) => ({ status: u.display_status })), DISPLAY_STATUSES);
    const status = q('status');
    if (status && status !== 'all') rows = rows.filter((u) => status.split(',').includes(u.display_status));
    const sorted = sortRows(rows, q, 'full_name', SORT_KEYS);
    if (q('export')) return HttpResponse.json({ users: sorted.slice(0, EXPORT_MAX), total_count: sorted.length, page: 1, per_page: sorted.length, status_counts: counts });
    const { rows: users, ...paging } = pageOf(sorted, q, USERS_PER_PAGE, USERS_PER_PAGE_MAX);
    return HttpResponse.json({ users, ...paging, status_counts: counts });
  }),
  secured('post', '/users', ['create', 'User'], async (ctx) => {
    const body = pickUser((await jsonBody<{ user?: Record<string, unknown> }>(ctx.request)).user ?? {});
    const problems = await userWriteErrors(ctx, body, null);
    if (problems.length) return errors(422, ...problems);
    const created = db.commit(ctx.tenant, 'users', 'create', buildUser(ctx.tenant, ctx.user, body));
    if (created.status === 'Active') sendInvite(ctx.tenant, ctx.request, created, ctx.user);
    return HttpResponse.json({ user: serializeUser(ctx.tenant, created) }, { status: 201 });
  }),

  secured<{ id: string }>('get', '/users/:id', null, ({ tenant, user, can, params }) => {
    const id = numericId(params.id);
    if (id === null) return undefined;
    if (id !== user.id && !can('read', 'User')) return errors(403, FORBIDDEN);
    const found = usersOf(tenant).find((u) => u.id === id);
    return found && found.status !== 'Deleted' ? HttpResponse.json({ user: serializeUser(tenant, found) }) : errors(404, 'Record not found');
  }),

  /** the user's licences, their role's permissions (read-only) and the licence counts: own, or with User read */
  secured<{ id: string }>('get', '/users/:id/permission', null, ({ tenant, user, can, params }) => {
    const id = numericId(params.id);
    if (id === null) return errors(404, 'Record not found');
    if (id !== user.id && !can('read', 'User')) return errors(403, FORBIDDEN);
    const found = usersOf(tenant).find((u) => u.id === id);
    if (!found || found.status === 'Deleted') return errors(404, 'Record not found');
    const role = db.list<DemoRole>(tenant, 'roles').find((r) => r.id === found.role_id);
    return HttpResponse.json({
      user: serializeUser(tenant, found),
      role: role ? { id: role.id, name: role.name, actions: role.role_actions_attributes } : null,
      rules: rulesForUser(tenant, found),
      licence_counts: licenceCounts(tenant),
    });
  }),

  secured<{ id: string }>('patch', '/users/:id', null, async ({ tenant, user, can, params, request }) => {
    const id = numericId(params.id);
    if (id === null) return undefined;
    const self = id === user.id;
    const mayUpdate = can('update', 'User');
    if (!self && !mayUpdate) return errors(403, FORBIDDEN);
    const found = usersOf(tenant).find((u) => u.id === id);
    if (!found || found.status === 'Deleted') return errors(404, 'Record not found');
    const input = (await jsonBody<{ user?: Record<string, unknown> }>(request)).user ?? {};
    // without User update a user changes only their own profile fields; a role is never assigned by the user for themself
    if (!mayUpdate && Object.keys(pickUser(input)).some((k) => !(EDITABLE as readonly string[]).includes(k))) return errors(403, FORBIDDEN);
    const body = pickUser(input);
    const invalid = mayUpdate ? await userWriteErrors({ tenant, user }, body, found) : validateProfile(input);
    if (invalid.length) return errors(422, ...invalid);
    const next: DemoUserDetails = { ...found, updated_at: new Date().toISOString() };
    for (const key of EDITABLE) if (key in body) (next as Record<string, unknown>)[key] = String(body[key] ?? '').trim();
    if ('email' in body) next.email = normalizeEmail(String(body.email));
    if ('role_id' in body) {
      const role = tenantRoles(tenant).find((r) => r.id === Number(body.role_id))!;
      Object.assign(next, { role_id: role.id, role_name: role.name });
    }
    if ('site_ids' in body) next.site_ids = (body.site_ids as unknown[]).map(Number);
    if ('is_admin' in body) next.is_admin = !!body.is_admin;
    if ('is_contractor' in body) next.is_contractor = !!body.is_contractor;
    if ('status' in body) next.status = body.status === 'Inactive' ? 'Inactive' : 'Active';
    if ('licences' in body) next.licences = { ...licencesOf(tenant, found), ...(body.licences as object) };
    db.commit(tenant, 'users', 'update', next);
    return HttpResponse.json({ user: { ...publicUser(next), ...serializeUser(tenant, next) }, profile: currentUser(tenant, next) });
  }),

  /** SPEC §3 status Deleted: removing a user keeps the row (records still name them) and frees the licences */
  secured<{ id: string }>('delete', '/users/:id', ['delete', 'User'], ({ tenant, user, params }) => {
    const id = numericId(params.id);
    const found = id === null ? undefined : usersOf(tenant).find((u) => u.id === id);
    if (!found || found.status === 'Deleted') return errors(404, 'Record not found');
    if (found.id === user.id) return errors(422, M['validation.notYourself']);
    db.commit(tenant, 'users', 'update', { ...found, status: 'Deleted', updated_at: new Date().toISOString() });
    return HttpResponse.json({ success: true });
  }),

  /** sends the invitation again (a user who has not set a password yet) */
  secured<{ id: string }>('post', '/users/:id/resend_invite', ['update', 'User'], ({ tenant, user, params, request }) => {
    const id = numericId(params.id);
    const found = id === null ? undefined : usersOf(tenant).find((u) => u.id === id);
    if (!found || found.status === 'Deleted') return errors(404, 'Record not found');
    if (found.status !== 'Active' || found.verified || found.password_hash) return errors(422, 'The user has already accepted the invitation');
    const next: DemoUserDetails = { ...found, last_invite_sent_at: new Date().toISOString() };
    db.commit(tenant, 'users', 'update', next);
    sendInvite(tenant, request, next, user);
    return HttpResponse.json({ user: serializeUser(tenant, next) });
  }),
];
