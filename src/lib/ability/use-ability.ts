import { useSyncExternalStore } from 'react';
import { ability } from './ability';

let version = 0;
ability.on('updated', () => {
  version += 1;
});

/** Re-renders the caller whenever the one ability is updated in place. */
export function useAbilityVersion(): number {
  return useSyncExternalStore(
    (notify) => ability.on('updated', notify),
    () => version,
    () => version,
  );
}
