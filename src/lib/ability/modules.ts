import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from './ability';
import { MODULE_SUBJECTS } from '@/lib/modules/registry';

/**
 * A module the organisation has not chosen (`organization.modules`, chosen in onboarding) is closed to everyone in
 * it, admins included: its subjects (`MODULE_SUBJECTS`, from the features' manifests: `orgModule`) get an inverted
 * rule, so the menu, the guards, the landing page and every `useCan` follow from the one ability. Settings subjects
 * of all modules (users, sites, roles, workflows, categories, root causes) declare no organisation module and stay open.
 */
export { MODULE_SUBJECTS };

/** Inverted rules for the modules the organisation has not chosen; none when it has chosen none yet (older tenants). */
export function moduleRestrictions(modules: readonly string[] | null | undefined): RawRuleOf<AppAbility>[] {
  if (!modules || modules.length === 0) return [];
  return Object.entries(MODULE_SUBJECTS)
    .filter(([name]) => !modules.includes(name))
    .flatMap(([, subjects]) => subjects.map((subject) => ({ action: 'manage' as const, subject, inverted: true })));
}
