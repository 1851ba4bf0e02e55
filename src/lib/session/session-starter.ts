import { createContext, useContext } from 'react';
import type { AuthorizeResponse } from './types';

export type SignedInPayload = AuthorizeResponse & { domain: string | null };
/** starts the session of a successful sign-in; once it resolves, the session is stored (a reload keeps it) */
export type SessionStarter = (payload: SignedInPayload) => void | Promise<void>;

/**
 * How the sign-in page starts a session. The app provides the store's `signedIn` (app/providers.tsx; the store
 * persists it); the prerendered public shell (app/public, issue 18), which has no store, stores the same session
 * (`storeSignedIn`) for the app it hands over to.
 */
export const SessionStarterContext = createContext<SessionStarter | null>(null);

export function useSessionStarter(): SessionStarter {
  const start = useContext(SessionStarterContext);
  if (!start) throw new Error('useSessionStarter: no SessionStarterContext provider');
  return start;
}

/** The session `signedIn` makes, stored as the store would store it (the app starts with it). */
export async function storeSignedIn(payload: SignedInPayload): Promise<void> {
  const [{ sessionSlice, sessionActions, emptySession }, { persistSession }] = await Promise.all([import('./session-slice'), import('./persist')]);
  persistSession(sessionSlice.reducer(emptySession, sessionActions.signedIn(payload)));
}

/** ends the session of this device: storage cleared at once, then the server told (the refresh token revoked) */
export type SessionEnder = () => Promise<void>;

/**
 * How /sessionexpire ends a session in the public shell (app/public, issue 30), which has no store: it provides
 * session-ender.ts's `endStoredSession` (loaded on demand). The app provides none: its pages end the session through
 * the store (features/auth `useEndSession`), which also empties the store and closes the realtime channel.
 */
export const SessionEnderContext = createContext<SessionEnder | null>(null);

export const useShellSessionEnder = (): SessionEnder | null => useContext(SessionEnderContext);
