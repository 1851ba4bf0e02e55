import { createBrowserRouter, createMemoryRouter } from 'react-router-dom';
import { buildRoutes } from './routes/build-routes';
import { routeTable } from './routes/route-table';

export function createAppRouter() {
  return createBrowserRouter(buildRoutes(routeTable));
}

export function createTestRouter(initialEntries: string[]) {
  return createMemoryRouter(buildRoutes(routeTable), { initialEntries });
}

export type AppRouter = ReturnType<typeof createAppRouter>;
