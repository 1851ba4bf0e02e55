import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while the page is prerendered at build time and while React hydrates that HTML (src/app/prerender); true
 * right after, and from the first render of anything mounted later. What the browser alone knows (the clock, the
 * URL's query, the host, stored values) renders behind it, so the first client render is the prerendered one.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
