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
const modulesOf = (state: WithSession) => state.session.user?.organization?.modules ?? null;

let owner: SessionStore | null = null;

/** a profile refresh brings a new array with the same modules: no new ability for that */
const sameModules = (a: readonly string[] | null, b: readonly string[] | null) => a === b || (!!a && !!b && a.length === b.length && a.every((m, i) => m === b[i]));

/**
 * The one place that keeps the CASL ability in step with `session.rules` and the organisation's chosen modules
 * (sign-in, profile load, RulesChannel and OrganizationChannel pushes, sign-out all go through the session slice): binds the ability to this store
 * (the app's one store), applies the rules it starts with and follows every change of the rules or
 * the user. A plain subscription rather than RTK's listener middleware, which would add ≈ 2 KB to
 * every first paint. The ability follows the store bound last: tests create several stores, and a
 * stale one finishing its async work must not change the rules of the current one.
 */
export function bindAbility(store: SessionStore): void {
  owner = store;
  let rules = store.getState().session.rules;
  let userId = userIdOf(store.getState());
  let modules = modulesOf(store.getState());
  updateAbility(rules, userId, modules);
  store.subscribe(() => {
    const state = store.getState();
    if (owner !== store || (state.session.rules === rules && userIdOf(state) === userId && sameModules(modulesOf(state), modules))) return;
    rules = state.session.rules;
    userId = userIdOf(state);
    modules = modulesOf(state);
    updateAbility(rules, userId, modules);
  });
}
