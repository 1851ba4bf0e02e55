/**
 * The API layer (axios, interceptors) is loaded after the first paint; secured requests wait until
 * the session rules are installed, so none can slip through without refresh/failure handling.
 * A loader (instead of a promise) installs it on the first secured request: the prerendered signed-out and
 * public pages (issue 18) do not fetch it while they hydrate.
 */
let ready: Promise<unknown> = Promise.resolve();
let load: (() => Promise<unknown>) | null = null;

export function setApiReady(promise: Promise<unknown> | (() => Promise<unknown>)): void {
  if (typeof promise === 'function') {
    load = promise;
  } else {
    load = null;
    ready = promise;
  }
}

export function apiReady(): Promise<unknown> {
  if (load) {
    ready = load();
    load = null;
  }
  return ready;
}
