import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore } from '@/lib/store/store';
import { Providers } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { installApi, type InstalledApi } from '@/lib/api/interceptors';
import { ability, updateAbility } from '@/lib/ability/ability';
import { authorize, startSession } from '@/features/auth/public';
import { encodeCredentials } from '@/features/auth/api/sign-in';
import type { AuthorizeResponse } from '@/lib/session/types';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { Toasts } from '@/components/feedback/toasts';

export interface RenderAppOptions {
  /** sign in as this demo account first (password Demo@12345) */
  as?: string;
}

let installed: InstalledApi | null = null;
/** the app rendered last: one app at a time, since they share the ability and the API clients */
let mounted: { unmount(): void } | null = null;

/**
 * Unmounts the app rendered last and takes its interceptors off the API clients (setup.ts, after each test): left
 * installed, a request still in flight when its test ended would end "its" session in the next test (a 401 without a
 * refresh token → a hard navigation to /login, which jsdom cannot make).
 */
export function forgetApp(): void {
  mounted?.unmount();
  mounted = null;
  installed?.eject();
  installed = null;
}

/**
 * A fresh store whose axios clients (and interceptors) serve it; signed in as `as` when given. The app rendered
 * before is unmounted first: still mounted, it would re-render (outside act) when the new sign-in changes the one
 * ability, and its guards could navigate it.
 */
export async function freshStore(as?: string): Promise<{ store: AppStore; api: InstalledApi }> {
  forgetApp();
  const store = makeStore();
  installed = installApi(store);
  updateAbility([]);
  if (as) startSession(store.dispatch, await authorize(as, DEMO_PASSWORD));
  return { store, api: installed };
}

/** Renders the real app (real store, real route table, the demo backend over msw) at `path`. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const { store, api } = await freshStore(options.as);
  const router = createTestRouter([path]);
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  mounted = view;
  return { ...view, store, router, api, ability };
}

/** Renders some screens of a module (with the toasts) in a memory router, with the real store, API and demo backend. */
export async function renderRoutes(routes: RouteObject[], path: string, options: RenderAppOptions = {}) {
  const { store } = await freshStore(options.as);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <Suspense fallback={<p>loading</p>}>
        <Toasts />
        <RouterProvider router={router} />
      </Suspense>
    </Providers>,
  );
  mounted = view;
  return { ...view, store, router };
}

/**
 * The app as the master super admin sees it on the platform host (no sub-domain, API key 'public'): jsdom stays on
 * acme.localhost, so the sign-in is made with the platform's key; once signed in, the platform user's requests carry
 * 'public' by themselves. `email`: another platform user (the internal platform account, SPEC §2, §6).
 */
export async function renderAsMaster(path: string, email = 'master@platform.test') {
  const { store } = await freshStore();
  const res = await fetch('http://localhost:5173/api/v1/authorize', {
    headers: { 'api-key': 'public', 'X-Credentials': encodeCredentials({ email, password: DEMO_PASSWORD }) },
  });
  startSession(store.dispatch, { ...((await res.json()) as AuthorizeResponse), domain: null });
  const router = createTestRouter([path]);
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store };
}
