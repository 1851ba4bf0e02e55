import { SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

export const routes: RouteDef[] = [{ path: 'notification', access: SIGNED_IN, titleKey: 'notifications', screen: () => import('./routes/notifications-page') }];
