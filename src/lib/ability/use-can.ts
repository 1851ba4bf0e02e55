import { ability, type AppAbility } from './ability';
import { useAbilityVersion } from './use-ability';

type CanArgs = Parameters<AppAbility['can']>;

/** `ability.can(action, subject)` that re-renders the caller when the rules change (sign-in, RulesChannel). */
export function useCan(action: CanArgs[0], subject: CanArgs[1]): boolean {
  useAbilityVersion();
  return ability.can(action, subject);
}

/** The same for several checks at once: `const [canAdd, canEdit] = useCanAll([['create', 'Observation'], ['update', 'Observation']])`. */
export function useCanAll(checks: readonly (readonly [CanArgs[0], CanArgs[1]])[]): boolean[] {
  useAbilityVersion();
  return checks.map(([action, subject]) => ability.can(action, subject));
}

/**
 * A `can(action, subject)` for components that check several things, some of them conditionally (hooks cannot
 * be called conditionally); the caller re-renders when the rules change.
 */
export function useAbility(): (action: CanArgs[0], subject: CanArgs[1]) => boolean {
  useAbilityVersion();
  return (action, subject) => ability.can(action, subject);
}
