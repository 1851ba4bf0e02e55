/**
 * The API layer (axios, interceptors) is loaded after the first paint; secured requests wait until
 * the session rules are installed, so none can slip through without refresh/failure handling.
 * (The prerendered pages' public shell, src/app/public, has no API layer: its pages use the plain client only.)
 */
let ready: Promise<unknown> = Promise.resolve();

export function setApiReady(promise: Promise<unknown>): void {
  ready = promise;
}

export function apiReady(): Promise<unknown> {
  return ready;
}

let held: Promise<unknown> = Promise.resolve();

/**
 * Every request, signed in or not, waits for `promise`: the demo build's in-page backend (msw), which starts while the
 * app loads and renders instead of before it (src/app/main.tsx); a request sent before it listens would reach the
 * static host. A backend that failed to start lets them go (they fail as without one).
 */
export function holdRequestsUntil(promise: Promise<unknown>): void {
  held = promise.catch(() => undefined);
}

export function requestsHeld(): Promise<unknown> {
  return held;
}
