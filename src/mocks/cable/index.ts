import { HttpResponse } from 'msw';
import { db } from '../db/db';
import { errors, secured } from '../http';
import type { Organization } from '@/lib/session/types';
import { notificationHandlers } from './notifications';
import { cableHandler, startCableServer } from './server';

startCableServer();

/**
 * The realtime part of the demo backend: the /cable WebSocket, notifications, and the master
 * super admin's organisation update / removal (SPEC §7 "PATCH and DELETE /organizations/{id}"),
 * whose broadcast forces the organisation's users out (SPEC §4). A role update (handlers/roles) is
 * broadcast to its holders' permissions live (RulesChannel, server.ts).
 */
export const cableHandlers = [
  cableHandler,
  ...notificationHandlers,
  // PATCH /roles/:id (role permissions): handlers/roles, with the other role endpoints
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
