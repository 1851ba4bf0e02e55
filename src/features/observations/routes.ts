import { read, registerRoute, type RouteDef } from '@/lib/routing/route-def';
import { shellRoutes } from './shell-routes';

const page = {
  frame: () => import('./routes/observations-page'),
  form: () => import('./routes/observation-form-page'),
  summary: () => import('./routes/observation-summary-page'),
  report: () => import('./routes/observation-report-page'),
};

export const routes: RouteDef[] = [
  ...shellRoutes,
  registerRoute({
    path: 'observations',
    rights: 'Observation',
    titleKey: 'observations',
    menu: { section: 'modules', icon: 'pi pi-eye', order: 10 },
    screen: page.frame,
    form: page.form,
    redirectTo: 'new',
    children: [{ path: 'summary/:id/:tab?', access: read('Observation'), screen: page.summary }],
    editPath: 'edit/:id/:tab?',
  }),
  { path: 'observations/:id/report', access: read('Incident'), titleKey: 'observationReport', screen: page.report },
];
