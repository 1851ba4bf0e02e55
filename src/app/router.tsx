import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { buildRoutes } from './routes/build-routes';
import { routeTable } from './routes/route-table';

/** `routes`: given when a prerendered page hydrates (its lazy screen resolved first, src/app/prerender/hydrate.ts) */
export function createAppRouter(routes: RouteObject[] = buildRoutes(routeTable)) {
  return createBrowserRouter(routes);
}

export function createTestRouter(initialEntries: string[]) {
  return createMemoryRouter(buildRoutes(routeTable), { initialEntries });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
