import { read, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/sites-page'),
  form: () => import('./routes/site-form-page'),
  divisions: () => import('./routes/site-divisions-page'),
};

/** SPEC §2 "Settings and sites routes": /sites redirects to its child new; children new and edit/{id}; Site read. */
export const routes: RouteDef[] = [
  registerRoute({ path: 'sites', rights: 'Site', titleKey: 'sites', menu: { section: 'settings', icon: 'pi pi-building', order: 220 }, screen: page.frame, form: page.form, redirectTo: 'new' }),
  /** the divisions → departments → units tree of a site, edited in place (read-only without Site update) */
  { path: 'sites/:id/divisions', access: read('Site'), titleKey: 'siteDivisions', screen: page.divisions },
];
