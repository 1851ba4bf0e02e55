import { PUBLIC, read, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/observations-page'),
  form: () => import('./routes/observation-form-page'),
  summary: () => import('./routes/observation-summary-page'),
  report: () => import('./routes/observation-report-page'),
  publicForm: () => import('./routes/public-observation-page'),
  thankYou: () => import('./routes/thank-you-page'),
};

export const routes: RouteDef[] = [
  { path: 'observation', access: PUBLIC, layout: 'bare', titleKey: 'reportObservation', screen: page.publicForm },
  { path: 'thankyou', access: PUBLIC, layout: 'bare', titleKey: 'thankYou', screen: page.thankYou },
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
