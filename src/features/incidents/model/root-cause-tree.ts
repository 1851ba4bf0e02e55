import type { RootCauseSetting } from '../model';

export interface RootCauseNode extends RootCauseSetting {
  children: RootCauseNode[];
  depth: number;
}

/** the flat root_cause_settings list → a sorted forest (children by name); orphans become roots */
export function buildTree(settings: readonly RootCauseSetting[], options: { activeOnly?: boolean } = {}): RootCauseNode[] {
  const shown = options.activeOnly ? settings.filter((s) => s.active) : settings;
  const byId = new Map<number, RootCauseNode>(shown.map((s) => [s.id, { ...s, children: [], depth: 0 }]));
  const roots: RootCauseNode[] = [];
  for (const node of byId.values()) {
    const parent = node.parent_id != null ? byId.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else if (node.parent_id == null || !options.activeOnly) roots.push(node);
    // an active child of an inactive parent is hidden with its parent when activeOnly
  }
  sortLevel(roots, 0);
  return roots;
}

function sortLevel(nodes: RootCauseNode[], depth: number) {
  nodes.sort((a, b) => a.name.localeCompare(b.name));
  for (const n of nodes) {
    n.depth = depth;
    sortLevel(n.children, depth + 1);
  }
}

/** names from the root down to `id` (inclusive); [] when unknown; stops on a cycle */
export function pathOf(settings: readonly RootCauseSetting[], id: number): string[] {
  const byId = new Map(settings.map((s) => [s.id, s]));
  const out: string[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    out.unshift(current.name);
    current = current.parent_id != null ? byId.get(current.parent_id) : undefined;
  }
  return out;
}

/** depth-first list of the forest, for selects and checkbox lists */
export function flatten(nodes: readonly RootCauseNode[]): RootCauseNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}
