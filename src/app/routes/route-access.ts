import { matchRoutes, type RouteObject } from 'react-router-dom';
import { routeTable } from './route-table';
import type { Access, RouteDef } from './types';

interface AccessHandle {
  access: Access;
  titleKey?: string;
}

function toAccessRoute(def: RouteDef): RouteObject {
  const children: RouteObject[] = (def.children ?? []).map(toAccessRoute);
  if (!def.path && children.length === 0) return { index: true, handle: { access: def.access, titleKey: def.titleKey } };
  return {
    path: def.path || undefined,
    handle: { access: def.access, titleKey: def.titleKey },
    // a bare index keeps the parent matchable on its own path
    children: children.length > 0 ? [{ index: true }, ...children] : undefined,
  };
}

/**
 * The access checks a path meets, outermost first (the same chain the nested guards run), or null
 * for an unknown path (→ /not_found). Used by tests and by anyone who must know a route's rights.
 */
export function accessChainFor(pathname: string, table: RouteDef[] = routeTable): Access[] | null {
  const matches = matchRoutes(table.map(toAccessRoute), pathname);
  if (!matches) return null;
  return matches.map((m) => (m.route.handle as AccessHandle | undefined)?.access).filter((a): a is Access => !!a);
}
