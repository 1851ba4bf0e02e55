import { useSyncExternalStore } from 'react';
import { ability } from './ability';

/**
 * A version number that changes on every in-place update of the one ability.
 *
 * CASL calls its 'updated' listeners newest first, so a counter kept by a listener registered at
 * module load would move only AFTER React's subscribers had compared snapshots (and seen no change).
 * Each subscriber therefore bumps the shared version itself before notifying React: the first one
 * to run per update moves it, the rest see the same update and leave it.
 */
let version = 0;
let seenRules: unknown = ability.rules;

function currentVersion(): number {
  if (ability.rules !== seenRules) {
    seenRules = ability.rules;
    version += 1;
  }
  return version;
}

function subscribe(notify: () => void): () => void {
  return ability.on('updated', () => {
    currentVersion();
    notify();
  });
}

/** Re-renders the caller whenever the one ability is updated in place. */
export function useAbilityVersion(): number {
  return useSyncExternalStore(subscribe, currentVersion, currentVersion);
}
