import { clearSessionStorage, loadPersistedSession } from './persist';

/**
 * The public shell's end of a session (`SessionEnderContext`, session-starter.ts; issue 30): a reset of the stored
 * session as the store's does it (SPEC §4, §8): the device forgets it at once (language, demo settings and drafts
 * survive), then POST /v1/reset_current_session revokes its tokens; a revocation that does not get through is
 * queued and retried (lib/api/revocation.ts). Loaded on demand: the revocation carries the API client.
 */
export async function endStoredSession(): Promise<void> {
  const refreshToken = loadPersistedSession()?.refreshToken ?? null;
  clearSessionStorage();
  const { revokeSession } = await import('../api/revocation');
  await revokeSession(refreshToken);
}
