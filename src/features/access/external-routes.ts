import { PUBLIC, type RouteDef } from '@/lib/routing/route-def';

/**
 * SPEC §2 external redirects, public, bare layout: a module of their own (issue 30) so that the prerendered pages'
 * public shell (src/app/public) carries these two definitions and not the access feature's other screens.
 */
export const externalRedirectRoutes: RouteDef[] = [
  { path: 'pricing', access: PUBLIC, layout: 'bare', titleKey: 'pricing', screen: () => import('./routes/pricing-redirect-page') },
  { path: 'get-started', access: PUBLIC, layout: 'bare', titleKey: 'getStarted', screen: () => import('./routes/get-started-redirect-page') },
];
