import type { ServerRule } from '@/lib/session/types';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import { PERMIT_RULE_SUBJECTS, ROLE_MODULES } from '@/lib/modules/registry';
import type { TenantData } from './db/db';
import { rulesFromRoleActions } from '@/features/roles/model';
import type { DemoRole, DemoUser, RoleAction } from './db/types';

const ALL_ACTIONS: AppAction[] = ['read', 'create', 'update', 'delete'];
const PERMIT_EXTRA: [keyof RoleAction, AppAction][] = [
  ['is_revoke', 'revoke'],
  ['is_extend', 'extend'],
  ['is_close', 'close'],
  ['is_reject', 'reject'],
  ['is_approve', 'approve'],
];

/** Role actions → the server's permission rules: the roles feature's one mapping (its matrix preview uses it too). */
export { rulesFromRoleActions };

/** The rules the demo server sends for a user; handlers check the very same rules (403). */
export function rulesForUser(tenant: TenantData, user: DemoUser): ServerRule[] {
  if (user.role_name === 'MasterSuperAdmin') return [{ subject: 'Organization', actions: [...ALL_ACTIONS, 'manage'] }];
  if (user.is_admin) {
    return ROLE_MODULES.map((subject) => ({
      subject,
      actions: PERMIT_RULE_SUBJECTS.has(subject) ? [...ALL_ACTIONS, ...PERMIT_EXTRA.map(([, a]) => a)] : [...ALL_ACTIONS],
    }));
  }
  const role = (tenant.collections.roles as DemoRole[] | undefined)?.find((r) => r.id === user.role_id);
  return role ? rulesFromRoleActions(role.role_actions_attributes) : [];
}

export function can(rules: ServerRule[], action: AppAction, subject: AppSubject): boolean {
  return rules.some((r) => r.subject === subject && (r.actions.includes(action) || r.actions.includes('manage')));
}
