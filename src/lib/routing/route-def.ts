import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import type { ScreenModule } from '@/lib/lazy';

/** Who may open a route (SPEC §2, §6). The decision for each kind lives in access-rules.ts. */
export type Access =
  /** anyone; signed-in users pass too (public report pages, by-pass, session-expired…) */
  | { kind: 'public' }
  /** signed-out only; a signed-in user is sent to / */
  | { kind: 'signed-out' }
  /** any signed-in user (after the locked / onboarding organisation checks) */
  | { kind: 'signed-in' }
  /** signed in, without the organisation checks: /logout and /reset-session must always work */
  | { kind: 'session' }
  /** signed in with at least one permission (or admin); otherwise /no_permissions */
  | { kind: 'member' }
  /** the shared dashboard access check of / and /dashboard_old (SPEC §2 "Route guard behaviour") */
  | { kind: 'dashboard' }
  | { kind: 'can'; action: AppAction; subject: AppSubject }
  /** is_admin; others go to `fallback` (default /) */
  | { kind: 'admin'; fallback?: string }
  /**
   * the master super admin; `signedOut` also lets signed-out visitors in (/web is on the allow-list);
   * `platformAccount` also lets the internal platform account in (SPEC §6: it may act only on Organization)
   */
  | { kind: 'master'; signedOut?: boolean; platformAccount?: boolean }
  /** admins and contractor users */
  | { kind: 'contractor' }
  /** /roadblock: only while the organisation is locked */
  | { kind: 'locked' }
  /** /onboarding: only while the organisation is onboarding */
  | { kind: 'onboarding' }
  /** /organization_verify: only on app, lvh or 192 hosts, signed in or not */
  | { kind: 'verification-host' };

export type Layout = 'landing' | 'app' | 'bare';

export interface MenuEntry {
  section: 'modules' | 'settings' | 'platform';
  icon: string;
  order: number;
  /** where the entry links, when not the route's own path */
  to?: string;
}

/** One declaration per route: guards, menu and title derive from it. */
export interface RouteDef {
  /** relative to the parent; react-router syntax (`:id`, optional `:tab?`, splat `*`) */
  path: string;
  access: Access;
  layout?: Layout;
  screen?: () => Promise<ScreenModule>;
  /**
   * true when the screen is a frame for its children (it renders an <Outlet />);
   * otherwise a screen with children is the index page beside them.
   */
  frame?: boolean;
  /** index redirect, relative to this route (e.g. 'new') */
  redirectTo?: string;
  /** key in the `nav` namespace: `nav:<titleKey>` is the page title and menu label */
  titleKey?: string;
  menu?: MenuEntry;
  children?: RouteDef[];
}

// The access kinds a feature's routes.ts declares most often.
export const PUBLIC: Access = { kind: 'public' };
export const SIGNED_OUT: Access = { kind: 'signed-out' };
export const SIGNED_IN: Access = { kind: 'signed-in' };
export const SESSION: Access = { kind: 'session' };
export const MEMBER: Access = { kind: 'member' };
export const ADMIN: Access = { kind: 'admin' };
export const MASTER: Access = { kind: 'master' };
/** the master super admin and the internal platform account (SPEC §2, §6): the organisation routes */
export const MASTER_OR_PLATFORM_ACCOUNT: Access = { kind: 'master', platformAccount: true };
export const CONTRACTOR: Access = { kind: 'contractor' };
export const DASHBOARD: Access = { kind: 'dashboard' };

export const can = (action: AppAction, subject: AppSubject): Access => ({ kind: 'can', action, subject });
export const read = (subject: AppSubject) => can('read', subject);

/** What a feature's `routes.ts` exports; the app collects every one (app/routes/route-table.ts). */
export interface FeatureRoutesModule {
  routes: RouteDef[];
}

/**
 * A register: its list screen is a frame whose record panels are the child routes `new` and `edit/:id` (`editPath`),
 * both on the `form` screen; `children` go between them (a summary panel). `rights` is the permission subject (the
 * register needs its read right, `new` create, edit update) or one access for all three.
 */
export function registerRoute({ rights, form, editPath = 'edit/:id', children = [], ...route }: Omit<RouteDef, 'access' | 'frame'> & { rights: AppSubject | Access; form: RouteDef['screen']; editPath?: string }): RouteDef {
  const [list, create, update] = typeof rights === 'string' ? [read(rights), can('create', rights), can('update', rights)] : [rights, rights, rights];
  return { ...route, access: list, frame: true, children: [{ path: 'new', access: create, screen: form }, ...children, { path: editPath, access: update, screen: form }] };
}
