import { SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';
import { externalRedirectRoutes } from './external-routes';

const page = {
  noPermissions: () => import('./routes/no-permissions-page'),
  roadblock: () => import('./routes/roadblock-page'),
};

/** Where the organisation's state or the user's permissions send a user (SPEC §2 "Route guard behaviour"). */
export const routes: RouteDef[] = [
  // /pricing, /get-started (external-routes.ts: the public shell carries them too, issue 30)
  ...externalRedirectRoutes,
  { path: 'roadblock', access: { kind: 'locked' }, layout: 'bare', titleKey: 'roadblock', screen: page.roadblock },
  // /onboarding (the onboarding view of the signed-in root shell, SPEC §2) is the wizard of features/onboarding.
  { path: 'no_permissions', access: SIGNED_IN, titleKey: 'noPermissions', screen: page.noPermissions },
];
