import { DASHBOARD, MEMBER, type RouteDef } from '@/lib/routing/route-def';

export const routes: RouteDef[] = [
  {
    path: '',
    access: DASHBOARD,
    titleKey: 'dashboard',
    menu: { section: 'modules', icon: 'pi pi-chart-bar', order: 0, to: '/' },
    screen: () => import('./routes/dashboard-page'),
  },
  {
    // SPEC §2 "/dashboard_old: same check as /": the classic per-module counts (was a "coming soon" placeholder)
    path: 'dashboard_old',
    access: DASHBOARD,
    titleKey: 'dashboardOld',
    screen: () => import('./routes/dashboard-old-page'),
  },
  {
    // what waits for the user today (was the home page until the dashboard arrived)
    path: 'my-work',
    access: MEMBER,
    titleKey: 'myWork',
    menu: { section: 'modules', icon: 'pi pi-check-square', order: 1 },
    screen: () => import('./routes/my-work-page'),
  },
];
