import { PUBLIC, SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

const page = {
  noPermissions: () => import('./routes/no-permissions-page'),
  roadblock: () => import('./routes/roadblock-page'),
  onboarding: () => import('./routes/onboarding-page'),
  pricing: () => import('./routes/pricing-redirect-page'),
  getStarted: () => import('./routes/get-started-redirect-page'),
};

/** Where the organisation's state or the user's permissions send a user (SPEC §2 "Route guard behaviour"). */
export const routes: RouteDef[] = [
  { path: 'pricing', access: PUBLIC, layout: 'bare', titleKey: 'pricing', screen: page.pricing },
  { path: 'get-started', access: PUBLIC, layout: 'bare', titleKey: 'getStarted', screen: page.getStarted },
  { path: 'roadblock', access: { kind: 'locked' }, layout: 'bare', titleKey: 'roadblock', screen: page.roadblock },
  // SPEC §2: the signed-in root shell shows the onboarding view (not the main body) on /onboarding.
  { path: 'onboarding', access: { kind: 'onboarding' }, layout: 'bare', titleKey: 'onboarding', screen: page.onboarding },
  { path: 'no_permissions', access: SIGNED_IN, titleKey: 'noPermissions', screen: page.noPermissions },
];
