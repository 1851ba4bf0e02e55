import { ADMIN, SIGNED_IN, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/categories-page'),
  form: () => import('./routes/category-form-page'),
  subCategories: () => import('./routes/sub-categories-page'),
  envFrame: () => import('./routes/environment-categories-page'),
  envForm: () => import('./routes/environment-category-form-page'),
  envDetail: () => import('./routes/environment-category-page'),
};

export const routes: RouteDef[] = [
  registerRoute({ path: 'categories', rights: 'Category', titleKey: 'categories', menu: { section: 'settings', icon: 'pi pi-tags', order: 230 }, screen: page.frame, form: page.form }),
  // SPEC §2: sub-categories are open to signed-in users (changing them still needs Category create / update)
  { path: 'categories/:id', access: SIGNED_IN, titleKey: 'subCategories', screen: page.subCategories },
  registerRoute({ path: 'environment_categories', rights: ADMIN, titleKey: 'environmentCategories', menu: { section: 'settings', icon: 'pi pi-globe', order: 235 }, screen: page.envFrame, form: page.envForm }),
  { path: 'environment_categories/:id', access: ADMIN, titleKey: 'environmentCategories', screen: page.envDetail },
];
