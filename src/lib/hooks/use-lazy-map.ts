import { useEffect, useRef, useState } from 'react';

/** jsdom (the integration tests) has no layout, so a map cannot size itself there: tests read the list beside it. */
export const MAP_SUPPORTED = typeof navigator !== 'undefined' && !/jsdom/i.test(navigator.userAgent);

/**
 * A map drawn by a lazily imported module (Leaflet and its CSS load with the first map shown, never with the route):
 * `load` resolves to the factory of a controller, called once with the container; the controller is resized with
 * its container and destroyed on unmount. `ready` turns true once it exists; `failed` when the module did not load.
 */
export function useLazyMap<C extends { resize(): void; destroy(): void }>(load: () => Promise<(container: HTMLDivElement) => C>) {
  const container = useRef<HTMLDivElement>(null);
  const controller = useRef<C | null>(null);
  const loader = useRef(load);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!MAP_SUPPORTED || !container.current) return;
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    loader
      .current()
      .then((create) => {
        if (cancelled || !container.current) return;
        controller.current = create(container.current);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => controller.current?.resize());
          observer.observe(container.current);
        }
        setReady(true);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      controller.current?.destroy();
      controller.current = null;
    };
  }, []);

  return { container, controller, ready, failed };
}
