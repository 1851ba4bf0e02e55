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
  effect: (_action, api) => {
    const state = api.getState() as WithSession;
    // the one ability follows the store it was bound to last (tests create several stores; a stale
    // one finishing its async work must not change the rules of the current one)
    if (owner && owner() !== state) return;
    updateAbility(state.session.rules, userIdOf(state));
  },
});

let owner: (() => unknown) | null = null;

/** Binds the ability to this store (the app's one store) and applies the rules it starts with. */
export function bindAbility(store: { getState(): WithSession }): void {
  owner = () => store.getState();
  const state = store.getState();
  updateAbility(state.session.rules, userIdOf(state));
}
