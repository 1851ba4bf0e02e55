import { ADMIN, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2: /sso_configs is admin only. */
export const routes: RouteDef[] = [
  { path: 'sso_configs', access: ADMIN, titleKey: 'ssoConfigs', menu: { section: 'settings', icon: 'pi pi-lock', order: 280 }, screen: () => import('./routes/sso-configs-page') },
];
