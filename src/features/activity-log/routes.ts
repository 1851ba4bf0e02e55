import { MEMBER, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2 "/activity-logs": who changed what when (any member; each sees entries about what they may read). */
export const routes: RouteDef[] = [
  { path: 'activity-logs', access: MEMBER, titleKey: 'activityLogs', menu: { section: 'settings', icon: 'pi pi-history', order: 330 }, screen: () => import('./routes/activity-log-page') },
];
