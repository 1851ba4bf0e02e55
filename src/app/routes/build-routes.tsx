import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyScreen } from '@/lib/lazy';
import { RouteError } from '@/components/feedback/route-error';
import { BareLoading } from '@/components/feedback/loading';
import { RootShell } from '@/app/layout/root-shell';
import { SignedOutLayout } from '@/app/layout/signed-out-layout';
import { SignedInLayout } from '@/app/layout/signed-in-layout';
import { BareLayout } from '@/app/layout/bare-layout';
import { Guard, IndexRedirect } from './guard';
import type { Layout, RouteDef } from './types';

function toRouteObject(def: RouteDef): RouteObject {
  const nested: RouteObject[] = [];
  // the index redirect (e.g. /sites → new) only for a viewer the target lets in: a user who may read but not create
  // stays on the frame (the register alone) instead of being bounced by the child's guard to the dashboard (issue 25)
  if (def.redirectTo) {
    const target = def.children?.find((child) => child.path === def.redirectTo);
    nested.push({ index: true, element: <IndexRedirect to={def.redirectTo} access={target?.access} /> });
  }
  for (const child of def.children ?? []) nested.push(toRouteObject(child));
  const handle = { titleKey: def.titleKey };
  let content: RouteObject[];
  if (def.screen && def.frame) {
    // the screen is a frame for its children: it renders an <Outlet />. A pathless route only matches
    // through a child, so the bare path needs an empty index child (the frame alone, no panel open).
    if (!def.redirectTo) nested.unshift({ index: true, element: null });
    content = [{ lazy: lazyScreen(def.screen), handle, children: nested }];
  } else if (def.screen && nested.length > 0) {
    // the screen is the index page, its children are pages of their own
    content = [{ index: true, lazy: lazyScreen(def.screen), handle }, ...nested];
  } else if (def.screen) {
    content = [{ index: true, lazy: lazyScreen(def.screen), handle }];
  } else {
    content = nested;
  }
  return { path: def.path || undefined, handle, element: <Guard access={def.access} />, children: content };
}

const LAYOUTS: Record<Layout, () => React.ReactElement> = {
  landing: () => <SignedOutLayout />,
  app: () => <SignedInLayout />,
  bare: () => <BareLayout />,
};

/** Turns the route table into react-router's data routes, grouped by layout. */
export function buildRoutes(table: RouteDef[]): RouteObject[] {
  const byLayout = new Map<Layout, RouteObject[]>();
  for (const def of table) {
    const layout = def.layout ?? 'app';
    byLayout.set(layout, [...(byLayout.get(layout) ?? []), toRouteObject(def)]);
  }
  return [
    {
      path: '/',
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <BareLoading />,
      children: [
        ...[...byLayout.entries()].map(([layout, children]) => ({ element: LAYOUTS[layout](), errorElement: <RouteError />, children })),
        { path: '*', element: <Navigate to="/not_found" replace /> },
      ],
    },
  ];
}
