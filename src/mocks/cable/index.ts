import { HttpResponse } from 'msw';
import { db } from '../db/db';
import { errors, secured } from '../http';
import type { Organization } from '@/lib/session/types';
import { notificationHandlers } from './notifications';
import { cableHandler, startCableServer } from './server';

startCableServer();

/**
 * The realtime part of the demo backend: the /cable WebSocket, notifications, and the master
 * super admin's organisation removal (SPEC §7 "DELETE /organizations/{id}"; the update is features/platform/demo),
 * whose broadcast forces the organisation's users out (SPEC §4). A role update (handlers/roles) is
 * broadcast to its holders' permissions live (RulesChannel, server.ts).
 */
export const cableHandlers = [
  cableHandler,
  ...notificationHandlers,
  // PATCH /roles/:id (role permissions): handlers/roles, with the other role endpoints
  // PATCH /organizations/:id (the console's edit, lock, deactivate): features/platform/demo, through db.updateOrganization
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
