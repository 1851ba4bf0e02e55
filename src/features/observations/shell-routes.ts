import { PUBLIC, type RouteDef } from '@/lib/routing/route-def';

/**
 * This module's pages that the public shell serves too (src/app/public: prerendered, no store, no react-router):
 * apart from routes.ts so that the shell does not carry the module's other routes and their lazy screens (issue 30).
 */
export const shellRoutes: RouteDef[] = [
  { path: 'observation', access: PUBLIC, layout: 'bare', titleKey: 'reportObservation', screen: () => import('./routes/public-observation-page') },
  { path: 'thankyou', access: PUBLIC, layout: 'bare', titleKey: 'thankYou', screen: () => import('./routes/thank-you-page') },
];
