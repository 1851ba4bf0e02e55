import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { makeStore, type AppStore } from '@/lib/store/store';
import { Providers } from '@/app/providers';
import { createTestRouter } from '@/app/router';
import { installApi, type InstalledApi } from '@/lib/api/interceptors';
import { ability, updateAbility } from '@/lib/ability/ability';
import { authorize, startSession } from '@/features/auth/public';
import { DEMO_PASSWORD } from '@/mocks/db/seed';

export interface RenderAppOptions {
  /** sign in as this demo account first (password Demo@12345) */
  as?: string;
}

let installed: InstalledApi | null = null;

/** Renders the real app (real store, real route table, the demo backend over msw) at `path`. */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  installed?.eject();
  const store: AppStore = makeStore();
  installed = installApi(store);
  updateAbility([]);
  if (options.as) startSession(store.dispatch, await authorize(options.as, DEMO_PASSWORD));
  const router = createTestRouter([path]);
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router, api: installed, ability };
}
