import { createMongoAbility } from '@casl/ability';
import { rulesFromServer, type AppAbility } from '@/lib/ability/ability';
import { hasAnyPermission } from '@/lib/ability/rules';
import type { ServerRule } from '@/lib/session/types';
import type { NavigationPreview } from '@/lib/routing/navigation-preview';
import { menuItems } from '@/app/layout/menu-entries';
import { ACTIVE_MEMBER, type Viewer } from './access-rules';
import { landingPath } from './landing';
import { routeTable } from './route-table';
import type { RouteDef } from './types';

/** the title key of the route at this full path (only top-level paths are landing pages) */
function titleKeyAt(path: string, table: RouteDef[]): string | null {
  const segment = path.replace(/^\//, '');
  return table.find((d) => d.path === segment && d.titleKey)?.titleKey ?? null;
}

/**
 * "View as this role" (features/roles): the side menu and landing page an ordinary holder of `rules` gets — an active,
 * non-admin, non-contractor user of an organisation at work — computed by the real `menuItems` (the route table and
 * its guards) and `landingPath` (SPEC §2 "Landing page choice"), with an ability of its own (the app's is untouched).
 * `modules`: the organisation's chosen modules, which close the others to every role.
 */
export function previewNavigation(rules: ServerRule[], table: RouteDef[] = routeTable, modules?: readonly string[] | null): NavigationPreview {
  const ability = createMongoAbility<AppAbility>(rulesFromServer(rules, null, modules));
  const viewer: Viewer = {
    ...ACTIVE_MEMBER,
    hasAnyPermission: hasAnyPermission(ability),
    can: (action, subject) => ability.can(action, subject),
    internal: null,
  };
  const landing = landingPath(viewer.can, viewer.hasAnyPermission);
  return { menu: menuItems(viewer, table), landing, landingTitleKey: titleKeyAt(landing, table) };
}
