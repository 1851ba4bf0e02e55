import type { Access, RouteDef } from './types';

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_OUT: Access = { kind: 'signed-out' };
export const SIGNED_IN: Access = { kind: 'signed-in' };

/** Every route of the product, declared once (SPEC §2). */
export const routeTable: RouteDef[] = [
  { path: 'login', access: SIGNED_OUT, layout: 'landing', titleKey: 'login', screen: () => import('@/features/auth/routes/login-page') },
  {
    path: '',
    access: SIGNED_IN,
    titleKey: 'dashboard',
    menu: { section: 'modules', icon: 'pi pi-chart-bar', order: 0, to: '/' },
    screen: () => import('@/features/dashboard/routes/dashboard-page'),
  },
  { path: 'not_found', access: SIGNED_IN, titleKey: 'notFound', screen: () => import('@/components/feedback/not-found-page') },
];
