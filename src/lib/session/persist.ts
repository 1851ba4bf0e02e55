import { STORAGE_KEYS } from '@/config/constants';
import type { SessionState } from './types';

/** The session survives reloads in localStorage (tokens, user, rules), like the original product. */
export function loadPersistedSession(): SessionState | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.session);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SessionState;
    return parsed && typeof parsed === 'object' && 'authenticated' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function persistSession(state: SessionState): void {
  try {
    if (state.authenticated) globalThis.localStorage?.setItem(STORAGE_KEYS.session, JSON.stringify(state));
    else globalThis.localStorage?.removeItem(STORAGE_KEYS.session);
  } catch {
    /* storage full or unavailable: the session lasts for this tab */
  }
}

/**
 * Clears local and session storage as SPEC §8 asks when a session ends, but keeps what is not
 * session data: unsent form drafts (no report is ever lost), the language and the demo settings.
 */
export function clearSessionStorage(): void {
  const keep: [string, string][] = [];
  try {
    const ls = globalThis.localStorage;
    if (ls) {
      for (let i = 0; i < ls.length; i++) {
        const key = ls.key(i);
        if (!key) continue;
        if (
          key.startsWith(STORAGE_KEYS.drafts) ||
          key === STORAGE_KEYS.language ||
          key === STORAGE_KEYS.demoSettings ||
          key === STORAGE_KEYS.pendingRevocations
        ) {
          keep.push([key, ls.getItem(key) ?? '']);
        }
      }
      ls.clear();
      for (const [k, v] of keep) ls.setItem(k, v);
    }
    globalThis.sessionStorage?.clear();
  } catch {
    /* nothing to clear */
  }
}
