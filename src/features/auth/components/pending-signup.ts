import type { PendingSignup } from '../api/account';

/** The pending sign-up survives a reload of the code screen (this tab only). */
const KEY = 'ehs-pending-signup';

export function rememberSignup(pending: PendingSignup): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    /* private mode: the URL still carries the sign-up token */
  }
}

export function recalledSignup(token: string): PendingSignup | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignup | null;
    return value && value.signup_token === token ? value : null;
  } catch {
    return null;
  }
}

export function forgetSignup(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing to forget */
  }
}
