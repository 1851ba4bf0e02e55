import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { makeStore } from '@/lib/store/store';
import { Providers } from '@/app/providers';
import { installApi, type InstalledApi } from '@/lib/api/interceptors';
import { updateAbility } from '@/lib/ability/ability';
import { authorize, startSession } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';
import { Toasts } from '@/components/feedback/toasts';

let installed: InstalledApi | null = null;

/** Renders module screens in a memory router with the real store, API and demo backend (signed in as `as`). */
export async function renderScreens(routes: RouteObject[], path: string, as?: string) {
  installed?.eject();
  const store = makeStore();
  installed = installApi(store);
  updateAbility([]);
  if (as) startSession(store.dispatch, await authorize(as, DEMO_PASSWORD));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store}>
      <Suspense fallback={<p>loading</p>}>
        <Toasts />
        <RouterProvider router={router} />
      </Suspense>
    </Providers>,
  );
  return { ...view, store, router };
}

export const el = (e: ReactElement) => e;
