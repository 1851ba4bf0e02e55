import { SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

export const routes: RouteDef[] = [{ path: 'myaccount', access: SIGNED_IN, titleKey: 'myAccount', screen: () => import('./routes/my-account-page') }];
