import { MASTER, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/organizations-page'),
  form: () => import('./routes/organization-form-page'),
  extend: () => import('./routes/extend-requests-page'),
};

/** SPEC §2 "Platform routes": /organizations (child edit/{id}) and /extend_requests, master super admin only. */
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
  { path: 'extend_requests', access: MASTER, titleKey: 'extendRequests', menu: { section: 'platform', icon: 'pi pi-clock', order: 420 }, screen: page.extend },
];
