import { MEMBER, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2: /statistics and /statistics/settings — every member (figures per module follow the module's read right). */
export const routes: RouteDef[] = [
  { path: 'statistics', access: MEMBER, titleKey: 'statistics', menu: { section: 'modules', icon: 'pi pi-chart-line', order: 100 }, screen: () => import('./routes/statistics-page') },
  { path: 'statistics/settings', access: MEMBER, titleKey: 'statisticsSettings', screen: () => import('./routes/statistics-settings-page') },
];
