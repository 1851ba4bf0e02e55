import type { ServerRule } from '@/lib/session/types';
import { SUBJECTS, type AppAction, type AppSubject } from '@/lib/ability/subjects';
import type { TenantData } from './db/db';
import type { DemoRole, DemoUser, RoleAction } from './db/types';

const ALL_ACTIONS: AppAction[] = ['read', 'create', 'update', 'delete'];
const PERMIT_EXTRA: [keyof RoleAction, AppAction][] = [
  ['is_revoke', 'revoke'],
  ['is_extend', 'extend'],
  ['is_close', 'close'],
  ['is_reject', 'reject'],
  ['is_approve', 'approve'],
];

/** Role actions (r_view, r_add, r_edit, r_destroy, permit rules) → the server's permission rules. */
export function rulesFromRoleActions(roleActions: RoleAction[]): ServerRule[] {
  const rules: ServerRule[] = [];
  for (const ra of roleActions) {
    const actions: AppAction[] = [];
    if (ra.r_view) actions.push('read');
    if (ra.r_add) actions.push('create');
    if (ra.r_edit) actions.push('update');
    if (ra.r_destroy) actions.push('delete');
    for (const [flag, action] of PERMIT_EXTRA) if (ra[flag]) actions.push(action);
    if (actions.length > 0) rules.push({ subject: ra.name, actions });
  }
  return rules;
}

/** The rules the demo server sends for a user; handlers check the very same rules (403). */
export function rulesForUser(tenant: TenantData, user: DemoUser): ServerRule[] {
  if (user.role_name === 'MasterSuperAdmin') return [{ subject: 'Organization', actions: [...ALL_ACTIONS, 'manage'] }];
  if (user.is_admin) {
    return SUBJECTS.filter((s) => s !== 'Organization').map((subject) => ({
      subject,
      actions: subject === 'Permit' ? [...ALL_ACTIONS, ...PERMIT_EXTRA.map(([, a]) => a)] : [...ALL_ACTIONS],
    }));
  }
  const role = (tenant.collections.roles as DemoRole[] | undefined)?.find((r) => r.id === user.role_id);
  return role ? rulesFromRoleActions(role.role_actions_attributes) : [];
}

export function can(rules: ServerRule[], action: AppAction, subject: AppSubject): boolean {
  return rules.some((r) => r.subject === subject && (r.actions.includes(action) || r.actions.includes('manage')));
}
