import type { AppAction, AppSubject } from '@/lib/ability/subjects';
import type { ScreenModule } from '@/lib/lazy';

/** Who may open a route (SPEC §2, §6). */
export type Access =
  | { kind: 'public' } // anyone; signed-in users pass too (public report pages)
  | { kind: 'signed-out' } // signed-out only; a signed-in user is sent to /
  | { kind: 'signed-in' }
  | { kind: 'can'; action: AppAction; subject: AppSubject }
  | { kind: 'admin'; fallback?: string }
  | { kind: 'master' }
  | { kind: 'contractor' };

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
  path: string;
  access: Access;
  layout?: Layout;
  screen?: () => Promise<ScreenModule>;
  /** index redirect, relative to this route (e.g. 'new') */
  redirectTo?: string;
  /** key in the `common` namespace: `nav.<titleKey>` is the page title and menu label */
  titleKey?: string;
  menu?: MenuEntry;
  children?: RouteDef[];
}
