/**
 * The divisions → departments → units tree of a site (issue 13, SPEC §2 "Onboarding: sites, then divisions,
 * departments and units"). Pure: the tree screen and the demo backend share it.
 *
 * A node's level follows from its depth: a top node is a division, its children departments, theirs units. Units
 * have no children. Every operation answers a new tree (or null when the level rules refuse it).
 */
import type { components } from '@/lib/api/generated/openapi';

export const DIVISION_LEVELS = ['division', 'department', 'unit'] as const;
export type DivisionLevel = (typeof DIVISION_LEVELS)[number];
/** depth of a unit (a division is 0) */
export const MAX_DIVISION_DEPTH = DIVISION_LEVELS.length - 1;
export const DIVISION_NAME_MAX = 100;
/** what joins the names of a node's full name, e.g. "Production › Packing › Line 2" */
export const FULL_NAME_SEPARATOR = ' › ';

/** the smallest shape every operation needs */
export interface TreeNodeBase<N> {
  id: number;
  name: string;
  children: N[];
}

/** a node as the API answers it (GET /sites/:id/divisions; `DivisionNode` of api/openapi.yaml) */
export type DivisionNode = components['schemas']['DivisionNode'];

export type DivisionTreeResponse = components['schemas']['DivisionTree'];

/** where a node goes: under `parent_id` (null: a division) at `position` (0-based, among the new siblings) */
export interface Placement {
  parent_id: number | null;
  position: number;
}

/** what POST /sites/:id/divisions takes (`DivisionNodeInput`) */
export type DivisionNodeInput = components['schemas']['DivisionNodeInput'];

/** what PATCH /sites/:id/divisions/:nodeId takes (any of; `DivisionNodePatch`) */
export type DivisionNodePatch = components['schemas']['DivisionNodePatch'];

export const levelAt = (depth: number): DivisionLevel | null => DIVISION_LEVELS[depth] ?? null;

export interface Located<N> {
  node: N;
  parent: N | null;
  siblings: N[];
  index: number;
  depth: number;
  /** from the division down to the node itself */
  path: N[];
}

/** where a node is, or null */
export function locate<N extends TreeNodeBase<N>>(tree: readonly N[], id: number): Located<N> | null {
  const walk = (list: N[], parent: N | null, path: N[]): Located<N> | null => {
    for (let index = 0; index < list.length; index++) {
      const node = list[index];
      if (node.id === id) return { node, parent, siblings: list, index, depth: path.length, path: [...path, node] };
      const found = walk(node.children, node, [...path, node]);
      if (found) return found;
    }
    return null;
  };
  return walk(tree as N[], null, []);
}

/** every node, depth first, with its depth */
export function flatten<N extends TreeNodeBase<N>>(tree: readonly N[], depth = 0): { node: N; depth: number }[] {
  return tree.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);
}

/** levels below a node (0 for a leaf) */
export function heightOf<N extends TreeNodeBase<N>>(node: N): number {
  return node.children.length ? 1 + Math.max(...node.children.map(heightOf)) : 0;
}

/** "Production › Packing › Line 2" */
export function fullName<N extends TreeNodeBase<N>>(tree: readonly N[], id: number): string {
  return locate(tree, id)?.path.map((n) => n.name).join(FULL_NAME_SEPARATOR) ?? '';
}

