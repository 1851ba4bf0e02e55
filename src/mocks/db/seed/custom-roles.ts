import type { DemoRole } from '../types';
import type { SeedContext } from './index';
import { roleOf } from './roles';

/**
 * Two custom roles per organisation (features/roles), seeded after every other seeder so no earlier id or random draw
 * moves. Nobody holds them: they can be edited, assigned and deleted in the demo.
 */
export const CUSTOM_ROLES = [
  { name: 'Safety Observer', actions: roleOf({ Observation: { r_view: true, r_add: true }, Action: { r_view: true } }) },
  {
    name: 'Environment Officer',
    actions: roleOf({ Observation: { r_view: true, r_add: true, r_edit: true }, Action: { r_view: true, r_add: true, r_edit: true }, Category: { r_view: true }, Library: { r_view: true } }),
  },
];

export function seedCustomRoles({ tenant }: SeedContext): void {
  if (!tenant.organization) return;
  const roles = tenant.collections.roles as DemoRole[];
  for (const r of CUSTOM_ROLES) roles.push({ id: tenant.nextId++, name: r.name, organization_id: tenant.organization.id, role_actions_attributes: r.actions });
}
