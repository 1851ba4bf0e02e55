import { isAxiosError } from 'axios';
import { makeStore } from '@/lib/store/store';
import { installApi, type InstalledApi } from '@/lib/api/interceptors';
import { authorize, startSession } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

/** Tests against the demo backend (MSW node server): real store, real axios clients and interceptors. */
let installed: InstalledApi | null = null;

/** A fresh store signed in as `email` (demo password); the clients' interceptors now serve it. */
export async function signIn(email: string) {
  installed?.eject();
  const store = makeStore();
  installed = installApi(store);
  startSession(store.dispatch, await authorize(email, DEMO_PASSWORD));
  return store;
}

/** The status and body of a request that must fail (throws when it succeeds). */
export async function failure(p: Promise<unknown>): Promise<{ status?: number; data: unknown }> {
  try {
    await p;
  } catch (e) {
    if (isAxiosError(e)) return { status: e.response?.status, data: e.response?.data };
    throw e;
  }
  throw new Error('expected the request to fail');
}

/** A fresh store with nobody signed in (public endpoints). */
export function signedOut() {
  installed?.eject();
  const store = makeStore();
  installed = installApi(store);
  return store;
}
