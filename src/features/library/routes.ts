import { read, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/library-page'),
  form: () => import('./routes/library-file-page'),
  view: () => import('./routes/library-view-page'),
};

/**
 * SPEC §2: /library and /library/view/{id} need Library read. The upload (new) and the details editor (edit/{id})
 * are panels of /library that need Library create and update.
 */
export const routes: RouteDef[] = [
  registerRoute({ path: 'library', rights: 'Library', titleKey: 'library', menu: { section: 'modules', icon: 'pi pi-book', order: 70 }, screen: page.frame, form: page.form }),
  { path: 'library/view/:id', access: read('Library'), titleKey: 'libraryDocument', screen: page.view },
];
