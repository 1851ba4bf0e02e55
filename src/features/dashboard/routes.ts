import { DASHBOARD, type RouteDef } from '@/lib/routing/route-def';

export const routes: RouteDef[] = [
  {
    path: '',
    access: DASHBOARD,
    titleKey: 'dashboard',
    menu: { section: 'modules', icon: 'pi pi-chart-bar', order: 0, to: '/' },
    screen: () => import('./routes/dashboard-page'),
  },
];
