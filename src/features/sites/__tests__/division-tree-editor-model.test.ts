import type { TreeNodeBase } from '../model/division-tree';
import { dropPlacement, dropZone, initialTreeEditor, nextDropStop, selectedId, treeEditorReducer, treeKeyCommand, zoneCentre, type RowBox, type TreeEditorState } from '../model/division-tree-editor';

interface N extends TreeNodeBase<N> {
  id: number;
  name: string;
  children: N[];
}
const n = (id: number, name: string, children: N[] = []): N => ({ id, name, children });

// Production (1) › Line A (2) › Cell 1 (3), Cell 2 (4); Production › Line B (5); Warehouse (6)
const tree = [n(1, 'Production', [n(2, 'Line A', [n(3, 'Cell 1'), n(4, 'Cell 2')]), n(5, 'Line B')]), n(6, 'Warehouse')];

describe('division tree editor: state', () => {
  const start = initialTreeEditor<N>(1);
  it('starts on the first division with nothing open', () => {
    expect(start).toEqual({ chosen: 1, renaming: null, pending: null, announcement: '', deleting: null, deleteRefusal: null, dragged: null, dropHint: null });
  });

  it('opens one box at a time: adding closes a rename; an added node is selected and announced', () => {
    let s: TreeEditorState<N> = treeEditorReducer(start, { type: 'rename', id: 2 });
    expect(s.renaming).toBe(2);
    s = treeEditorReducer(s, { type: 'insert', pending: { placement: { parent_id: 1, position: 1 }, from: 2 } });
    expect([s.renaming, s.pending?.from]).toEqual([null, 2]);
    s = treeEditorReducer(s, { type: 'added', id: 9, text: 'Production › Packing was added.' });
    expect([s.pending, s.chosen, s.announcement]).toEqual([null, 9, 'Production › Packing was added.']);
  });

  it('asks before deleting, shows a refusal, and selects the neighbour after a delete', () => {
    let s = treeEditorReducer(start, { type: 'askDelete', node: tree[1] });
    s = treeEditorReducer(s, { type: 'refuseDelete', text: 'in use' });
    expect([s.deleting?.id, s.deleteRefusal]).toEqual([6, 'in use']);
    // asking again forgets the old refusal
    s = treeEditorReducer(s, { type: 'askDelete', node: tree[1] });
    expect(s.deleteRefusal).toBeNull();
    s = treeEditorReducer(s, { type: 'deleted', neighbour: 1, text: 'Warehouse was deleted.' });
    expect([s.deleting, s.chosen, s.announcement]).toEqual([null, 1, 'Warehouse was deleted.']);
  });

  it('tracks a drag: the dragged node is selected, the hint changes only when it moves, the end clears both', () => {
    let s = treeEditorReducer(start, { type: 'dragStart', id: 2 });
    expect([s.dragged, s.chosen]).toEqual([2, 2]);
    s = treeEditorReducer(s, { type: 'dragOver', hint: { id: 5, zone: 'after' } });
    expect(treeEditorReducer(s, { type: 'dragOver', hint: { id: 5, zone: 'after' } })).toBe(s);
    s = treeEditorReducer(s, { type: 'dragEnd' });
    expect([s.dragged, s.dropHint]).toEqual([null, null]);
  });

  it('falls back to the first division when the chosen node is gone', () => {
    expect(selectedId(tree, 4)).toBe(4);
    expect(selectedId(tree, 99)).toBe(1);
    expect(selectedId([], 4)).toBeNull();
  });
});

describe('division tree editor: keys (WAI-ARIA tree)', () => {
  const key = (id: number, k: string, mods: { altKey?: boolean; shiftKey?: boolean } = {}, canEdit = true) => treeKeyCommand(tree, id, { key: k, ...mods }, canEdit);
  it('moves the focus through the visible nodes in order, into children and out to the parent', () => {
    expect(key(2, 'ArrowDown')).toEqual({ kind: 'focus', id: 3 });
    expect(key(4, 'ArrowDown')).toEqual({ kind: 'focus', id: 5 });
    expect(key(5, 'ArrowUp')).toEqual({ kind: 'focus', id: 4 });
    expect(key(6, 'ArrowDown')).toBeNull();
    expect(key(1, 'ArrowUp')).toBeNull();
    expect(key(4, 'Home')).toEqual({ kind: 'focus', id: 1 });
    expect(key(1, 'End')).toEqual({ kind: 'focus', id: 6 });
    expect(key(2, 'ArrowRight')).toEqual({ kind: 'focus', id: 3 });
    expect(key(5, 'ArrowRight')).toBeNull();
    expect(key(3, 'ArrowLeft')).toEqual({ kind: 'focus', id: 2 });
    expect(key(1, 'ArrowLeft')).toBeNull();
  });

  it('edits with Alt+Shift+arrows, F2, Insert and Delete — only with Site update', () => {
    const both = { altKey: true, shiftKey: true };
    expect(['ArrowUp', 'ArrowDown', 'ArrowRight', 'ArrowLeft'].map((k) => key(2, k, both))).toEqual([
      { kind: 'move', move: 'up' },
      { kind: 'move', move: 'down' },
      { kind: 'move', move: 'indent' },
      { kind: 'move', move: 'outdent' },
    ]);
    expect(key(2, 'F2')).toEqual({ kind: 'rename' });
    expect(key(2, 'Insert')).toEqual({ kind: 'insert' });
    expect(key(2, 'Delete')).toEqual({ kind: 'delete' });
    for (const k of ['F2', 'Insert', 'Delete']) expect(key(2, k, {}, false)).toBeNull();
    expect(key(2, 'ArrowDown', both, false)).toBeNull();
    // Alt alone is not a move; the focus keys stay read-only friendly
    expect(key(2, 'ArrowDown', { altKey: true })).toEqual({ kind: 'focus', id: 3 });
    expect(key(2, 'ArrowDown', {}, false)).toEqual({ kind: 'focus', id: 3 });
    expect(key(2, 'a')).toBeNull();
  });
});

