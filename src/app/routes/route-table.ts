import type { AppSubject } from '@/lib/ability/subjects';
import { ADMIN, CONTRACTOR, MASTER, PUBLIC, SIGNED_IN, can, read, type Access, type FeatureRoutesModule, type RouteDef } from '@/lib/routing/route-def';

// Screens of later issues: the guard and title are real, the page says the section is coming.
const soon = () => import('@/components/feedback/coming-soon-page');

/** /x with children new (create) and edit/{id} (update) on one subject, redirecting to new. */
function newAndEdit(subject: AppSubject | null, parentAccess: Access, editParam = ':id'): RouteDef[] {
  return [
    { path: 'new', access: subject ? can('create', subject) : parentAccess, screen: soon },
    { path: `edit/${editParam}`, access: subject ? can('update', subject) : parentAccess, screen: soon },
  ];
}

/** The app's own routes: product screens of later issues (their guards, titles and menu entries are final). */
const appRoutes: RouteDef[] = [
  // ── Public: on the signed-out allow-list, and signed-in users pass too ─────────────────────
  { path: 'buynow', access: PUBLIC, layout: 'landing', titleKey: 'buyNow', screen: soon },
  { path: 'organization_verify', access: { kind: 'verification-host' }, layout: 'landing', titleKey: 'organizationVerify', screen: soon },

  { path: 'not_found', access: SIGNED_IN, titleKey: 'notFound', screen: () => import('@/components/feedback/not-found-page') },

  // ── Modules ────────────────────────────────────────────────────────────────────────────────
  // dashboard_old: features/dashboard/routes.ts
  // permits, permit-dashboard, permits/map-view, permit/:id/summary|report, permit-form-questions/*, v2/permit-to-work/*: features/permits/routes.ts
  // audits/:type, audits/:id (summary, audit/:sectionIndex, keyfindings, actionitems), audits/:id/report, audit-summary: features/audits/routes.ts
  // hira (register, new, summary/{id}, edit/{id}): features/hira/routes.ts
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
  // statistics, statistics/settings: features/statistics/routes.ts
  // reports, reports/:kind: features/reports/routes.ts

  // ── Settings ───────────────────────────────────────────────────────────────────────────────
  // users, users/new, users/edit/:id, newusers, users/:id/permission, profile: features/users/routes.ts
  // roles (/roles, new, :id): features/roles/routes.ts
  // /sites (register, new, edit/{id}) and /sites/:id/divisions: features/sites/routes.ts; /sites/:id/map-view, /map-plotting, /site-permits: features/site-plans/routes.ts
  // categories, categories/:id, environment_categories(/:id): features/categories/routes.ts
  // workflows (register, new, edit/{id}): features/workflows/routes.ts
  // worker-profile: features/worker-profile/routes.ts
  // audit-forms, audit-forms/:id: features/audits/routes.ts
  { path: 'sso_configs', access: ADMIN, titleKey: 'ssoConfigs', menu: { section: 'settings', icon: 'pi pi-lock', order: 280 }, screen: soon },
  { path: 'subscriptions', access: ADMIN, titleKey: 'subscriptions', menu: { section: 'settings', icon: 'pi pi-credit-card', order: 290 }, screen: soon },
  { path: 'success', access: SIGNED_IN, titleKey: 'paymentSuccess', screen: soon },
  { path: 'mailers', access: ADMIN, titleKey: 'mailers', menu: { section: 'settings', icon: 'pi pi-envelope', order: 300 }, screen: soon },
  { path: 'mailers/:module/:moduleId', access: ADMIN, titleKey: 'mailers', screen: soon },
  { path: 'mailers/:module/:moduleId/scenario/:scenarioId', access: ADMIN, titleKey: 'mailerScenario', screen: soon },
  // manpower: features/manpower/routes.ts
  { path: 'emailsubscription', access: SIGNED_IN, titleKey: 'emailSubscription', menu: { section: 'settings', icon: 'pi pi-bell', order: 320 }, screen: soon },

  // ── Platform (master super admin only) ─────────────────────────────────────────────────────
  // /web is also on the signed-out allow-list (SPEC §2)
  { path: 'web', access: { kind: 'master', signedOut: true }, titleKey: 'web', screen: soon },
  // organizations (register, edit/{id}): features/platform/routes.ts
  // domains_control: features/platform/routes.ts
  // extend_requests: features/platform/routes.ts
  { path: 'paymentsettings', access: MASTER, titleKey: 'paymentSettings', menu: { section: 'platform', icon: 'pi pi-wallet', order: 430 }, screen: soon },
  { path: 'api_settings/:id', access: MASTER, titleKey: 'apiSettings', screen: soon },
  { path: 'clone', access: MASTER, titleKey: 'cloneTemplates', menu: { section: 'platform', icon: 'pi pi-copy', order: 440 }, screen: soon },
  { path: 'code_releases', access: MASTER, titleKey: 'codeReleases', menu: { section: 'platform', icon: 'pi pi-tag', order: 450 }, screen: soon },
];

/**
 * Every feature folder with a `routes.ts` plugs in here without an edit to app/: Vite's glob lists the
 * files at build time (a new `src/features/<m>/routes.ts` is picked up by the next build or dev reload).
 */
const featureModules = import.meta.glob<FeatureRoutesModule>('../../features/*/routes.ts', { eager: true });

/** The features' routes (in folder order) followed by the app's own. */
export function collectRoutes(modules: Record<string, FeatureRoutesModule>, own: RouteDef[]): RouteDef[] {
  return [
    ...Object.keys(modules)
      .sort()
      .flatMap((file) => modules[file].routes),
    ...own,
  ];
}

/**
 * Every route of the product, declared once (SPEC §2). Guards (build-routes.tsx → guard.tsx),
 * the side menu (menu-entries.ts) and page titles (handle.titleKey → `nav:<titleKey>`) derive from it.
 */
export const routeTable: RouteDef[] = collectRoutes(featureModules, appRoutes);
