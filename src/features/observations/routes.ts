import { PUBLIC, can, read, type RouteDef } from '@/lib/routing/route-def';

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
  {
    path: 'observations',
    access: read('Observation'),
    titleKey: 'observations',
    menu: { section: 'modules', icon: 'pi pi-eye', order: 10 },
    screen: page.frame,
    frame: true,
    redirectTo: 'new',
    children: [
      { path: 'new', access: can('create', 'Observation'), screen: page.form },
      { path: 'summary/:id/:tab?', access: read('Observation'), screen: page.summary },
      { path: 'edit/:id/:tab?', access: can('update', 'Observation'), screen: page.form },
    ],
  },
  { path: 'observations/:id/report', access: read('Incident'), titleKey: 'observationReport', screen: page.report },
];
