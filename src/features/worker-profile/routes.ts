import { read, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2 "Settings and sites routes": /worker-profile, Permit Form Setting read (saving needs update). */
export const routes: RouteDef[] = [
  {
    path: 'worker-profile',
    access: read('Permit Form Setting'),
    titleKey: 'workerProfile',
    menu: { section: 'settings', icon: 'pi pi-id-card', order: 265 },
    screen: () => import('./routes/worker-profile-page'),
  },
];
