import { can, read, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/roles-page'),
  role: () => import('./routes/role-page'),
};

/**
 * SPEC §2 "Settings and sites routes": /roles, Role read. Children: `new` (Role create) and `:id` (Role read: the
 * editor with Role update, the role read-only without).
 */
export const routes: RouteDef[] = [
  {
    path: 'roles',
    access: read('Role'),
    titleKey: 'roles',
    menu: { section: 'settings', icon: 'pi pi-key', order: 210 },
    screen: page.frame,
    frame: true,
    children: [
      { path: 'new', access: can('create', 'Role'), screen: page.role },
      { path: ':id', access: read('Role'), screen: page.role },
    ],
  },
];
