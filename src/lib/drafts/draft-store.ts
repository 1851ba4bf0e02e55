import { STORAGE_KEYS } from '@/config/constants';
import { currentTenant } from '@/config/tenant';
import { DAY_MS } from '@/lib/dates';

/**
 * Local drafts of forms in progress, so nothing typed is lost when the page reloads (token refresh,
 * crash, closed tab). Kept in localStorage under `ehs-draft:<tenant>:<user>:<form>`; the session
 * clean-up keeps them (see clearSessionStorage). Files cannot be stored and are dropped.
 */
export interface Draft<V> {
  values: V;
  savedAt: number;
  path: string;
  /** written just before the reload that follows a token refresh: the form restores it by itself */
  renewed?: boolean;
  /** the reload came while the form was being submitted: the request did not go through (issue 26) */
  unsent?: boolean;
}

const MAX_AGE_MS = 30 * DAY_MS;

export function draftKey(form: string, userId: number | string | null | undefined): string {
  return `${STORAGE_KEYS.drafts}${currentTenant() ?? 'public'}:${userId ?? 'anonymous'}:${form}`;
}

/** JSON-safe copy: Files/Blobs and functions are dropped, dates become ISO strings. */
export function serialisable<V>(values: V): V {
  return JSON.parse(
    JSON.stringify(values, (_key, value: unknown) => {
      if (typeof Blob !== 'undefined' && value instanceof Blob) return undefined;
      if (typeof value === 'function') return undefined;
      return value;
    }),
  ) as V;
}

export function saveDraft<V>(key: string, values: V, path = globalThis.location?.pathname ?? '', renewed = false, unsent = false): void {
  try {
    const draft: Draft<V> = { values: serialisable(values), savedAt: Date.now(), path, ...(renewed ? { renewed } : {}), ...(renewed && unsent ? { unsent } : {}) };
    globalThis.localStorage?.setItem(key, JSON.stringify(draft));
  } catch {
    /* storage full: keep working, the form still holds the values */
  }
}

export function readDraft<V>(key: string, now = Date.now()): Draft<V> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft<V>;
    if (!draft || typeof draft.savedAt !== 'number' || now - draft.savedAt > MAX_AGE_MS) {
      globalThis.localStorage?.removeItem(key);
      return null;
    }
    return draft;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}

/** Removes every draft of a user in this tenant (an explicit sign-out: nothing typed stays on a shared device). */
export function clearUserDrafts(userId: number | string): void {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return;
    const prefix = draftKey('', userId);
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    /* nothing to clear */
  }
}
