import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';

/**
 * The router as the public shell's screens and layouts see it (issue 30): links, the address, navigation, the
 * child route's outlet, the route's title key and error. The app provides react-router behind it
 * (`app/react-router-nav.tsx`, in `Providers`); the public shell of the prerendered pages its own small router
 * (`app/public/shell-router.tsx`), so the signed-out pages hydrate without react-router (≈ 27 KB gzip). A module
 * that a prerendered page loads (its screen, layout, the offline queue's panel) imports these, never
 * `react-router-dom`: `npm run size` holds those pages to budgets below react-router's weight. Everything else keeps
 * react-router's own hooks.
 */
export interface NavLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  /** a new key per navigation (react-router's `location.key`) */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFn = (to: string, options?: NavigateOptions) => void;

export type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean; state?: unknown };

/** One router's implementation of the pieces above: constant for the router's life (its hooks are called through it). */
export interface Nav {
  Link: ComponentType<NavLinkProps>;
  Outlet: ComponentType;
  ScrollRestoration: ComponentType;
  useLocation(): NavLocation;
  useNavigate(): NavigateFn;
  /** the deepest matched route's `handle.titleKey` (its title in the `nav` namespace) */
  useTitleKey(): string | undefined;
  /** the error an error element shows */
  useRouteError(): unknown;
}

export const NavContext = createContext<Nav | null>(null);

function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav) throw new Error('No router: render inside the app (Providers) or the public shell');
  return nav;
}

export function Link(props: NavLinkProps) {
  const { Link: RouterLink } = useNav();
  return <RouterLink {...props} />;
}

export function Outlet() {
  const { Outlet: RouterOutlet } = useNav();
  return <RouterOutlet />;
}

export function ScrollRestoration() {
  const { ScrollRestoration: RouterScrollRestoration } = useNav();
  return <RouterScrollRestoration />;
}

// The hooks below call the router's own: the same functions on every render, since a `Nav` is constant for its
// router's life and a component never moves from one router to another (the shell unmounts before the app renders).
/* oxlint-disable react/hooks */
export const useLocation = (): NavLocation => useNav().useLocation();
export const useNavigate = (): NavigateFn => useNav().useNavigate();
export const useTitleKey = (): string | undefined => useNav().useTitleKey();
export const useRouteError = (): unknown => useNav().useRouteError();
/* oxlint-enable react/hooks */

/** react-router's `isRouteErrorResponse(e) && e.status === 404`, without react-router */
export function isNotFoundResponse(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const e = error as { status?: unknown; statusText?: unknown; internal?: unknown };
  return e.status === 404 && typeof e.statusText === 'string' && typeof e.internal === 'boolean' && 'data' in e;
}
