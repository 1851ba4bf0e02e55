import { ADMIN, PUBLIC, SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2: /buynow is public (on the signed-out allow-list), /subscriptions admin only, /success signed in. */
export const routes: RouteDef[] = [
  { path: 'buynow', access: PUBLIC, layout: 'landing', titleKey: 'buyNow', screen: () => import('./routes/buynow-page') },
  { path: 'subscriptions', access: ADMIN, titleKey: 'subscriptions', menu: { section: 'settings', icon: 'pi pi-credit-card', order: 290 }, screen: () => import('./routes/subscriptions-page') },
  { path: 'success', access: SIGNED_IN, titleKey: 'paymentSuccess', screen: () => import('./routes/success-page') },
];
