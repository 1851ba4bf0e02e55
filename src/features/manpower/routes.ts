import { ADMIN, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2 "Settings and sites routes": /manpower, organisation admin only. */
export const routes: RouteDef[] = [
  { path: 'manpower', access: ADMIN, titleKey: 'manpower', menu: { section: 'settings', icon: 'pi pi-users', order: 310 }, screen: () => import('./routes/manpower-page') },
];
