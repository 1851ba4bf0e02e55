import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { MASTER_ROLE } from '@/lib/ability/roles';
import { RIGHTS, isSystemRole, normalizeActions, type RoleAction, type RoleMember, type RoleRecord } from '@/features/roles/model';
import { roleSchema } from '@/features/roles/schemas/role-schema';
import { ROLE_SERVER_ONLY_MESSAGES, inUseMessage, roleServerT } from '@/features/roles/schemas/rule-messages';
import { db, type TenantData } from '../../db/db';
import type { DemoRole, DemoUser } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';

type RoleBody = { name?: unknown; role_actions_attributes?: unknown };

/** the tenant's own roles (the platform's MasterSuperAdmin role is never listed nor editable) */
const rolesOf = (tenant: TenantData) => db.list<DemoRole>(tenant, 'roles').filter((r) => r.name !== MASTER_ROLE && r.organization_id === (tenant.organization?.id ?? -1));

/** the users holding a role (a deleted user holds nothing) */
const holdersOf = (tenant: TenantData, roleId: number) => db.list<DemoUser>(tenant, 'users').filter((u) => u.role_id === roleId && u.status !== 'Deleted');

const findRole = (tenant: TenantData, raw: string) => (/^\d+$/.test(raw) ? rolesOf(tenant).find((r) => r.id === Number(raw)) : undefined);

/** the role as the API answers it (the client adds `number`) */
function serializeRole(tenant: TenantData, role: DemoRole): Omit<RoleRecord, 'number'> {
  return {
    id: role.id,
    name: role.name,
    organization_id: role.organization_id,
    system: isSystemRole(role.name),
    users_count: holdersOf(tenant, role.id).length,
    role_actions_attributes: normalizeActions(role.role_actions_attributes),
  };
}

const byName = (a: DemoUser, b: DemoUser) => a.full_name.localeCompare(b.full_name);

const member = (u: DemoUser): RoleMember => ({ id: u.id, full_name: u.full_name, email: u.email, role_id: u.role_id, role_name: u.role_name });

/** SPEC §5 through the form's own schema, then what only the server knows: the name is free in the organisation. */
async function roleErrors(tenant: TenantData, body: RoleBody, id: number | null): Promise<string[]> {
  const out = await ruleErrors(roleSchema(roleServerT), body);
  const name = typeof body.name === 'string' ? body.name.trim().toLowerCase() : '';
  if (name && rolesOf(tenant).some((r) => r.id !== id && r.name.trim().toLowerCase() === name)) out.push(ROLE_SERVER_ONLY_MESSAGES['validation.nameTaken']);
  return [...new Set(out)];
}

/** a PATCH may send only the modules (and rights) that changed: they are laid over the stored ones by module name */
function mergeActions(stored: RoleAction[], changes: Partial<RoleAction>[]): RoleAction[] {
  const rows = normalizeActions(stored);
  return normalizeActions(
    rows.map((row) => {
      const change = changes.find((c) => c.name === row.name);
      if (!change) return row;
      const next = { ...row };
      for (const right of RIGHTS) if (typeof change[right] === 'boolean') next[right] = change[right];
      return next;
    }),
  );
}

export const roleHandlers = [
  /** the register: every role of the organisation with its number of holders */
  secured('get', '/roles', ['read', 'Role'], ({ tenant }) => {
    const roles = rolesOf(tenant)
      .map((r) => serializeRole(tenant, r))
      .sort((a, b) => Number(b.system) - Number(a.system) || a.name.localeCompare(b.name));
    return HttpResponse.json({ roles });
  }),
  /** the users holding a role, and (for whoever may update users) the other active users it can be given to */
  secured<{ id: string }>('get', '/roles/:id/users', ['read', 'Role'], ({ tenant, params, can }) => {
    const role = findRole(tenant, params.id);
    if (!role) return errors(404, 'Record not found');
    const holders = holdersOf(tenant, role.id).sort(byName).map(member);
    const others = can('update', 'User')
      ? db
          .list<DemoUser>(tenant, 'users')
          .filter((u) => u.status === 'Active' && u.role_id !== role.id && u.role_name !== MASTER_ROLE)
          .sort(byName)
          .map(member)
      : [];
    return HttpResponse.json({ holders, others });
  }),
  secured<{ id: string }>('get', '/roles/:id', ['read', 'Role'], ({ tenant, params }) => {
    const role = findRole(tenant, params.id);
    return role ? HttpResponse.json(serializeRole(tenant, role)) : errors(404, 'Record not found');
  }),
  secured('post', '/roles', ['create', 'Role'], async ({ tenant, request }) => {
    const input = (await jsonBody<{ role?: RoleBody }>(request)).role ?? {};
    const body: RoleBody = { name: input.name, role_actions_attributes: input.role_actions_attributes ?? [] };
    const problems = await roleErrors(tenant, body, null);
    if (problems.length) return errors(422, ...problems);
    const role: DemoRole = {
      id: tenant.nextId++,
      name: String(body.name).trim(),
      organization_id: tenant.organization?.id ?? null,
      role_actions_attributes: normalizeActions(body.role_actions_attributes as RoleAction[]),
    };
    db.commit(tenant, 'roles', 'create', role);
    return HttpResponse.json(serializeRole(tenant, role), { status: 201 });
  }),
  /** name and/or rights; the rights of the modules sent are laid over the stored ones. Holders get their new rules live. */
  secured<{ id: string }>('patch', '/roles/:id', ['update', 'Role'], async ({ tenant, params, request }) => {
    const role = findRole(tenant, params.id);
    if (!role) return errors(404, 'Record not found');
    const input = (await jsonBody<{ role?: RoleBody }>(request)).role ?? {};
    const body: RoleBody = { name: input.name === undefined ? role.name : input.name, role_actions_attributes: input.role_actions_attributes ?? [] };
    const problems = await roleErrors(tenant, body, role.id);
    const renamed = typeof body.name === 'string' && body.name.trim() !== role.name;
    if (renamed && isSystemRole(role.name)) problems.push(ROLE_SERVER_ONLY_MESSAGES['validation.systemRename']);
    if (problems.length) return errors(422, ...problems);
    const next: DemoRole = {
      ...role,
      name: String(body.name).trim(),
      role_actions_attributes: mergeActions(role.role_actions_attributes, body.role_actions_attributes as Partial<RoleAction>[]),
    };
    db.commit(tenant, 'roles', 'update', next);
    // the holders' role_name follows a rename (the user rows are broadcast, so their pages see it)
    if (renamed) for (const u of holdersOf(tenant, role.id)) db.commit(tenant, 'users', 'update', { ...u, role_name: next.name });
    return HttpResponse.json(serializeRole(tenant, next));
  }),
  /** refused for a system role, and while users hold the role (with their number) */
  secured<{ id: string }>('delete', '/roles/:id', ['delete', 'Role'], ({ tenant, params }) => {
    const role = findRole(tenant, params.id);
    if (!role) return errors(404, 'Record not found');
    if (isSystemRole(role.name)) return errors(422, ROLE_SERVER_ONLY_MESSAGES['validation.systemDelete']);
    const held = holdersOf(tenant, role.id).length;
    if (held > 0) return errors(422, inUseMessage(held));
    db.commit(tenant, 'roles', 'remove', role);
    return HttpResponse.json({ success: true });
  }),
];
