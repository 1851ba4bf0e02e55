import { read, type RouteDef } from '@/lib/routing/route-def';

type Screens = typeof import('./routes/screens');
/** one chunk for every audit screen (see routes/screens.ts) */
const screen = (name: keyof Screens) => () => import('./routes/screens').then((m) => ({ default: m[name] }));
const page = {
  list: screen('AuditsPage'),
  frame: screen('AuditFramePage'),
  summary: screen('AuditSummaryPage'),
  section: screen('AuditSectionPage'),
  findings: screen('AuditFindingsPage'),
  actions: screen('AuditActionsPage'),
  report: screen('AuditReportPage'),
  templates: screen('TemplatesPage'),
  builder: screen('TemplateBuilderPage'),
  overview: screen('AuditSummaryReportPage'),
};

/**
 * SPEC §2 "Audit routes". /audits/{type} and /audits/{id} share one pattern: the list is declared first and wins for
 * /audits/x (a numeric x redirects to /audits/x/summary); the detail frame serves its children.
 */
export const routes: RouteDef[] = [
  { path: 'audits/:type', access: read('Audit'), titleKey: 'audits', menu: { section: 'modules', icon: 'pi pi-list-check', order: 50, to: '/audits/all' }, screen: page.list },
  {
    path: 'audits/:id',
    access: read('Audit'),
    titleKey: 'auditDetail',
    screen: page.frame,
    frame: true,
    children: [
      { path: 'summary', access: read('Audit'), screen: page.summary },
      { path: 'audit/:sectionIndex', access: read('Audit'), screen: page.section },
      { path: 'keyfindings', access: read('Audit'), screen: page.findings },
      { path: 'actionitems', access: read('Audit'), screen: page.actions },
    ],
  },
  { path: 'audits/:id/report', access: read('Audit'), titleKey: 'auditReport', screen: page.report },
  { path: 'audit-summary', access: read('Audit'), titleKey: 'auditSummary', screen: page.overview },
  { path: 'audit-forms', access: read('Audit Template'), titleKey: 'auditForms', menu: { section: 'settings', icon: 'pi pi-file-edit', order: 270 }, screen: page.templates },
  { path: 'audit-forms/:id', access: read('Audit Template'), titleKey: 'auditFormEditor', screen: page.builder },
];
