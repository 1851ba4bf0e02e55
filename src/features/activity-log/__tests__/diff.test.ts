import { diffFields, diffSiteTree, flattenSiteTree, recordLabel } from '../model';

describe('activity log: changed fields', () => {
  it('keeps before → after of simple fields, joins simple lists, marks objects, hides secrets and timestamps', () => {
    const before = { id: 1, name: 'Northfield', city: 'Leeds', site_ids: [1, 2], latitude: null, password_hash: 'a', updated_at: '1', failed_logins: 0, tree: [{ a: 1 }] };
    const after = { id: 1, name: 'Northfield', city: 'York', site_ids: [1, 3], latitude: 53.1, password_hash: 'b', updated_at: '2', failed_logins: 2, tree: [{ a: 2 }], status: 'active' };
    expect(diffFields(before, after)).toEqual([
      { field: 'city', before: 'Leeds', after: 'York' },
      { field: 'site_ids', before: '1, 2', after: '1, 3' },
      { field: 'latitude', before: null, after: 53.1 },
      { field: 'tree', before: null, after: null, complex: true },
      { field: 'status', before: null, after: 'active' },
    ]);
    expect(diffFields(before, after, ['tree', 'site_ids']).map((c) => c.field)).toEqual(['city', 'latitude', 'status']);
    expect(diffFields(before, before)).toEqual([]);
  });

  it('names a record by name, title, number, full name or e-mail', () => {
    expect(recordLabel({ id: 3, name: 'Depot' })).toBe('Depot');
    expect(recordLabel({ id: 3, full_name: 'Ann Lee', email: 'a@b.c' })).toBe('Ann Lee');
    expect(recordLabel({ id: 3 })).toBe('#3');
  });

  it('turns a site tree change into node entries: added, renamed, moved, removed', () => {
    const before = [{ id: 1, name: 'Production', departments: [{ id: 2, name: 'Line A', units: [{ id: 3, name: 'Cell 1' }] }] }];
    const after = [
      { id: 1, name: 'Production', departments: [{ id: 2, name: 'Line Alpha', units: [] }] },
      { id: 4, name: 'Packing', departments: [] },
    ];
    expect(flattenSiteTree(before).map((n) => [n.level, n.full_name])).toEqual([
      ['division', 'Production'],
      ['department', 'Production › Line A'],
      ['unit', 'Production › Line A › Cell 1'],
    ]);
    expect(diffSiteTree(before, after).map((c) => [c.verb, c.node.level, c.node.full_name, c.changes])).toEqual([
      ['update', 'department', 'Production › Line Alpha', [{ field: 'name', before: 'Line A', after: 'Line Alpha' }]],
      ['create', 'division', 'Packing', [{ field: 'name', before: null, after: 'Packing' }]],
      ['delete', 'unit', 'Production › Line A › Cell 1', []],
    ]);
  });
});
