/**
 * The division tree editor's state and rules, pure (components/division-tree/*): one reducer for what used to be eight
 * `useState`s (selection, rename, pending insert, announcement, delete dialog and its refusal, drag and drop hint), the
 * WAI-ARIA tree keys (APG "Tree View": arrows move the focus; here Alt+Shift+arrows move the node, F2 / Insert / Delete
 * edit), and where a drag or a keyboard drag (@dnd-kit) drops a node: the upper quarter of a row puts it above the row,
 * the lower quarter below, the middle inside.
 */
import { flatten, locate, placementProblem, type MoveKind, type Placement, type TreeNodeBase } from './division-tree';

export interface PendingInsert {
  placement: Placement;
  /** the node it was added from (focus returns there on Escape) */
  from: number | null;
}

export type DropZone = 'before' | 'inside' | 'after';

export interface DropHint {
  id: number;
  zone: DropZone;
}

export interface TreeEditorState<N> {
  /** the node chosen last (it may have gone: `selectedId` falls back to the first division) */
  chosen: number | null;
  renaming: number | null;
  pending: PendingInsert | null;
  /** the polite live region's text */
  announcement: string;
  deleting: N | null;
  deleteRefusal: string | null;
  /** the node being dragged (pointer or keyboard) */
  dragged: number | null;
  dropHint: DropHint | null;
}

export type TreeEditorAction<N> =
  | { type: 'select'; id: number }
  | { type: 'rename'; id: number }
  | { type: 'renamed' }
  | { type: 'insert'; pending: PendingInsert }
  | { type: 'cancelInsert' }
  | { type: 'added'; id: number; text: string }
  | { type: 'announce'; text: string }
  | { type: 'askDelete'; node: N }
  | { type: 'refuseDelete'; text: string }
  | { type: 'closeDelete' }
  | { type: 'deleted'; neighbour: number | null; text: string }
  | { type: 'dragStart'; id: number }
  | { type: 'dragOver'; hint: DropHint | null }
  | { type: 'dragEnd' };

export const initialTreeEditor = <N>(firstId: number | null): TreeEditorState<N> => ({ chosen: firstId, renaming: null, pending: null, announcement: '', deleting: null, deleteRefusal: null, dragged: null, dropHint: null });

export function treeEditorReducer<N>(state: TreeEditorState<N>, action: TreeEditorAction<N>): TreeEditorState<N> {
  switch (action.type) {
    case 'select':
      return state.chosen === action.id ? state : { ...state, chosen: action.id };
    case 'rename':
      return { ...state, renaming: action.id };
    case 'renamed':
      return { ...state, renaming: null };
    case 'insert':
      // one box at a time: a rename in progress gives way to the new node's name
      return { ...state, renaming: null, pending: action.pending };
    case 'cancelInsert':
      return { ...state, pending: null };
    case 'added':
      return { ...state, pending: null, chosen: action.id, announcement: action.text };
    case 'announce':
      return { ...state, announcement: action.text };
    case 'askDelete':
      return { ...state, deleting: action.node, deleteRefusal: null };
    case 'refuseDelete':
      return { ...state, deleteRefusal: action.text };
    case 'closeDelete':
      return { ...state, deleting: null };
    case 'deleted':
      return { ...state, deleting: null, deleteRefusal: null, announcement: action.text, chosen: action.neighbour ?? state.chosen };
    case 'dragStart':
      return { ...state, dragged: action.id, dropHint: null, chosen: action.id };
    case 'dragOver':
      return state.dropHint?.id === action.hint?.id && state.dropHint?.zone === action.hint?.zone ? state : { ...state, dropHint: action.hint };
    case 'dragEnd':
      return { ...state, dragged: null, dropHint: null };
  }
}

/** the selected node: the chosen one while it exists, else the first division (a node deleted elsewhere is gone) */
export const selectedId = <N extends TreeNodeBase<N>>(tree: readonly N[], chosen: number | null): number | null => (chosen !== null && locate(tree, chosen) ? chosen : (tree[0]?.id ?? null));

// ── keys ──────────────────────────────────────────────────────────────────────────────────────

export type TreeCommand = { kind: 'focus'; id: number } | { kind: 'move'; move: MoveKind } | { kind: 'rename' } | { kind: 'insert' } | { kind: 'delete' };

export interface KeyPress {
  key: string;
  altKey?: boolean;
  shiftKey?: boolean;
}

