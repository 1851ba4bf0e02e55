import { MASTER, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/organizations-page'),
  form: () => import('./routes/organization-form-page'),
};

/** SPEC §2 "Platform routes": /organizations, master super admin only; child edit/{id}. */
export const routes: RouteDef[] = [
  {
    path: 'organizations',
    access: MASTER,
    titleKey: 'organizations',
    menu: { section: 'platform', icon: 'pi pi-sitemap', order: 400 },
    screen: page.frame,
    frame: true,
    children: [{ path: 'edit/:id', access: MASTER, screen: page.form }],
  },
];
