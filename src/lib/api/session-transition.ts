/**
 * An error the UI should not report: the page is reloading or the session is ending (the interceptors throw it). Its
 * own module, so that reading an error (notify-error.ts: the public forms' messages) does not load the interceptors
 * and the store's session slice with them (Redux Toolkit and immer, ≈ 12 KB gzip; issue 30).
 */
export class SessionTransitionError extends Error {
  constructor(public readonly reason: 'refreshing' | 'ended') {
    super(`Session ${reason}`);
  }
}

export function isSessionTransition(error: unknown): boolean {
  return error instanceof SessionTransitionError;
}