describe('division tree editor: where a drop puts a node', () => {
  it('cuts a row in quarters: above, inside (the middle half), below', () => {
    expect([0, 9.9, 10, 20, 30, 30.1, 39].map((y) => dropZone(y, 40))).toEqual(['before', 'before', 'inside', 'inside', 'inside', 'after', 'after']);
    expect([zoneCentre('before', 40), zoneCentre('inside', 40), zoneCentre('after', 40)]).toEqual([5, 20, 35]);
  });

  it('counts positions without the dragged node, as the API does', () => {
    // Line A (index 0) below Line B (index 1), same list: position 1 once Line A is out of the list
    expect(dropPlacement(tree, 2, { id: 5, zone: 'after' })).toEqual({ parent_id: 1, position: 1 });
    expect(dropPlacement(tree, 5, { id: 2, zone: 'before' })).toEqual({ parent_id: 1, position: 0 });
    // into a node: last of its children (a child dropped on its own parent stays last, not one past the end)
    expect(dropPlacement(tree, 3, { id: 2, zone: 'inside' })).toEqual({ parent_id: 2, position: 1 });
    expect(dropPlacement(tree, 5, { id: 2, zone: 'inside' })).toEqual({ parent_id: 2, position: 2 });
    // a unit dragged out between two divisions becomes a division
    expect(dropPlacement(tree, 3, { id: 6, zone: 'before' })).toEqual({ parent_id: null, position: 1 });
  });

  it('refuses itself, its own subtree, units under units and missing nodes', () => {
    expect(dropPlacement(tree, 2, { id: 2, zone: 'inside' })).toBeNull();
    expect(dropPlacement(tree, 1, { id: 3, zone: 'after' })).toBeNull();
    // Line A has units: under Line B they would be a fourth level
    expect(dropPlacement(tree, 2, { id: 5, zone: 'inside' })).toBeNull();
    expect(dropPlacement(tree, 3, { id: 4, zone: 'inside' })).toBeNull();
    expect(dropPlacement(tree, 99, { id: 5, zone: 'after' })).toBeNull();
    expect(dropPlacement(tree, 2, { id: 99, zone: 'after' })).toBeNull();
  });

  it('steps the keyboard drag through the allowed zones, top to bottom and back', () => {
    // rows 40 px high, top to bottom: Production 0, Line A 40, Cell 1 80, Cell 2 120, Line B 160, Warehouse 200
    const rows: RowBox[] = [1, 2, 3, 4, 5, 6].map((id, i) => ({ id, top: i * 40, height: 40 }));
    const walk = (dragged: number, from: number, dir: 1 | -1, steps: number) => {
      const out: string[] = [];
      let y = from;
      for (let i = 0; i < steps; i++) {
        const stop = nextDropStop(tree, dragged, rows, y, dir);
        if (!stop) break;
        out.push(`${stop.id}:${stop.zone}`);
        y = stop.y;
      }
      return out;
    };
    // Cell 1 (centre 100) going down: it may go anywhere but into Cell 2 (a unit takes no child) and onto itself
    expect(walk(3, 100, 1, 20)).toEqual(['4:before', '4:after', '5:before', '5:inside', '5:after', '6:before', '6:inside', '6:after']);
    // Line A (centre 60, with its units) going up: below, into (stays a department) or above Production; never onto itself
    expect(walk(2, 60, -1, 20)).toEqual(['1:after', '1:inside', '1:before']);
    // the last row's own lower zone is no place: the end of the tree
    expect(nextDropStop(tree, 6, rows, 220, 1)).toBeNull();
    expect(nextDropStop(tree, 3, rows, 100, 1)).toEqual({ id: 4, zone: 'before', y: 125 });
  });
});
