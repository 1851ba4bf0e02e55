import type { SessionState } from '@/lib/session/types';
import { updateAbility } from './ability';

interface WithSession {
  session: SessionState;
}

interface SessionStore {
  getState(): WithSession;
  subscribe(listener: () => void): () => void;
}

const userIdOf = (state: WithSession) => state.session.user?.id ?? null;

let owner: SessionStore | null = null;

/**
 * The one place that keeps the CASL ability in step with `session.rules` (sign-in, profile load,
 * RulesChannel push, sign-out all go through the session slice): binds the ability to this store
 * (the app's one store), applies the rules it starts with and follows every change of the rules or
 * the user. A plain subscription rather than RTK's listener middleware, which would add ≈ 2 KB to
 * every first paint. The ability follows the store bound last: tests create several stores, and a
 * stale one finishing its async work must not change the rules of the current one.
 */
export function bindAbility(store: SessionStore): void {
  owner = store;
  let rules = store.getState().session.rules;
  let userId = userIdOf(store.getState());
  updateAbility(rules, userId);
  store.subscribe(() => {
    const state = store.getState();
    if (owner !== store || (state.session.rules === rules && userIdOf(state) === userId)) return;
    rules = state.session.rules;
    userId = userIdOf(state);
    updateAbility(rules, userId);
  });
}
