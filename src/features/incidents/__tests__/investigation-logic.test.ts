import type { RootCauseSetting } from '../model';
import { buildTree, flatten, pathOf } from '../model/root-cause-tree';
import { nextStep, stepReachable } from '../components/investigation/step-types';

const s = (id: number, name: string, parent_id: number | null, active = true): RootCauseSetting => ({ id, name, parent_id, active });
const settings = [s(1, 'People', null), s(2, 'Fatigue', 1), s(3, 'Training gap', 1), s(4, 'Equipment', null), s(5, 'Missing guard', 4, false), s(6, 'Night shifts', 2), s(7, 'Orphan', 99)];

describe('root-cause tree', () => {
  it('builds a sorted forest with depths; orphans are roots unless only active nodes are shown', () => {
    const tree = buildTree(settings);
    expect(tree.map((n) => n.name)).toEqual(['Equipment', 'Orphan', 'People']);
    expect(flatten(tree).map((n) => `${n.depth}:${n.name}`)).toEqual(['0:Equipment', '1:Missing guard', '0:Orphan', '0:People', '1:Fatigue', '2:Night shifts', '1:Training gap']);
    const active = flatten(buildTree(settings, { activeOnly: true })).map((n) => n.name);
    expect(active).toEqual(['Equipment', 'People', 'Fatigue', 'Night shifts', 'Training gap']);
  });

  it('gives the path from the root and stops on unknown ids and cycles', () => {
    expect(pathOf(settings, 6)).toEqual(['People', 'Fatigue', 'Night shifts']);
    expect(pathOf(settings, 42)).toEqual([]);
    const cyclic = [s(1, 'A', 2), s(2, 'B', 1)];
    expect(pathOf(cyclic, 1)).toEqual(['B', 'A']);
  });
});

describe('investigation steps', () => {
  it('opens the first step not completed yet, never beyond step 5', () => {
    expect(nextStep(0)).toBe(1);
    expect(nextStep(1)).toBe(2);
    expect(nextStep(4)).toBe(5);
    expect(nextStep(5)).toBe(5);
  });

  it('lets completed steps be revisited and the next one opened, not later ones', () => {
    expect(stepReachable(1, 0)).toBe(true);
    expect(stepReachable(2, 0)).toBe(false);
    expect(stepReachable(2, 3)).toBe(true);
    expect(stepReachable(4, 3)).toBe(true);
    expect(stepReachable(5, 3)).toBe(false);
    expect(stepReachable(0, 5)).toBe(false);
    expect(stepReachable(6, 5)).toBe(false);
  });
});
