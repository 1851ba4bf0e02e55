/**
 * Roles (SPEC §3 "Role", §6): the role × module × action matrix and its mapping to `role_actions_attributes` and
 * to the permission rules the server sends. Pure: the demo backend imports it (one mapping for both sides).
 */
import type { ServerRule } from '@/lib/session/types';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import { PERMIT_RULE_SUBJECTS, ROLE_MODULES } from '@/lib/modules/registry';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/**
 * Every module a tenant role grants rights on, in the matrix's row order: the permission subjects the features'
 * manifests declare (`features/<m>/module.ts`, `matrixOrder`), working modules first, then the settings sections.
 */
export { ROLE_MODULES };
export type RoleModule = Exclude<AppSubject, 'Organization'>;

/** The matrix's columns: SPEC §6 add, edit, view (read), delete on every module… */
export const BASIC_RIGHTS = ['r_view', 'r_add', 'r_edit', 'r_destroy'] as const;
/** …and the permit rules revoke, extend, close, reject, approve on Permit only. */
export const PERMIT_RIGHTS = ['is_revoke', 'is_extend', 'is_close', 'is_reject', 'is_approve'] as const;
export const RIGHTS = [...BASIC_RIGHTS, ...PERMIT_RIGHTS] as const;
export type Right = (typeof RIGHTS)[number];

/** the CASL action each right grants */
export const RIGHT_ACTIONS: Record<Right, AppAction> = {
  r_view: 'read',
  r_add: 'create',
  r_edit: 'update',
  r_destroy: 'delete',
  is_revoke: 'revoke',
  is_extend: 'extend',
  is_close: 'close',
  is_reject: 'reject',
  is_approve: 'approve',
};

/** One module's rights as the API stores them (SPEC §3: name, key, status, r_add, r_edit, r_view, r_destroy [, permit rules]): `RoleAction` of api/openapi.yaml. */
export type RoleAction = Schemas['RoleAction'];

const hasPermitRules = (module: string) => PERMIT_RULE_SUBJECTS.has(module as AppSubject);

/** the rights a module has in the matrix (the permit rules only where the manifest says so: Permit) */
export const rightsOf = (module: string): readonly Right[] => (hasPermitRules(module) ? RIGHTS : BASIC_RIGHTS);

/** SPEC §5 "A role needs a name"; the length limits are ours (README): 2–50 characters. */
export const ROLE_LIMITS = { nameMin: 2, nameMax: 50 } as const;

/**
 * The roles every organisation starts with (the demo's seed and sign-up create them): they cannot be renamed or
 * deleted; their rights can be edited. Any other role is a custom role.
 */
export const SYSTEM_ROLE_NAMES = ['Organisation Super Admin', 'HOD Safety Manager', 'Supervisor', 'Permit Coordinator', 'No Access', 'Contractor', 'Site Head', 'Auditor'] as const;

export const isSystemRole = (name: string) => (SYSTEM_ROLE_NAMES as readonly string[]).includes(name);

/** What the form sends (POST /roles, PATCH /roles/{id}, body key `role`): `RoleInput`. */
export type RoleInput = Schemas['RoleInput'];

/** A role as the API answers it (`Role`), with the record's display label (the name) the record editor's titles use, set by the client. */
export type RoleRecord = Schemas['Role'] & { number: string };

export type RoleListResponse = { roles: RoleRecord[] };

/** A user as the members panel lists them (GET /roles/{id}/users). */
export type RoleMember = Schemas['RoleMember'];

/** `holders`: the users holding the role; `others`: the other active users (only for a caller who may update users, else empty) */
export type RoleMembersResponse = Schemas['RoleMembers'];

export const keyOf = (module: string) => module.toLowerCase().replace(/\s+/g, '_');

/** One module's row with no right at all. */
export function emptyAction(module: string): RoleAction {
  const base: RoleAction = { name: module, key: keyOf(module), status: false, r_view: false, r_add: false, r_edit: false, r_destroy: false };
  return hasPermitRules(module) ? { ...base, is_revoke: false, is_extend: false, is_close: false, is_reject: false, is_approve: false } : base;
}

const withStatus = (a: RoleAction): RoleAction => ({ ...a, status: rightsOf(a.name).some((r) => a[r] === true) });

/**
 * A role's stored actions → one row per module of ROLE_MODULES, in that order (modules the role never stored get
 * an empty row; unknown modules and rights that do not apply are dropped; `status` = any right granted).
 */
export function normalizeActions(actions: readonly Partial<RoleAction>[] | undefined): RoleAction[] {
  return ROLE_MODULES.map((module) => {
    const stored = actions?.find((a) => a.name === module);
    const row = emptyAction(module);
    for (const right of rightsOf(module)) row[right] = stored?.[right] === true;
    return withStatus(row);
  });
}

/**
 * No right without View (issue 26; SPEC §6 lists View first: the others act on records one can see): taking View
 * away takes the module's other rights with it, and granting another right grants View.
 */
function withRight(a: RoleAction, right: Right, on: boolean): RoleAction {
  if (right === 'r_view' && !on) return withStatus(Object.assign({ ...a }, ...rightsOf(a.name).map((r) => ({ [r]: false }))));
  return withStatus({ ...a, [right]: on, ...(on ? { r_view: true } : {}) });
}

/** Sets one right of one module. */
export function setRight(actions: readonly RoleAction[], module: string, right: Right, on: boolean): RoleAction[] {
  return actions.map((a) => (a.name === module && rightsOf(module).includes(right) ? withRight(a, right, on) : a));
}

/** Sets every right of a module (the row's "select all"). */
export function setModule(actions: readonly RoleAction[], module: string, on: boolean): RoleAction[] {
  return actions.map((a) => (a.name === module ? withStatus(Object.assign({ ...a }, ...rightsOf(module).map((r) => ({ [r]: on })))) : a));
}

/** Sets one right on every module that has it (the column's "select all"). */
export function setColumn(actions: readonly RoleAction[], right: Right, on: boolean): RoleAction[] {
  return actions.map((a) => (rightsOf(a.name).includes(right) ? withRight(a, right, on) : a));
}

/** Every right of every module (the "grant admin access" toggle). */
export const allRights = (): RoleAction[] => ROLE_MODULES.reduce<RoleAction[]>((acc, m) => setModule(acc, m, true), normalizeActions([]));

export const isFullAccess = (actions: readonly RoleAction[]) => normalizeActions(actions).every((a) => rightsOf(a.name).every((r) => a[r] === true));

export const moduleState = (a: RoleAction): 'all' | 'some' | 'none' => {
  const on = rightsOf(a.name).filter((r) => a[r] === true).length;
  return on === 0 ? 'none' : on === rightsOf(a.name).length ? 'all' : 'some';
};

export function columnState(actions: readonly RoleAction[], right: Right): 'all' | 'some' | 'none' {
  const rows = actions.filter((a) => rightsOf(a.name).includes(right));
  const on = rows.filter((a) => a[right] === true).length;
  return on === 0 ? 'none' : on === rows.length ? 'all' : 'some';
}

/** Role actions → the server's permission rules (`{ subject, actions }`), as sent on sign-in and RulesChannel. */
export function rulesFromRoleActions(actions: readonly RoleAction[]): ServerRule[] {
  const rules: ServerRule[] = [];
  for (const a of actions) {
    const granted = RIGHTS.filter((r) => (r in a ? a[r] === true : false)).map((r) => RIGHT_ACTIONS[r]);
    if (granted.length > 0) rules.push({ subject: a.name, actions: granted });
  }
  return rules;
}
