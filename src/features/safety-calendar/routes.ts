import { MEMBER, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2: /safety-calendar ("Activity log and safety calendar") — every member of the organisation. */
export const routes: RouteDef[] = [
  { path: 'safety-calendar', access: MEMBER, titleKey: 'safetyCalendar', menu: { section: 'modules', icon: 'pi pi-calendar', order: 90 }, screen: () => import('./routes/safety-calendar-page') },
];
