import {
  fullName,
  insertNode,
  insertTarget,
  levelChanges,
  locate,
  moveNode,
  moveTargets,
  placementProblem,
  removeNode,
  siblingNames,
  updateNode,
  type TreeNodeBase,
} from '../model/division-tree';
import { divisionNodeSchema } from '../schemas/division-schema';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { DIVISION_SERVER_MESSAGES, divisionRuleKey, divisionServerT } from '../schemas/division-rule-messages';

interface N extends TreeNodeBase<N> {}
const n = (id: number, name: string, children: N[] = []): N => ({ id, name, children });

/** Production (Packing (Line 1, Line 2), Welding), Logistics (Inbound) */
const tree = (): N[] => [n(1, 'Production', [n(2, 'Packing', [n(3, 'Line 1'), n(4, 'Line 2')]), n(5, 'Welding')]), n(6, 'Logistics', [n(7, 'Inbound')])];
const shape = (list: N[]): unknown[] => list.map((x) => (x.children.length ? { [x.name]: shape(x.children) } : x.name));

describe('division tree model', () => {
  it('gives full names, levels by depth and sibling names', () => {
    expect(fullName(tree(), 4)).toBe('Production › Packing › Line 2');
    expect(fullName(tree(), 6)).toBe('Logistics');
    expect(fullName(tree(), 99)).toBe('');
    expect(locate(tree(), 4)).toMatchObject({ depth: 2, index: 1, parent: { id: 2 } });
    expect(siblingNames(tree(), null)).toEqual(['Production', 'Logistics']);
    expect(siblingNames(tree(), 2, 3)).toEqual(['Line 2']);
  });

  it('inserts above, below and as a child, and refuses a child of a unit', () => {
    const t = tree();
    const above = insertNode(t, n(10, 'Cutting'), insertTarget(t, 5, 'above')!)!;
    expect(shape(above)).toEqual([{ Production: [{ Packing: ['Line 1', 'Line 2'] }, 'Cutting', 'Welding'] }, { Logistics: ['Inbound'] }]);
    const below = insertNode(t, n(10, 'Quality'), insertTarget(t, 6, 'below')!)!;
    expect(shape(below)).toEqual([{ Production: [{ Packing: ['Line 1', 'Line 2'] }, 'Welding'] }, { Logistics: ['Inbound'] }, 'Quality']);
    const child = insertNode(t, n(10, 'Line 3'), insertTarget(t, 2, 'child')!)!;
    expect(fullName(child, 10)).toBe('Production › Packing › Line 3');
    expect(insertTarget(t, 3, 'child')).toBeNull();
    expect(insertNode(t, n(10, 'Too deep'), { parent_id: 3, position: 0 })).toBeNull();
    expect(insertNode(t, n(10, 'Orphan'), { parent_id: 99, position: 0 })).toBeNull();
  });

  it('moves up and down among siblings only', () => {
    const t = tree();
    expect(moveTargets(t, 3)).toEqual({ up: null, down: { parent_id: 2, position: 1 }, indent: null, outdent: { parent_id: 1, position: 1 } });
    const down = moveNode(t, 3, moveTargets(t, 3).down!)!;
    expect(shape(down)[0]).toEqual({ Production: [{ Packing: ['Line 2', 'Line 1'] }, 'Welding'] });
    const up = moveNode(t, 6, moveTargets(t, 6).up!)!;
    expect(up.map((x) => x.name)).toEqual(['Logistics', 'Production']);
    expect(moveTargets(t, 6).down).toBeNull();
  });

  it('indents under the previous sibling and outdents after the parent, within the three levels', () => {
    const t = tree();
    // Welding goes in under Packing (a department becomes a unit)
    const indented = moveNode(t, 5, moveTargets(t, 5).indent!)!;
    expect(fullName(indented, 5)).toBe('Production › Packing › Welding');
    expect(levelChanges(t, indented)).toEqual([5]);
    // Logistics (with a department below) under Production: Inbound would be a unit, allowed
    expect(fullName(moveNode(t, 6, moveTargets(t, 6).indent!)!, 7)).toBe('Production › Logistics › Inbound');
    // Packing (with units) cannot go under Production › ... deeper: its units would be below a unit
    const deep = [n(1, 'A', [n(2, 'B'), n(3, 'C', [n(4, 'D')])])];
    expect(moveTargets(deep, 3).indent).toBeNull();
    expect(placementProblem(deep, locate(deep, 3)!.node, { parent_id: 2, position: 0 })).toBe('tooDeep');
    expect(placementProblem(deep, locate(deep, 1)!.node, { parent_id: 3, position: 0 })).toBe('intoItself');
    // a unit outdents to a department right after its old parent
    const out = moveNode(t, 4, moveTargets(t, 4).outdent!)!;
    expect(shape(out)[0]).toEqual({ Production: [{ Packing: ['Line 1'] }, 'Line 2', 'Welding'] });
    expect(moveTargets(t, 1).outdent).toBeNull();
  });

  it('removes a subtree and updates one node', () => {
    expect(shape(removeNode(tree(), 2))).toEqual([{ Production: ['Welding'] }, { Logistics: ['Inbound'] }]);
    expect(fullName(updateNode(tree(), 2, { name: 'Packaging' }), 4)).toBe('Production › Packaging › Line 2');
  });
});

const keys = async (values: unknown, siblings: string[] = []) => ruleErrors(divisionNodeSchema((k) => k, siblings), values);

describe('division node schema (form and demo backend)', () => {
  it('requires a name of at most 100 characters, unique among its siblings whatever the case', async () => {
    expect(await keys({ name: '  ' })).toEqual(['divisions.validation.nameRequired']);
    expect(await keys({ name: 'x'.repeat(101) })).toEqual(['divisions.validation.nameTooLong']);
    expect(await keys({ name: 'x'.repeat(100) })).toEqual([]);
    expect(await keys({ name: ' packing ' }, ['Packing', 'Welding'])).toEqual(['divisions.validation.nameTaken']);
    expect(await keys({ name: 'Packing', head_id: 3, in_charge_id: null }, ['Welding'])).toEqual([]);
    expect(await keys({ name: 'A', head_id: 'someone' })).toEqual(['divisions.validation.headInvalid']);
  });

  it('gives the server its English messages, which map back to the rule keys', async () => {
    const messages = await ruleErrors(divisionNodeSchema(divisionServerT, ['Packing']), { name: 'PACKING' });
    expect(messages).toEqual([DIVISION_SERVER_MESSAGES['divisions.validation.nameTaken']]);
    expect(divisionRuleKey(messages[0])).toBe('divisions.validation.nameTaken');
  });
});
