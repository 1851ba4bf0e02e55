import { can, read, type RouteDef } from '@/lib/routing/route-def';
import type { AppSubject } from '@/lib/ability/subjects';

const page = {
  frame: () => import('./routes/actions-page'),
  list: () => import('./routes/action-list-page'),
  form: () => import('./routes/action-form-page'),
  summary: () => import('./routes/action-summary-page'),
};

/** Action lists (/actions/audits …): summary and edit children, against `subject` (Incident for observation actions). */
function listChildren(subject: AppSubject): RouteDef[] {
  return [
    { path: 'summary/:id/:tab?', access: read(subject), screen: page.summary },
    { path: 'edit/:id/:tab?', access: can('update', subject), screen: page.form },
  ];
}

export const routes: RouteDef[] = [
  {
    path: 'actions',
    access: read('Action'),
    titleKey: 'actions',
    menu: { section: 'modules', icon: 'pi pi-check-square', order: 30 },
    screen: page.frame,
    frame: true,
    redirectTo: 'new',
    children: [{ path: 'new', access: can('create', 'Action'), screen: page.form }, ...listChildren('Action')],
  },
  { path: 'actions/audits', access: read('Action'), titleKey: 'actionsAudits', screen: page.list, frame: true, children: listChildren('Action') },
  // SPEC §2: observation actions are checked against Incident
  { path: 'actions/observations', access: read('Incident'), titleKey: 'actionsObservations', screen: page.list, frame: true, children: listChildren('Incident') },
  { path: 'actions/incidents', access: read('Action'), titleKey: 'actionsIncidents', screen: page.list, frame: true, children: listChildren('Action') },
  {
    path: 'actions/all',
    access: read('Action'),
    titleKey: 'actionsAll',
    screen: page.list,
    frame: true,
    children: [...listChildren('Action'), { path: ':tab', access: read('Action') }],
  },
];
