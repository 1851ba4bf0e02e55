import { SIGNED_IN, read, registerRoute, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/users-page'),
  form: () => import('./routes/user-form-page'),
  newUsers: () => import('./routes/new-users-page'),
  permission: () => import('./routes/user-permission-page'),
  profile: () => import('./routes/profile-page'),
};

/** SPEC §2: /users, /newusers and /users/{id}/permission need User read; /profile is the signed-in user's own page. */
export const routes: RouteDef[] = [
  registerRoute({ path: 'users', rights: 'User', titleKey: 'users', menu: { section: 'settings', icon: 'pi pi-users', order: 200 }, screen: page.frame, form: page.form }),
  { path: 'newusers', access: read('User'), titleKey: 'newUsers', screen: page.newUsers },
  { path: 'users/:id/permission', access: read('User'), titleKey: 'userPermissions', screen: page.permission },
  { path: 'profile', access: SIGNED_IN, titleKey: 'profile', screen: page.profile },
];
