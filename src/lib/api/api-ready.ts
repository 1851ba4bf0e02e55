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
