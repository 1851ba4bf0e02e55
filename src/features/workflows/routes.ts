import { registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/workflows-page'),
  form: () => import('./routes/workflow-form-page'),
};

/** SPEC §2: /workflows needs WorkFlow read; children new (WorkFlow create) and edit/{id} (WorkFlow update). */
export const routes: RouteDef[] = [
  registerRoute({ path: 'workflows', rights: 'WorkFlow', titleKey: 'workflows', menu: { section: 'settings', icon: 'pi pi-share-alt', order: 250 }, screen: page.frame, form: page.form }),
];
