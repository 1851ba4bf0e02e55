import type { Organization } from '@/lib/session/types';
import { db, type TenantData } from './db';
import { SEED_ROLES } from './seed/roles';
import type { DemoRole, DemoUser } from './types';

/** the id of a new organisation: above every organisation's (from 1001) */
export const newOrganizationId = () => Math.max(1000, ...db.allTenants().map((t) => t.organization?.id ?? 0)) + 1;

/**
 * A new organisation's tenant (sign-up, the platform console): the seeded roles and its first user, the organisation's
 * super admin, stored under `key` (its sub-domain).
 */
export function addOrganizationTenant(key: string, organization: Organization, admin: Pick<DemoUser, 'full_name' | 'email' | 'password_hash' | 'verified'>): TenantData {
  let nextId = 1000;
  const roles: DemoRole[] = SEED_ROLES.map((r) => ({ id: nextId++, name: r.name, organization_id: organization.id, role_actions_attributes: r.actions }));
  const user: DemoUser = {
    id: nextId++,
    ...admin,
    role_id: roles.find((r) => r.name === 'Organisation Super Admin')?.id ?? null,
    role_name: 'Organisation Super Admin',
    is_admin: true,
    is_contractor: false,
    status: 'Active',
    organization_id: organization.id,
    site_ids: [],
  };
  const tenant: TenantData = { key, organization, collections: { roles, users: [user], sites: [] }, nextId };
  db.addTenant(tenant);
  return tenant;
}
