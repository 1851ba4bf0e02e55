import { PUBLIC, type RouteDef } from '@/lib/routing/route-def';

/**
 * This module's page that the public shell serves too (src/app/public: prerendered, no store, no react-router):
 * apart from routes.ts so that the shell does not carry the module's other routes and their lazy screens (issue 30).
 */
export const shellRoutes: RouteDef[] = [{ path: 'incident', access: PUBLIC, layout: 'bare', titleKey: 'reportIncident', screen: () => import('./routes/public-incident-page') }];
