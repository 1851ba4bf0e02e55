import type { RouteDef } from '@/lib/routing/route-def';

/**
 * SPEC §2: while the organisation is onboarding every route leads to /onboarding, which is reachable only then
 * (access kind `onboarding`); the signed-in root shell shows the onboarding view there (bare layout, no menu).
 */
export const routes: RouteDef[] = [{ path: 'onboarding', access: { kind: 'onboarding' }, layout: 'bare', titleKey: 'onboarding', screen: () => import('./routes/onboarding-page') }];
