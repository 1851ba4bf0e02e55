import { isAxiosError } from 'axios';
import { freshStore } from './render-app';

/** Tests against the demo backend (MSW node server): real store, real axios clients and interceptors. */

/** A fresh store signed in as `email` (demo password); the clients' interceptors now serve it. */
export async function signIn(email: string) {
  return (await freshStore(email)).store;
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
export async function signedOut() {
  return (await freshStore()).store;
}
