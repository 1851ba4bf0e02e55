import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import type { Access, RouteDef } from './types';

export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_OUT: Access = { kind: 'signed-out' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const SESSION: Access = { kind: 'session' };
export const MEMBER: Access = { kind: 'member' };
export const ADMIN: Access = { kind: 'admin' };
export const MASTER: Access = { kind: 'master' };
export const CONTRACTOR: Access = { kind: 'contractor' };
const DASHBOARD: Access = { kind: 'dashboard' };

const can = (action: AppAction, subject: AppSubject): Access => ({ kind: 'can', action, subject });
const read = (subject: AppSubject) => can('read', subject);

// Screens of later issues: the guard and title are real, the page says the section is coming.
const soon = () => import('@/components/feedback/coming-soon-page');

const auth = {
  login: () => import('@/features/auth/routes/login-page'),
  ssoLogin: () => import('@/features/auth/routes/sso-login-page'),
  setupSso: () => import('@/features/auth/routes/setup-sso-page'),
  passwordReset: () => import('@/features/auth/routes/password-reset-page'),
  start: () => import('@/features/auth/routes/start-page'),
  verifyAccount: () => import('@/features/auth/routes/verify-account-page'),
  registration: () => import('@/features/auth/routes/registration-page'),
  logout: () => import('@/features/auth/routes/logout-page'),
  resetSession: () => import('@/features/auth/routes/reset-session-page'),
  sessionExpired: () => import('@/features/auth/routes/session-expired-page'),
  byPass: () => import('@/features/auth/routes/by-pass-page'),
};

const obs = {
  frame: () => import('@/features/observations/routes/observations-page'),
  form: () => import('@/features/observations/routes/observation-form-page'),
  summary: () => import('@/features/observations/routes/observation-summary-page'),
  report: () => import('@/features/observations/routes/observation-report-page'),
  publicForm: () => import('@/features/observations/routes/public-observation-page'),
  thankYou: () => import('@/features/observations/routes/thank-you-page'),
};

const inc = {
  frame: () => import('@/features/incidents/routes/incidents-page'),
  form: () => import('@/features/incidents/routes/incident-form-page'),
  summary: () => import('@/features/incidents/routes/incident-summary-page'),
  report: () => import('@/features/incidents/routes/incident-report-page'),
  publicForm: () => import('@/features/incidents/routes/public-incident-page'),
};

const act = {
  frame: () => import('@/features/actions/routes/actions-page'),
  list: () => import('@/features/actions/routes/action-list-page'),
  form: () => import('@/features/actions/routes/action-form-page'),
  summary: () => import('@/features/actions/routes/action-summary-page'),
};

const access = {
  noPermissions: () => import('@/features/access/routes/no-permissions-page'),
  roadblock: () => import('@/features/access/routes/roadblock-page'),
  onboarding: () => import('@/features/access/routes/onboarding-page'),
  pricing: () => import('@/features/access/routes/pricing-redirect-page'),
  getStarted: () => import('@/features/access/routes/get-started-redirect-page'),
};

/** /x with children new (create) and edit/{id} (update) on one subject, redirecting to new. */
function newAndEdit(subject: AppSubject | null, parentAccess: Access, editParam = ':id'): RouteDef[] {
  return [
    { path: 'new', access: subject ? can('create', subject) : parentAccess, screen: soon },
    { path: `edit/${editParam}`, access: subject ? can('update', subject) : parentAccess, screen: soon },
  ];
}

/** Action lists (/actions/audits …): summary and edit children, against `subject` (Incident for observation actions). */
function actionListChildren(subject: AppSubject): RouteDef[] {
  return [
    { path: 'summary/:id/:tab?', access: read(subject), screen: act.summary },
    { path: 'edit/:id/:tab?', access: can('update', subject), screen: act.form },
  ];
}

/** the victim dialog's child routes of the incident report form (the form screen renders the dialog) */
function incidentVictimRoutes(access: Access): RouteDef[] {
  return [
    { path: 'victim/new', access },
    { path: 'victim/edit/:victimId', access },
  ];
}

/**
 * Every route of the product, declared once (SPEC §2). Guards (build-routes.tsx → guard.tsx),
 * the side menu (menu-entries.ts) and page titles (handle.titleKey → `nav:<titleKey>`) derive from it.
 */
export const routeTable: RouteDef[] = [
  // ── Signed out: account screens (signed-in users are sent to /) ───────────────────────────
  { path: 'login', access: SIGNED_OUT, layout: 'landing', titleKey: 'login', screen: auth.login },
  { path: 'password-reset', access: SIGNED_OUT, layout: 'landing', titleKey: 'passwordReset', screen: auth.passwordReset },
  { path: 'start', access: SIGNED_OUT, layout: 'landing', titleKey: 'start', screen: auth.start },
  { path: 'start/verify-account', access: SIGNED_OUT, layout: 'landing', titleKey: 'verifyAccount', screen: auth.verifyAccount },
  { path: 'sso', access: SIGNED_OUT, layout: 'landing', titleKey: 'ssoLogin', screen: auth.ssoLogin },
  // SPEC §2: the signed-out root shell shows the activation view (not the landing page) on /registration.
  { path: 'registration', access: SIGNED_OUT, layout: 'bare', titleKey: 'registration', screen: auth.registration },

  // ── Public: on the signed-out allow-list, and signed-in users pass too ─────────────────────
  { path: 'login/sso', access: PUBLIC, layout: 'landing', titleKey: 'ssoLogin', screen: auth.ssoLogin },
  { path: 'setup-sso', access: PUBLIC, layout: 'landing', titleKey: 'setupSso', screen: auth.setupSso },
  { path: 'by_pass_client_admin', access: PUBLIC, layout: 'landing', titleKey: 'byPass', screen: auth.byPass },
  { path: 'sessionexpire', access: PUBLIC, layout: 'landing', titleKey: 'sessionExpired', screen: auth.sessionExpired },
  { path: 'observation', access: PUBLIC, layout: 'bare', titleKey: 'reportObservation', screen: obs.publicForm },
  { path: 'incident', access: PUBLIC, layout: 'bare', titleKey: 'reportIncident', screen: inc.publicForm },
  { path: 'thankyou', access: PUBLIC, layout: 'bare', titleKey: 'thankYou', screen: obs.thankYou },
  { path: 'buynow', access: PUBLIC, layout: 'landing', titleKey: 'buyNow', screen: soon },
  { path: 'organization_verify', access: { kind: 'verification-host' }, layout: 'landing', titleKey: 'organizationVerify', screen: soon },
  { path: 'pricing', access: PUBLIC, layout: 'bare', titleKey: 'pricing', screen: access.pricing },
  { path: 'get-started', access: PUBLIC, layout: 'bare', titleKey: 'getStarted', screen: access.getStarted },

  // ── Session: must work whatever the organisation's state ──────────────────────────────────
  { path: 'logout', access: SESSION, layout: 'bare', titleKey: 'logout', screen: auth.logout },
  { path: 'reset-session', access: SESSION, layout: 'bare', titleKey: 'resetSession', screen: auth.resetSession },

  // ── Organisation state and permissions ─────────────────────────────────────────────────────
  { path: 'roadblock', access: { kind: 'locked' }, layout: 'bare', titleKey: 'roadblock', screen: access.roadblock },
  // SPEC §2: the signed-in root shell shows the onboarding view (not the main body) on /onboarding.
  { path: 'onboarding', access: { kind: 'onboarding' }, layout: 'bare', titleKey: 'onboarding', screen: access.onboarding },
  { path: 'no_permissions', access: SIGNED_IN, titleKey: 'noPermissions', screen: access.noPermissions },
  { path: 'not_found', access: SIGNED_IN, titleKey: 'notFound', screen: () => import('@/components/feedback/not-found-page') },

  // ── Modules ────────────────────────────────────────────────────────────────────────────────
  {
    path: '',
    access: DASHBOARD,
    titleKey: 'dashboard',
    menu: { section: 'modules', icon: 'pi pi-chart-bar', order: 0, to: '/' },
    screen: () => import('@/features/dashboard/routes/dashboard-page'),
  },
  { path: 'dashboard_old', access: DASHBOARD, titleKey: 'dashboardOld', screen: soon },
  {
    path: 'observations',
    access: read('Observation'),
    titleKey: 'observations',
    menu: { section: 'modules', icon: 'pi pi-eye', order: 10 },
    screen: obs.frame,
    frame: true,
    redirectTo: 'new',
    children: [
      { path: 'new', access: can('create', 'Observation'), screen: obs.form },
      { path: 'summary/:id/:tab?', access: read('Observation'), screen: obs.summary },
      { path: 'edit/:id/:tab?', access: can('update', 'Observation'), screen: obs.form },
    ],
  },
  { path: 'observations/:id/report', access: read('Incident'), titleKey: 'observationReport', screen: obs.report },
  {
    path: 'incidents',
    access: read('Incident'),
    titleKey: 'incidents',
    menu: { section: 'modules', icon: 'pi pi-exclamation-triangle', order: 20 },
    screen: inc.frame,
    frame: true,
    redirectTo: 'new',
    children: [
      // the report form is a frame: its victim dialog opens on the child routes victim/new and victim/edit/:victimId
      { path: 'new', access: can('create', 'Incident'), screen: inc.form, frame: true, children: incidentVictimRoutes(can('create', 'Incident')) },
      { path: 'edit/:id', access: can('update', 'Incident'), screen: inc.form, frame: true, children: incidentVictimRoutes(can('update', 'Incident')) },
      { path: 'summary/:id', access: read('Incident'), screen: inc.summary },
    ],
  },
  // five steps with their own sub-paths (victim/new, victim/edit …): the splat child keeps them in one screen (a
  // frame: an index child under a splat path would never match)
  {
    path: 'incidents/:id/steps',
    access: read('Incident'),
    titleKey: 'incidentSteps',
    screen: () => import('@/features/incidents/routes/steps-page'),
    frame: true,
    children: [{ path: '*', access: read('Incident') }],
  },
  { path: 'incidents/:id/report', access: read('Incident'), titleKey: 'incidentReport', screen: inc.report },
  { path: 'incidents/lfi/:id/:lessonId?', access: read('Incident'), titleKey: 'lessonLearned', screen: () => import('@/features/incidents/routes/lesson-form-page') },
  { path: 'incidents/:inciId/insight/:id', access: read('Incident'), titleKey: 'incidentInsight', screen: () => import('@/features/incidents/routes/lesson-insight-page') },
  { path: 'incidents/lfi-list', access: read('Incident'), titleKey: 'lessonsList', menu: { section: 'modules', icon: 'pi pi-book', order: 25 }, screen: () => import('@/features/incidents/routes/lessons-list-page') },
  { path: 'incidents/lfi-card', access: read('Incident'), titleKey: 'lessonsCards', screen: () => import('@/features/incidents/routes/lessons-cards-page') },
  {
    path: 'actions',
    access: read('Action'),
    titleKey: 'actions',
    menu: { section: 'modules', icon: 'pi pi-check-square', order: 30 },
    screen: act.frame,
    frame: true,
    redirectTo: 'new',
    children: [
      { path: 'new', access: can('create', 'Action'), screen: act.form },
      ...actionListChildren('Action'),
    ],
  },
  { path: 'actions/audits', access: read('Action'), titleKey: 'actionsAudits', screen: act.list, frame: true, children: actionListChildren('Action') },
  // SPEC §2: observation actions are checked against Incident
  { path: 'actions/observations', access: read('Incident'), titleKey: 'actionsObservations', screen: act.list, frame: true, children: actionListChildren('Incident') },
  { path: 'actions/incidents', access: read('Action'), titleKey: 'actionsIncidents', screen: act.list, frame: true, children: actionListChildren('Action') },
  {
    path: 'actions/all',
    access: read('Action'),
    titleKey: 'actionsAll',
    screen: act.list,
    frame: true,
    children: [...actionListChildren('Action'), { path: ':tab', access: read('Action') }],
  },
  {
    path: 'permits',
    access: read('Permit'),
    titleKey: 'permits',
    menu: { section: 'modules', icon: 'pi pi-id-card', order: 40 },
    screen: soon,
  },
  { path: 'permit-dashboard', access: read('Permit'), titleKey: 'permitDashboard', menu: { section: 'modules', icon: 'pi pi-chart-pie', order: 41 }, screen: soon },
  { path: 'permits/map-view', access: can('create', 'Permit'), titleKey: 'permitsMapView', screen: soon },
  { path: 'permit/:id/summary', access: read('Permit'), titleKey: 'permitSummary', screen: soon },
  { path: 'permit-form-questions/new', access: can('create', 'Permit'), titleKey: 'newPermit', screen: soon },
  { path: 'permit-form-questions/new/:id', access: can('create', 'Permit'), titleKey: 'newPermit', screen: soon },
  // the permit module runs its own extra check (draft sharing, status) before editing
  { path: 'permit-form-questions/edit/:id', access: can('update', 'Permit'), titleKey: 'editPermit', screen: soon },
  { path: 'v2/permit-to-work/new', access: can('create', 'Permit'), titleKey: 'newPermit', screen: soon },
  { path: 'v2/permit-to-work/new/:id', access: can('create', 'Permit'), titleKey: 'newPermit', screen: soon },
  { path: 'v2/permit-to-work/edit/:id', access: can('update', 'Permit'), titleKey: 'editPermit', screen: soon },
  // /audits/{type} and /audits/{id} share one pattern; the list is declared first and wins for /audits/x
  { path: 'audits/:type', access: read('Audit'), titleKey: 'audits', menu: { section: 'modules', icon: 'pi pi-list-check', order: 50, to: '/audits/all' }, screen: soon },
  {
    path: 'audits/:id',
    access: read('Audit'),
    titleKey: 'auditDetail',
    children: [
      { path: 'summary', access: read('Audit'), screen: soon },
      { path: 'audit/:sectionIndex', access: read('Audit'), screen: soon },
      { path: 'keyfindings', access: read('Audit'), screen: soon },
      { path: 'actionitems', access: read('Audit'), screen: soon },
    ],
  },
  { path: 'audits/:id/report', access: read('Audit'), titleKey: 'auditReport', screen: soon },
  { path: 'audit-summary', access: read('Audit'), titleKey: 'auditSummary', screen: soon },
  {
    path: 'hira',
    access: read('HIRA'),
    titleKey: 'hira',
    menu: { section: 'modules', icon: 'pi pi-sitemap', order: 60 },
    screen: soon,
    children: [
      { path: 'new', access: can('create', 'HIRA'), screen: soon },
      { path: 'summary/:id', access: read('HIRA'), screen: soon },
      { path: 'edit/:id', access: can('update', 'HIRA'), screen: soon },
    ],
  },
  { path: 'library', access: read('Library'), titleKey: 'library', menu: { section: 'modules', icon: 'pi pi-book', order: 70 }, screen: soon },
  { path: 'library/view/:id', access: read('Library'), titleKey: 'libraryDocument', screen: soon },
  {
    path: 'contractors',
    access: CONTRACTOR,
    titleKey: 'contractors',
    menu: { section: 'modules', icon: 'pi pi-briefcase', order: 80 },
    redirectTo: 'new',
    children: newAndEdit(null, CONTRACTOR),
  },
  {
    path: 'contractor/:id/workers',
    access: CONTRACTOR,
    titleKey: 'contractorWorkers',
    screen: soon,
    children: [
      ...newAndEdit(null, CONTRACTOR, ':worId'),
      { path: 'v2/new', access: CONTRACTOR, screen: soon },
      { path: 'v2/edit/:worId', access: CONTRACTOR, screen: soon },
    ],
  },
  {
    path: 'contractor/uncategory-workers',
    access: { kind: 'admin', fallback: '/contractors' },
    titleKey: 'uncategorisedWorkers',
    screen: soon,
    children: newAndEdit(null, { kind: 'admin', fallback: '/contractors' }, ':worId'),
  },
  { path: 'contractor/:id/documents', access: CONTRACTOR, titleKey: 'contractorDocuments', screen: soon, children: newAndEdit(null, CONTRACTOR, ':docId') },
  { path: 'safety-calendar', access: MEMBER, titleKey: 'safetyCalendar', menu: { section: 'modules', icon: 'pi pi-calendar', order: 90 }, screen: soon },
  { path: 'statistics', access: MEMBER, titleKey: 'statistics', menu: { section: 'modules', icon: 'pi pi-chart-line', order: 100 }, screen: soon },
  { path: 'statistics/settings', access: MEMBER, titleKey: 'statisticsSettings', screen: soon },
  { path: 'reports', access: ADMIN, titleKey: 'reports', menu: { section: 'modules', icon: 'pi pi-file', order: 110 }, screen: soon },

  // ── Settings ───────────────────────────────────────────────────────────────────────────────
  { path: 'users', access: read('User'), titleKey: 'users', menu: { section: 'settings', icon: 'pi pi-users', order: 200 }, screen: soon },
  { path: 'newusers', access: read('User'), titleKey: 'newUsers', screen: soon },
  { path: 'users/:id/permission', access: read('User'), titleKey: 'userPermissions', screen: soon },
  { path: 'roles', access: read('Role'), titleKey: 'roles', menu: { section: 'settings', icon: 'pi pi-key', order: 210 }, screen: soon },
  {
    path: 'sites',
    access: read('Site'),
    titleKey: 'sites',
    menu: { section: 'settings', icon: 'pi pi-building', order: 220 },
    redirectTo: 'new',
    children: newAndEdit('Site', read('Site')),
  },
  { path: 'sites/:id/divisions', access: read('Site'), titleKey: 'siteDivisions', screen: soon },
  { path: 'sites/:id/map-view', access: read('Site'), titleKey: 'siteMapView', screen: soon },
  { path: 'map-plotting', access: read('Site'), titleKey: 'mapPlotting', screen: soon },
  { path: 'site-permits', access: read('Site'), titleKey: 'sitePermits', screen: soon },
  {
    path: 'categories',
    access: read('Category'),
    titleKey: 'categories',
    menu: { section: 'settings', icon: 'pi pi-tags', order: 230 },
    screen: soon,
    children: newAndEdit('Category', read('Category')),
  },
  // SPEC §2: sub-categories are open to signed-in users
  { path: 'categories/:id', access: SIGNED_IN, titleKey: 'subCategories', screen: soon },
  {
    path: 'environment_categories',
    access: ADMIN,
    titleKey: 'environmentCategories',
    menu: { section: 'settings', icon: 'pi pi-globe', order: 235 },
    screen: soon,
    children: newAndEdit(null, ADMIN),
  },
  { path: 'environment_categories/:id', access: ADMIN, titleKey: 'environmentCategories', screen: soon },
  { path: 'whyanalysis', access: read('RC Master'), titleKey: 'rootCauses', menu: { section: 'settings', icon: 'pi pi-question-circle', order: 240 }, screen: () => import('@/features/incidents/routes/why-analysis-page') },
  { path: 'whyanalysis/:id/list', access: read('RC Master'), titleKey: 'rootCauseList', screen: () => import('@/features/incidents/routes/why-analysis-list-page') },
  { path: 'workflows', access: read('WorkFlow'), titleKey: 'workflows', menu: { section: 'settings', icon: 'pi pi-share-alt', order: 250 }, screen: soon },
  { path: 'permit-forms', access: read('Permit Form Setting'), titleKey: 'permitForms', menu: { section: 'settings', icon: 'pi pi-clone', order: 260 }, screen: soon },
  { path: 'permit-forms/:id', access: read('Permit Form Setting'), titleKey: 'permitFormSettings', screen: soon },
  { path: 'worker-profile', access: read('Permit Form Setting'), titleKey: 'workerProfile', menu: { section: 'settings', icon: 'pi pi-id-card', order: 265 }, screen: soon },
  { path: 'audit-forms', access: read('Audit Template'), titleKey: 'auditForms', menu: { section: 'settings', icon: 'pi pi-file-edit', order: 270 }, screen: soon },
  { path: 'audit-forms/:id', access: read('Audit Template'), titleKey: 'auditFormEditor', screen: soon },
  { path: 'sso_configs', access: ADMIN, titleKey: 'ssoConfigs', menu: { section: 'settings', icon: 'pi pi-lock', order: 280 }, screen: soon },
  { path: 'subscriptions', access: ADMIN, titleKey: 'subscriptions', menu: { section: 'settings', icon: 'pi pi-credit-card', order: 290 }, screen: soon },
  { path: 'success', access: SIGNED_IN, titleKey: 'paymentSuccess', screen: soon },
  { path: 'mailers', access: ADMIN, titleKey: 'mailers', menu: { section: 'settings', icon: 'pi pi-envelope', order: 300 }, screen: soon },
  { path: 'mailers/:module/:moduleId', access: ADMIN, titleKey: 'mailers', screen: soon },
  { path: 'mailers/:module/:moduleId/scenario/:scenarioId', access: ADMIN, titleKey: 'mailerScenario', screen: soon },
  { path: 'manpower', access: ADMIN, titleKey: 'manpower', menu: { section: 'settings', icon: 'pi pi-users', order: 310 }, screen: soon },
  { path: 'emailsubscription', access: SIGNED_IN, titleKey: 'emailSubscription', menu: { section: 'settings', icon: 'pi pi-bell', order: 320 }, screen: soon },
  { path: 'activity-logs', access: MEMBER, titleKey: 'activityLogs', menu: { section: 'settings', icon: 'pi pi-history', order: 330 }, screen: soon },
  { path: 'myaccount', access: SIGNED_IN, titleKey: 'myAccount', screen: () => import('@/features/account/routes/my-account-page') },
  { path: 'profile', access: SIGNED_IN, titleKey: 'profile', screen: soon },
  { path: 'notification', access: SIGNED_IN, titleKey: 'notifications', screen: () => import('@/features/notifications/routes/notifications-page') },

  // ── Platform (master super admin only) ─────────────────────────────────────────────────────
  // /web is also on the signed-out allow-list (SPEC §2)
  { path: 'web', access: { kind: 'master', signedOut: true }, titleKey: 'web', screen: soon },
  { path: 'organizations', access: MASTER, titleKey: 'organizations', menu: { section: 'platform', icon: 'pi pi-sitemap', order: 400 }, screen: soon },
  { path: 'domains_control', access: MASTER, titleKey: 'domains', menu: { section: 'platform', icon: 'pi pi-globe', order: 410 }, screen: soon },
  { path: 'extend_requests', access: MASTER, titleKey: 'extendRequests', menu: { section: 'platform', icon: 'pi pi-clock', order: 420 }, screen: soon },
  { path: 'paymentsettings', access: MASTER, titleKey: 'paymentSettings', menu: { section: 'platform', icon: 'pi pi-wallet', order: 430 }, screen: soon },
  { path: 'api_settings/:id', access: MASTER, titleKey: 'apiSettings', screen: soon },
  { path: 'clone', access: MASTER, titleKey: 'cloneTemplates', menu: { section: 'platform', icon: 'pi pi-copy', order: 440 }, screen: soon },
  { path: 'code_releases', access: MASTER, titleKey: 'codeReleases', menu: { section: 'platform', icon: 'pi pi-tag', order: 450 }, screen: soon },
];
