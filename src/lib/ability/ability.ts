import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AppAction, AppSubject } from './subjects';
import type { ServerRule } from '@/lib/session/types';
import { moduleRestrictions } from './modules';

/** A shared permit draft: only its sender or recipient gets draft access (SPEC §6). */
export interface PermitDraftShare {
  kind: 'PermitDraft';
  shared_by: number;
  shared_to: number;
}

export type AppAbility = MongoAbility<[AppAction | 'access', AppSubject | 'PermitDraft' | PermitDraftShare | 'all']>;

/** The ability's rules: the server's, the permit-draft rules of the user, and the organisation's closed modules. */
export function rulesFromServer(rules: ServerRule[], userId?: number | null, modules?: readonly string[] | null): RawRuleOf<AppAbility>[] {
  const out: RawRuleOf<AppAbility>[] = rules.map((r) => ({
    subject: r.subject as AppSubject,
    action: r.actions as AppAction[],
  }));
  if (userId != null) {
    out.push({ action: 'access', subject: 'PermitDraft', conditions: { shared_by: userId } });
    out.push({ action: 'access', subject: 'PermitDraft', conditions: { shared_to: userId } });
  }
  // inverted rules last: in CASL a later rule wins
  out.push(...moduleRestrictions(modules));
  return out;
}

/**
 * The one ability of the app. It is updated in place when rules arrive (profile, sign-in,
 * RulesChannel) so every consumer re-renders without being handed a new object.
 */
export const ability: AppAbility = createMongoAbility<AppAbility>([], {
  detectSubjectType: (object) => (typeof object === 'object' && object && 'kind' in object ? object.kind : (object as never)),
});

export function updateAbility(rules: ServerRule[], userId?: number | null, modules?: readonly string[] | null): void {
  ability.update(rulesFromServer(rules, userId, modules));
}

/**
 * SPEC §6: only the sender or the recipient of a shared permit draft gets draft-related access.
 * The permit module asks this before showing or acting on a draft.
 */
export function canAccessPermitDraft(draft: { shared_by: number; shared_to: number }, on: AppAbility = ability): boolean {
  return on.can('access', { kind: 'PermitDraft', shared_by: draft.shared_by, shared_to: draft.shared_to });
}
