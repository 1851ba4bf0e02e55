import { HttpResponse } from 'msw';
import { db } from '../db/db';
import { errors, secured } from '../http';
import type { Organization } from '@/lib/session/types';
import type { DemoRole, RoleAction } from '../db/types';
import { notificationHandlers } from './notifications';
import { cableHandler, startCableServer } from './server';

startCableServer();

/**
 * The realtime part of the demo backend: the /cable WebSocket, notifications, and the master
 * super admin's organisation update / removal (SPEC §7 "PATCH and DELETE /organizations/{id}"),
 * whose broadcast forces the organisation's users out (SPEC §4), and the role update whose
 * broadcast changes the holders' permissions live (RulesChannel).
 */
export const cableHandlers = [
  cableHandler,
  ...notificationHandlers,
  /** Role permissions (SPEC §3 "Role": role_actions_attributes r_view/r_add/r_edit/r_destroy + permit rules). */
  secured<{ id: string }>('patch', '/roles/:id', ['update', 'Role'], async ({ tenant, params, request }) => {
    const role = db.find<DemoRole>(tenant, 'roles', Number(params.id));
    if (!role) return errors(404, 'Record not found');
    const body = (await request.json().catch(() => ({}))) as { role?: { name?: unknown; role_actions_attributes?: unknown } };
    const input = body.role ?? {};
    const problems: string[] = [];
    const next: DemoRole = { ...role, role_actions_attributes: role.role_actions_attributes.map((a) => ({ ...a })) };
    if (input.name !== undefined) {
      if (typeof input.name !== 'string' || !input.name.trim()) problems.push("Name can't be blank");
      else next.name = input.name.trim();
    }
    if (input.role_actions_attributes !== undefined) {
      if (!Array.isArray(input.role_actions_attributes)) problems.push('Role actions are invalid');
      else {
        const flags: (keyof RoleAction)[] = ['r_view', 'r_add', 'r_edit', 'r_destroy', 'is_revoke', 'is_extend', 'is_close', 'is_reject', 'is_approve'];
        for (const change of input.role_actions_attributes as Record<string, unknown>[]) {
          const target = next.role_actions_attributes.find((a) => a.name === change?.name);
          if (!target) {
            problems.push(`Unknown module ${String(change?.name)}`);
            continue;
          }
          for (const flag of flags) {
            if (!(flag in change)) continue;
            if (typeof change[flag] !== 'boolean') problems.push(`${target.name} ${flag} must be true or false`);
            else (target as unknown as Record<string, unknown>)[flag] = change[flag];
          }
          target.status = flags.some((f) => target[f] === true);
        }
      }
    }
    if (problems.length) return errors(422, ...problems);
    db.commit(tenant, 'roles', 'update', next);
    return HttpResponse.json({ role: next });
  }),
  secured<{ id: string }>('patch', '/organizations/:id', ['manage', 'Organization'], async ({ params, request }) => {
    const tenant = db.tenantByOrgId(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    const body = (await request.json().catch(() => ({}))) as { organization?: Partial<Organization> };
    const patch = body.organization ?? {};
    const allowed: (keyof Organization)[] = ['name', 'organization_status', 'subscription_type', 'plan', 'modules', 'is_onboarding', 'is_locked'];
    const next = { ...tenant.organization };
    for (const key of allowed) if (key in patch) (next as Record<string, unknown>)[key] = patch[key];
    if (typeof next.name !== 'string' || !next.name.trim()) return errors(422, 'Name is required');
    if (!['Active', 'Inactive'].includes(next.organization_status)) return errors(422, 'Organization status is invalid');
    db.updateOrganization(tenant, next);
    return HttpResponse.json({ organization: next });
  }),
  secured<{ id: string }>('delete', '/organizations/:id', ['manage', 'Organization'], ({ params }) => {
    const tenant = db.tenantByOrgId(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    // soft removal: the organisation is inactive (its users cannot work any more) and every open page is told
    const removed: Organization = { ...tenant.organization, organization_status: 'Inactive' };
    tenant.organization = removed;
    db.touch(tenant);
    db.emit({ tenant: tenant.key, collection: 'organization', verb: 'remove', row: removed as unknown as { id: number } });
    return HttpResponse.json({ success: true });
  }),
];
