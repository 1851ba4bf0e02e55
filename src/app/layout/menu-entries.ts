import { routeTable } from '@/app/routes/route-table';
import { decideChain, type Viewer } from '@/app/routes/access-rules';
import type { Access, MenuEntry, RouteDef } from '@/app/routes/types';

export interface MenuItem extends MenuEntry {
  to: string;
  titleKey: string;
}

interface Flat {
  def: RouteDef;
  path: string;
  chain: Access[];
}

function collect(defs: RouteDef[], base: string, chain: Access[], out: Flat[]) {
  for (const def of defs) {
    const path = def.path ? `${base}/${def.path}`.replace(/\/+/g, '/') : base || '/';
    const nextChain = [...chain, def.access];
    out.push({ def, path, chain: nextChain });
    if (def.children) collect(def.children, path === '/' ? '' : path, nextChain, out);
  }
}

/**
 * The side menu derives from the route table: an entry shows when the guards of its route (all the
 * way down) let the user in. The master super admin sees the platform section only.
 */
export function menuItems(viewer: Viewer, table: RouteDef[] = routeTable): MenuItem[] {
  const all: Flat[] = [];
  collect(table, '', [], all);
  return all
    .filter(({ def }) => def.menu && def.titleKey)
    .filter(({ def }) => !viewer.isMaster || def.menu!.section === 'platform')
    .map(({ def, path, chain }) => ({ item: { ...def.menu!, to: def.menu!.to ?? path, titleKey: def.titleKey! }, chain }))
    .filter(({ item, chain }) => decideChain(chain, viewer, { pathname: item.to }).allow)
    .map(({ item }) => item)
    .sort((a, b) => a.order - b.order);
}
