import { routeTable } from '@/app/routes/route-table';
import { guardDecision, type GuardInput } from '@/app/routes/guard';
import type { MenuEntry, RouteDef } from '@/app/routes/types';

export interface MenuItem extends MenuEntry {
  to: string;
  titleKey: string;
}

function collect(defs: RouteDef[], base: string, out: { def: RouteDef; path: string; chain: RouteDef[] }[], chain: RouteDef[]) {
  for (const def of defs) {
    const path = def.path ? `${base}/${def.path}`.replace(/\/+/g, '/') : base || '/';
    const nextChain = [...chain, def];
    out.push({ def, path, chain: nextChain });
    if (def.children) collect(def.children, path === '/' ? '' : path, out, nextChain);
  }
}

/** The side menu derives from the route table: only entries whose guards (all the way down) allow the user. */
export function menuItems(user: Omit<GuardInput, 'access'>, table: RouteDef[] = routeTable): MenuItem[] {
  const all: { def: RouteDef; path: string; chain: RouteDef[] }[] = [];
  collect(table, '', all, []);
  return all
    .filter(({ def, chain }) => def.menu && def.titleKey && chain.every((d) => guardDecision({ ...user, access: d.access }).allow))
    .map(({ def, path }) => ({ ...def.menu!, to: def.menu!.to ?? path, titleKey: def.titleKey! }))
    .sort((a, b) => a.order - b.order);
}
