import { ADMIN, type RouteDef } from '@/lib/routing/route-def';

const page = () => import('./routes/reports-page');

/**
 * SPEC §2: /reports is for the organisation admin only (others go to /). `/reports` opens the first report;
 * `/reports/:kind` each report (observations, divisions, users, categories, permit_templates, action_controls).
 */
export const routes: RouteDef[] = [
  { path: 'reports', access: ADMIN, titleKey: 'reports', menu: { section: 'modules', icon: 'pi pi-file', order: 110 }, screen: page },
  { path: 'reports/:kind', access: ADMIN, titleKey: 'reports', screen: page },
];
