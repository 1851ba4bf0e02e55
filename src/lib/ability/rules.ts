import type { AppAbility } from './ability';

/** Subjects the ability derives locally (not permission rules from the server). */
const DERIVED_SUBJECTS = new Set(['PermitDraft']);

/** SPEC §6: a user "without assigned permissions" has no action on any module. */
export function hasAnyPermission(ability: AppAbility): boolean {
  return ability.rules.some((rule) => {
    const subjects = Array.isArray(rule.subject) ? rule.subject : [rule.subject];
    const actions = Array.isArray(rule.action) ? rule.action : [rule.action];
    return !rule.inverted && actions.length > 0 && subjects.some((s) => typeof s === 'string' && !DERIVED_SUBJECTS.has(s));
  });
}
