import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { AppStore } from '@/lib/store/store';
import { Providers } from './providers';

/** The whole app: the same tree in the browser (main.tsx) and when a page is prerendered (prerender/entry-server.tsx). */
export function AppRoot({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}
