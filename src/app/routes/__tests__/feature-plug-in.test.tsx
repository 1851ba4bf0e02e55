import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { buildRoutes } from '../build-routes';
import { collectRoutes, routeTable } from '../route-table';
import { accessChainFor } from '../route-access';
import { decideChain } from '../access-rules';
import { viewerWith } from '@/testing/viewer';
import { menuItems } from '@/app/layout/menu-entries';
import { can, read, type FeatureRoutesModule, type RouteDef } from '@/lib/routing/route-def';

/**
 * A new module is a folder that plugs in: `src/features/<m>/routes.ts` exporting `routes` is collected by
 * the app (import.meta.glob in route-table.ts), then routed, guarded and put in the menu with no edit under
 * app/. This checks the mechanism with a throw-away module, and that every feature folder on disk with a
 * routes.ts is in the real table.
 */
const probe: FeatureRoutesModule = {
  routes: [
    {
      path: 'probe-register',
      access: read('Library'),
      titleKey: 'library',
      menu: { section: 'modules', icon: 'pi pi-box', order: 75 },
      screen: () => Promise.resolve({ default: () => null }),
      frame: true,
      children: [{ path: 'new', access: can('create', 'Library'), screen: () => Promise.resolve({ default: () => null }) }],
    },
  ],
};


const flatPaths = (defs: RouteDef[], base = ''): string[] =>
  defs.flatMap((d) => {
    const path = d.path ? `${base}/${d.path}` : base || '/';
    return [path, ...flatPaths(d.children ?? [], path === '/' ? '' : path)];
  });

describe('a feature folder plugs into the app', () => {
  const table = collectRoutes({ '../../features/probe/routes.ts': probe }, routeTable);

  it('is routed', () => {
    const matches = matchRoutes(buildRoutes(table), '/probe-register/new');
    expect(matches?.map((m) => m.route.path).filter(Boolean)).toEqual(['/', 'probe-register', 'new']);
  });

  it('is guarded by its declared CASL action and subject', () => {
    const chain = accessChainFor('/probe-register/new', table) ?? [];
    expect(chain).toEqual([read('Library'), can('create', 'Library')]);
    expect(decideChain(chain, viewerWith({ Library: ['read', 'create'] }), { pathname: '/probe-register/new' }).allow).toBe(true);
    expect(decideChain(chain, viewerWith({ Library: ['read'] }), { pathname: '/probe-register/new' }).allow).toBe(false);
  });

  it('is in the side menu for users who may open it, in its declared order', () => {
    const items = menuItems(viewerWith({ Library: ['read'], Observation: ['read'] }), table).map((i) => i.to);
    expect(items).toContain('/probe-register');
    expect(items.indexOf('/probe-register')).toBeGreaterThan(items.indexOf('/observations'));
    expect(menuItems(viewerWith({ Observation: ['read'] }), table).map((i) => i.to)).not.toContain('/probe-register');
  });

  it('the real table holds the routes of every feature folder that has a routes.ts', async () => {
    const features = join(process.cwd(), 'src', 'features');
    const withRoutes = readdirSync(features).filter((name) => existsSync(join(features, name, 'routes.ts')));
    expect(withRoutes.length).toBeGreaterThanOrEqual(8);
    const all = new Set(flatPaths(routeTable));
    for (const name of withRoutes) {
      const mod = (await import(`../../../features/${name}/routes.ts`)) as FeatureRoutesModule;
      for (const path of flatPaths(mod.routes)) expect(all, `${name}: ${path}`).toContain(path);
    }
  });
});
