import { PUBLIC, SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

const page = {
  noPermissions: () => import('./routes/no-permissions-page'),
  roadblock: () => import('./routes/roadblock-page'),
  pricing: () => import('./routes/pricing-redirect-page'),
  getStarted: () => import('./routes/get-started-redirect-page'),
};

/** Where the organisation's state or the user's permissions send a user (SPEC §2 "Route guard behaviour"). */
export const routes: RouteDef[] = [
  { path: 'pricing', access: PUBLIC, layout: 'bare', titleKey: 'pricing', screen: page.pricing },
  { path: 'get-started', access: PUBLIC, layout: 'bare', titleKey: 'getStarted', screen: page.getStarted },
  { path: 'roadblock', access: { kind: 'locked' }, layout: 'bare', titleKey: 'roadblock', screen: page.roadblock },
  // /onboarding (the onboarding view of the signed-in root shell, SPEC §2) is the wizard of features/onboarding.
  { path: 'no_permissions', access: SIGNED_IN, titleKey: 'noPermissions', screen: page.noPermissions },
];
