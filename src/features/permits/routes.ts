import { can, read, type RouteDef } from '@/lib/routing/route-def';

const page = {
  // views (board / list, map, dashboard, report)
  register: () => import('./routes/permits-page'),
  dashboard: () => import('./routes/permit-dashboard-page'),
  map: () => import('./routes/map-view-page'),
  report: () => import('./routes/permit-report-page'),
  // the permit itself (choose a template, the form, the summary with its lifecycle)
  chooser: () => import('./routes/new-permit-page'),
  form: () => import('./routes/permit-form-page'),
  summary: () => import('./routes/permit-summary-page'),
};

/**
 * SPEC §2 "Permit routes": creating permits, the map view and the v2 new form need Permit create; editing needs
 * Permit update (the form runs its own check of draft sharing and status); reading needs Permit read. The printable
 * report (/permit/{id}/report) reads `GET /permits_data/{id}/permit_report`.
 */
export const routes: RouteDef[] = [
  { path: 'permits', access: read('Permit'), titleKey: 'permits', menu: { section: 'modules', icon: 'pi pi-id-card', order: 40 }, screen: page.register },
  { path: 'permit-dashboard', access: read('Permit'), titleKey: 'permitDashboard', menu: { section: 'modules', icon: 'pi pi-chart-pie', order: 41 }, screen: page.dashboard },
  { path: 'permits/map-view', access: can('create', 'Permit'), titleKey: 'permitsMapView', screen: page.map },
  { path: 'permit/:id/summary', access: read('Permit'), titleKey: 'permitSummary', screen: page.summary },
  { path: 'permit/:id/report', access: read('Permit'), titleKey: 'permitReport', screen: page.report },
  { path: 'permit-form-questions/new', access: can('create', 'Permit'), titleKey: 'newPermit', screen: page.chooser },
  { path: 'permit-form-questions/new/:id', access: can('create', 'Permit'), titleKey: 'newPermit', screen: page.form },
  { path: 'permit-form-questions/edit/:id', access: can('update', 'Permit'), titleKey: 'editPermit', screen: page.form },
  { path: 'v2/permit-to-work/new', access: can('create', 'Permit'), titleKey: 'newPermit', screen: page.chooser },
  { path: 'v2/permit-to-work/new/:id', access: can('create', 'Permit'), titleKey: 'newPermit', screen: page.form },
  { path: 'v2/permit-to-work/edit/:id', access: can('update', 'Permit'), titleKey: 'editPermit', screen: page.form },
];