/** the names of a parent's children (null: the divisions), leaving out `exceptId` */
export function siblingNames<N extends TreeNodeBase<N>>(tree: readonly N[], parentId: number | null, exceptId?: number): string[] {
  const list = parentId === null ? tree : (locate(tree, parentId)?.node.children ?? []);
  return list.filter((n) => n.id !== exceptId).map((n) => n.name);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
export const nameTaken = (name: string, siblings: readonly string[]) => siblings.some((s) => sameName(s, name));

/** the depth a child of `parentId` has (0 under null), or null when the parent is missing */
function childDepth<N extends TreeNodeBase<N>>(tree: readonly N[], parentId: number | null): number | null {
  if (parentId === null) return 0;
  const parent = locate(tree, parentId);
  return parent ? parent.depth + 1 : null;
}

/** Why a placement is refused ('parentMissing', 'tooDeep', 'intoItself'), or null when it is allowed. */
export function placementProblem<N extends TreeNodeBase<N>>(tree: readonly N[], node: N | null, to: Placement): 'parentMissing' | 'tooDeep' | 'intoItself' | null {
  const depth = childDepth(tree, to.parent_id);
  if (depth === null) return 'parentMissing';
  if (node && to.parent_id !== null && (to.parent_id === node.id || locate(node.children, to.parent_id))) return 'intoItself';
  if (depth + (node ? heightOf(node) : 0) > MAX_DIVISION_DEPTH) return 'tooDeep';
  return null;
}

const clamp = (n: number, max: number) => Math.max(0, Math.min(Number.isFinite(n) ? Math.trunc(n) : max, max));

/** a copy of the tree with `fn` applied to the children list of `parentId` (null: the top list) */
function editList<N extends TreeNodeBase<N>>(tree: readonly N[], parentId: number | null, fn: (list: N[]) => N[]): N[] {
  if (parentId === null) return fn([...tree]);
  return tree.map((n) => (n.id === parentId ? { ...n, children: fn([...n.children]) } : { ...n, children: editList(n.children, parentId, fn) }));
}

/** the tree with `node` inserted at `to`, or null when the level rules refuse it */
export function insertNode<N extends TreeNodeBase<N>>(tree: readonly N[], node: N, to: Placement): N[] | null {
  if (placementProblem(tree, node, to)) return null;
  return editList(tree, to.parent_id, (list) => {
    list.splice(clamp(to.position, list.length), 0, node);
    return list;
  });
}

/** the tree without the node (and its subtree) */
export function removeNode<N extends TreeNodeBase<N>>(tree: readonly N[], id: number): N[] {
  return tree.filter((n) => n.id !== id).map((n) => ({ ...n, children: removeNode(n.children, id) }));
}

/** the tree with the node moved to `to` (position counted without the node), or null when refused */
export function moveNode<N extends TreeNodeBase<N>>(tree: readonly N[], id: number, to: Placement): N[] | null {
  const at = locate(tree, id);
  if (!at || placementProblem(tree, at.node, to)) return null;
  return insertNode(removeNode(tree, id), at.node, to);
}

/** the tree with one node's fields changed */
export function updateNode<N extends TreeNodeBase<N>>(tree: readonly N[], id: number, change: Partial<Omit<N, 'id' | 'children'>>): N[] {
  return tree.map((n) => (n.id === id ? { ...n, ...change } : { ...n, children: updateNode(n.children, id, change) }));
}

export type MoveKind = 'up' | 'down' | 'indent' | 'outdent';
export type InsertKind = 'above' | 'below' | 'child';

/** where each keyboard / button move would put the node, null when not possible */
export function moveTargets<N extends TreeNodeBase<N>>(tree: readonly N[], id: number): Record<MoveKind, Placement | null> {
  const at = locate(tree, id);
  if (!at) return { up: null, down: null, indent: null, outdent: null };
  const parentId = at.parent?.id ?? null;
  const ok = (to: Placement) => (placementProblem(tree, at.node, to) ? null : to);
  const previous = at.index > 0 ? at.siblings[at.index - 1] : null;
  let outdent: Placement | null = null;
  if (at.parent) {
    const parentAt = locate(tree, at.parent.id)!;
    outdent = ok({ parent_id: parentAt.parent?.id ?? null, position: parentAt.index + 1 });
  }
  return {
    up: at.index > 0 ? { parent_id: parentId, position: at.index - 1 } : null,
    down: at.index < at.siblings.length - 1 ? { parent_id: parentId, position: at.index + 1 } : null,
    indent: previous ? ok({ parent_id: previous.id, position: previous.children.length }) : null,
    outdent,
  };
}

/** where a new node goes when added above, below or as the last child of a node (null: a unit takes no child) */
export function insertTarget<N extends TreeNodeBase<N>>(tree: readonly N[], id: number, kind: InsertKind): Placement | null {
  const at = locate(tree, id);
  if (!at) return null;
  const parentId = at.parent?.id ?? null;
  if (kind === 'above') return { parent_id: parentId, position: at.index };
  if (kind === 'below') return { parent_id: parentId, position: at.index + 1 };
  return at.depth < MAX_DIVISION_DEPTH ? { parent_id: at.node.id, position: at.node.children.length } : null;
}

/** the ids of a node and everything below it */
export function subtreeIds<N extends TreeNodeBase<N>>(node: N): number[] {
  return [node.id, ...node.children.flatMap(subtreeIds)];
}

/** ids whose depth differs between two trees (a move that changes levels) */
export function levelChanges<N extends TreeNodeBase<N>>(before: readonly N[], after: readonly N[]): number[] {
  const depths = new Map(flatten(before).map(({ node, depth }) => [node.id, depth]));
  return flatten(after)
    .filter(({ node, depth }) => depths.has(node.id) && depths.get(node.id) !== depth)
    .map(({ node }) => node.id);
}
