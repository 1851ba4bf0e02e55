import type { DemoRole, RoleAction } from '../types';
import type { SeedContext } from './index';
import { ROLE_MODULES, PERMIT_RULE_SUBJECTS } from '@/lib/modules/registry';
import type { RoleModule } from '@/features/roles/model';

export { ROLE_MODULES };


type Grant = Partial<Pick<RoleAction, 'r_view' | 'r_add' | 'r_edit' | 'r_destroy' | 'is_revoke' | 'is_extend' | 'is_close' | 'is_reject' | 'is_approve'>>;

const FULL: Grant = { r_view: true, r_add: true, r_edit: true, r_destroy: true };
const RW: Grant = { r_view: true, r_add: true, r_edit: true };
const PERMIT_ALL: Grant = { is_revoke: true, is_extend: true, is_close: true, is_reject: true, is_approve: true };

export function roleAction(name: string, grant: Grant = {}): RoleAction {
  return {
    name,
    key: name.toLowerCase().replace(/\s+/g, '_'),
    status: Object.values(grant).some(Boolean),
    r_view: false,
    r_add: false,
    r_edit: false,
    r_destroy: false,
    ...(PERMIT_RULE_SUBJECTS.has(name as RoleModule) ? { is_revoke: false, is_extend: false, is_close: false, is_reject: false, is_approve: false } : {}),
    ...grant,
  };
}

export function roleOf(grants: Partial<Record<RoleModule, Grant>>): RoleAction[] {
  return ROLE_MODULES.map((m) => roleAction(m, grants[m]));
}

const everything = (g: Grant) => Object.fromEntries(ROLE_MODULES.map((m) => [m, PERMIT_RULE_SUBJECTS.has(m) ? { ...g, ...PERMIT_ALL } : g]));

export const SEED_ROLES: { name: string; actions: RoleAction[] }[] = [
  { name: 'Organisation Super Admin', actions: roleOf(everything(FULL)) },
  { name: 'HOD Safety Manager', actions: roleOf(everything(RW)) },
  {
    name: 'Supervisor',
    actions: roleOf({ Observation: RW, Incident: RW, Action: RW, Permit: { r_view: true } }),
  },
  { name: 'Permit Coordinator', actions: roleOf({ 'Permit Form Setting': { r_view: true } }) },
  { name: 'No Access', actions: roleOf({}) },
  { name: 'Contractor', actions: roleOf({ Permit: { r_view: true, r_add: true } }) },
  {
    name: 'Site Head',
    actions: roleOf({ Observation: RW, Incident: RW, Action: RW, Permit: { ...RW, is_approve: true, is_reject: true }, Audit: { r_view: true }, Site: { r_view: true } }),
  },
  { name: 'Auditor', actions: roleOf({ Audit: RW, 'Audit Template': { r_view: true }, Action: RW }) },
];

export function seedRoles({ tenant }: SeedContext): void {
  const roles = (tenant.collections.roles = [] as DemoRole[]);
  if (!tenant.organization) {
    roles.push({ id: tenant.nextId++, name: 'MasterSuperAdmin', organization_id: null, role_actions_attributes: [] });
    return;
  }
  for (const r of SEED_ROLES) {
    roles.push({ id: tenant.nextId++, name: r.name, organization_id: tenant.organization.id, role_actions_attributes: r.actions });
  }
}
