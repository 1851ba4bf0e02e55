import { Link, Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useRouteError } from 'react-router-dom';
import type { Nav, NavigateFn } from '@/lib/routing/nav';

/** `lib/routing/nav` on react-router: what the app provides (`Providers`) to the screens the public shell shares. */
export const reactRouterNav: Nav = {
  Link,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate: () => useNavigate() as NavigateFn,
  useTitleKey() {
    const matches = useMatches();
    for (let i = matches.length - 1; i >= 0; i--) {
      const key = (matches[i].handle as { titleKey?: string } | undefined)?.titleKey;
      if (key) return key;
    }
    return undefined;
  },
  useRouteError,
};
