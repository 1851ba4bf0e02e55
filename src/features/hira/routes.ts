import { can, read, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/hira-page'),
  form: () => import('./routes/hira-form-page'),
  summary: () => import('./routes/hira-summary-page'),
};

/** SPEC §2: /hira needs HIRA read; children new (HIRA create), summary/{id} (read) and edit/{id} (HIRA update). */
export const routes: RouteDef[] = [
  {
    path: 'hira',
    access: read('HIRA'),
    titleKey: 'hira',
    menu: { section: 'modules', icon: 'pi pi-sitemap', order: 60 },
    screen: page.frame,
    frame: true,
    children: [
      { path: 'new', access: can('create', 'HIRA'), screen: page.form },
      { path: 'summary/:id', access: read('HIRA'), screen: page.summary },
      { path: 'edit/:id', access: can('update', 'HIRA'), screen: page.form },
    ],
  },
];
