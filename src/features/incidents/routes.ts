import { can, read, type Access, type RouteDef } from '@/lib/routing/route-def';
import { shellRoutes } from './shell-routes';

const page = {
  frame: () => import('./routes/incidents-page'),
  form: () => import('./routes/incident-form-page'),
  summary: () => import('./routes/incident-summary-page'),
  report: () => import('./routes/incident-report-page'),
  steps: () => import('./routes/steps-page'),
  lessonForm: () => import('./routes/lesson-form-page'),
  lessonInsight: () => import('./routes/lesson-insight-page'),
  lessonsList: () => import('./routes/lessons-list-page'),
  lessonsCards: () => import('./routes/lessons-cards-page'),
  whyAnalysis: () => import('./routes/why-analysis-page'),
  whyAnalysisList: () => import('./routes/why-analysis-list-page'),
};

/** the victim dialog's child routes of the incident report form (the form screen renders the dialog) */
function victimRoutes(access: Access): RouteDef[] {
  return [
    { path: 'victim/new', access },
    { path: 'victim/edit/:victimId', access },
  ];
}

export const routes: RouteDef[] = [
  ...shellRoutes,
  {
    path: 'incidents',
    access: read('Incident'),
    titleKey: 'incidents',
    menu: { section: 'modules', icon: 'pi pi-exclamation-triangle', order: 20 },
    screen: page.frame,
    frame: true,
    redirectTo: 'new',
    children: [
      // the report form is a frame: its victim dialog opens on the child routes victim/new and victim/edit/:victimId
      { path: 'new', access: can('create', 'Incident'), screen: page.form, frame: true, children: victimRoutes(can('create', 'Incident')) },
      { path: 'edit/:id', access: can('update', 'Incident'), screen: page.form, frame: true, children: victimRoutes(can('update', 'Incident')) },
      { path: 'summary/:id', access: read('Incident'), screen: page.summary },
    ],
  },
  // five steps with their own sub-paths (victim/new, victim/edit …): the splat child keeps them in one screen (a
  // frame: an index child under a splat path would never match)
  { path: 'incidents/:id/steps', access: read('Incident'), titleKey: 'incidentSteps', screen: page.steps, frame: true, children: [{ path: '*', access: read('Incident') }] },
  { path: 'incidents/:id/report', access: read('Incident'), titleKey: 'incidentReport', screen: page.report },
  { path: 'incidents/lfi/:id/:lessonId?', access: read('Incident'), titleKey: 'lessonLearned', screen: page.lessonForm },
  { path: 'incidents/:inciId/insight/:id', access: read('Incident'), titleKey: 'incidentInsight', screen: page.lessonInsight },
  { path: 'incidents/lfi-list', access: read('Incident'), titleKey: 'lessonsList', menu: { section: 'modules', icon: 'pi pi-book', order: 25 }, screen: page.lessonsList },
  { path: 'incidents/lfi-card', access: read('Incident'), titleKey: 'lessonsCards', screen: page.lessonsCards },
  // root-cause categories (a settings screen of this module)
  { path: 'whyanalysis', access: read('RC Master'), titleKey: 'rootCauses', menu: { section: 'settings', icon: 'pi pi-question-circle', order: 240 }, screen: page.whyAnalysis },
  { path: 'whyanalysis/:id/list', access: read('RC Master'), titleKey: 'rootCauseList', screen: page.whyAnalysisList },
];
