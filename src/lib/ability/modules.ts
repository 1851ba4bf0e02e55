import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from './ability';
import type { AppSubject } from './subjects';

/**
 * The permission subjects of each organisation module (`organization.modules`, chosen in onboarding). A module the
 * organisation has not chosen is closed to everyone in it, admins included: its subjects get an inverted rule, so the
 * menu, the guards, the landing page and every `useCan` follow from the one ability. Settings subjects of all modules
 * (users, sites, roles, workflows, categories, root causes) stay open.
 */
export const MODULE_SUBJECTS: Readonly<Record<string, readonly AppSubject[]>> = {
  Incident: ['Incident'],
  Observation: ['Observation'],
  Action: ['Action'],
  Permit: ['Permit', 'Permit Form Setting'],
  Audit: ['Audit', 'Audit Template'],
  HIRA: ['HIRA'],
  Library: ['Library'],
  Contractor: [],
};

/** Inverted rules for the modules the organisation has not chosen; none when it has chosen none yet (older tenants). */
export function moduleRestrictions(modules: readonly string[] | null | undefined): RawRuleOf<AppAbility>[] {
  if (!modules || modules.length === 0) return [];
  return Object.entries(MODULE_SUBJECTS)
    .filter(([name]) => !modules.includes(name))
    .flatMap(([, subjects]) => subjects.map((subject) => ({ action: 'manage' as const, subject, inverted: true })));
}