/**
 * What a key on a tree item does (null: nothing, the key is left to the browser). Down / Up: the next / previous
 * visible node; Home / End: the first / last; Right: the first child; Left: the parent. With Site update:
 * Alt+Shift+Up / Down / Right / Left move the node up, down, in (under the node above) and out; F2 renames, Insert adds
 * below, Delete deletes.
 */
export function treeKeyCommand<N extends TreeNodeBase<N>>(tree: readonly N[], id: number, press: KeyPress, canEdit: boolean): TreeCommand | null {
  const at = locate(tree, id);
  if (!at) return null;
  if (press.altKey && press.shiftKey) {
    if (!canEdit) return null;
    const move = ({ ArrowUp: 'up', ArrowDown: 'down', ArrowRight: 'indent', ArrowLeft: 'outdent' } as const)[press.key as 'ArrowUp'];
    return move ? { kind: 'move', move } : null;
  }
  const order = flatten(tree).map(({ node }) => node.id);
  const index = order.indexOf(id);
  const focus = (to: number | undefined) => (to === undefined ? null : ({ kind: 'focus', id: to } as const));
  switch (press.key) {
    case 'ArrowDown':
      return focus(order[index + 1]);
    case 'ArrowUp':
      return focus(order[index - 1]);
    case 'Home':
      return focus(order[0]);
    case 'End':
      return focus(order[order.length - 1]);
    case 'ArrowRight':
      return focus(at.node.children[0]?.id);
    case 'ArrowLeft':
      return focus(at.parent?.id);
    case 'F2':
      return canEdit ? { kind: 'rename' } : null;
    case 'Insert':
      return canEdit ? { kind: 'insert' } : null;
    case 'Delete':
      return canEdit ? { kind: 'delete' } : null;
    default:
      return null;
  }
}

// ── drag and drop ─────────────────────────────────────────────────────────────────────────────

/** the zone of a row a point `y` (px from the row's top) falls in: the upper quarter, the lower quarter, the middle */
export function dropZone(y: number, height: number): DropZone {
  if (y < height / 4) return 'before';
  if (y > (height * 3) / 4) return 'after';
  return 'inside';
}

/** a point (px from the row's top) in the middle of each zone: where the keyboard puts the dragged row's centre */
export const zoneCentre = (zone: DropZone, height: number) => (zone === 'before' ? height / 8 : zone === 'after' ? (height * 7) / 8 : height / 2);

/**
 * Where dropping `dragged` on the zone of a row puts it (positions counted without the dragged node, as the API takes
 * them), or null: on itself, a node that is gone, or a place the level rules refuse (under itself, too deep).
 */
export function dropPlacement<N extends TreeNodeBase<N>>(tree: readonly N[], dragged: number, hint: DropHint): Placement | null {
  const from = locate(tree, dragged);
  const target = locate(tree, hint.id);
  if (!from || !target || hint.id === dragged) return null;
  let to: Placement;
  if (hint.zone === 'inside') {
    const sameParent = target.node.children.some((c) => c.id === dragged);
    to = { parent_id: target.node.id, position: target.node.children.length - (sameParent ? 1 : 0) };
  } else {
    const parentId = target.parent?.id ?? null;
    const sameList = (from.parent?.id ?? null) === parentId;
    const index = target.index + (hint.zone === 'after' ? 1 : 0);
    to = { parent_id: parentId, position: sameList && from.index < index ? index - 1 : index };
  }
  return placementProblem(tree, from.node, to) ? null : to;
}

export interface RowBox {
  id: number;
  top: number;
  height: number;
}

/**
 * The keyboard drag's next stop (dnd-kit's keyboard sensor, Down / Up): of every row's three zones, top to bottom, the
 * first one past the dragged row's centre `y` where the node may go; null at the end of the tree.
 */
export function nextDropStop<N extends TreeNodeBase<N>>(tree: readonly N[], dragged: number, rows: readonly RowBox[], y: number, dir: 1 | -1): { id: number; zone: DropZone; y: number } | null {
  const stops = [...rows]
    .sort((a, b) => a.top - b.top)
    .flatMap((r) => (['before', 'inside', 'after'] as const).map((zone) => ({ id: r.id, zone, y: r.top + zoneCentre(zone, r.height) })))
    .filter((s) => dropPlacement(tree, dragged, s) !== null);
  const ahead = dir === 1 ? stops.filter((s) => s.y > y + 0.5) : stops.filter((s) => s.y < y - 0.5).reverse();
  return ahead[0] ?? null;
}
