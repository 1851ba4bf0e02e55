import { read, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/hira-page'),
  form: () => import('./routes/hira-form-page'),
  summary: () => import('./routes/hira-summary-page'),
};

/** SPEC §2: /hira needs HIRA read; children new (HIRA create), summary/{id} (read) and edit/{id} (HIRA update). */
export const routes: RouteDef[] = [
  registerRoute({
    path: 'hira',
    rights: 'HIRA',
    titleKey: 'hira',
    menu: { section: 'modules', icon: 'pi pi-sitemap', order: 60 },
    screen: page.frame,
    form: page.form,
    children: [{ path: 'summary/:id', access: read('HIRA'), screen: page.summary }],
  }),
];
