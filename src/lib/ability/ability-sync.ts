import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { SessionState } from '@/lib/session/types';
import { updateAbility } from './ability';

interface WithSession {
  session: SessionState;
}

const userIdOf = (state: WithSession) => state.session.user?.id ?? null;

/**
 * The one place that keeps the CASL ability in step with `session.rules` (sign-in, profile load,
 * RulesChannel push, sign-out all go through the session slice). Register `abilitySync.middleware`
 * with the store and call `syncAbilityNow` once for the state the store starts with.
 */
export const abilitySync = createListenerMiddleware();

abilitySync.startListening({
  predicate: (_action, current, previous) => {
    const cur = current as WithSession;
    const prev = previous as WithSession;
    return cur.session.rules !== prev.session.rules || userIdOf(cur) !== userIdOf(prev);
  },
  effect: (_action, api) => syncAbilityNow(api.getState() as WithSession),
});

export function syncAbilityNow(state: WithSession): void {
  updateAbility(state.session.rules, userIdOf(state));
}
