import { SIGNED_IN, type FeatureRoutesModule, type RouteDef } from '@/lib/routing/route-def';

/** The app's own routes: product screens of later issues (their guards, titles and menu entries are final). */
const appRoutes: RouteDef[] = [
  // organization_verify: features/auth/routes.ts

  { path: 'not_found', access: SIGNED_IN, titleKey: 'notFound', screen: () => import('@/components/feedback/not-found-page') },

  // ── Modules ────────────────────────────────────────────────────────────────────────────────
  // dashboard_old: features/dashboard/routes.ts
  // permits, permit-dashboard, permits/map-view, permit/:id/summary|report, permit-form-questions/*, v2/permit-to-work/*: features/permits/routes.ts
  // audits/:type, audits/:id (summary, audit/:sectionIndex, keyfindings, actionitems), audits/:id/report, audit-summary: features/audits/routes.ts
  // hira (register, new, summary/{id}, edit/{id}): features/hira/routes.ts
  // library, library/view/:id: features/library/routes.ts
  // contractors (new, edit/{id}), contractor/:id/workers, contractor/uncategory-workers, contractor/:id/documents: features/contractors/routes.ts
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
  // mailers, mailers/:module/:moduleId(/scenario/:scenarioId), emailsubscription: features/mailers/routes.ts
  // manpower: features/manpower/routes.ts

  // ── Platform (master super admin only) ─────────────────────────────────────────────────────
  // organizations (register, edit/{id}): features/platform/routes.ts
  // domains_control: features/platform/routes.ts
  // extend_requests, paymentsettings, api_settings/:id, clone, code_releases, web (signed out too): features/platform/routes.ts
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
