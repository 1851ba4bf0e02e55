import { isOwnRecord, withoutAuthors } from '../separation-of-duties';

describe('separation of duties (ISO 19011 independence, four-eyes)', () => {
  it('takes the author out of a sequential round: the next reviewer in order approves, all the others must', () => {
    const r = withoutAuthors({ kind: 'sequential', approver_ids: [5, 7, 9], required: 3 }, [7], [1]);
    expect(r).toEqual({ plan: { kind: 'sequential', approver_ids: [5, 9], required: 2 }, excluded_ids: [7], substitute_ids: [] });
  });

  it('caps a parallel round\'s "N agree" at the approvers left', () => {
    expect(withoutAuthors({ kind: 'parallel', approver_ids: [5, 7], required: 2 }, [5], [1]).plan).toEqual({ kind: 'parallel', approver_ids: [7], required: 1 });
    expect(withoutAuthors({ kind: 'parallel', approver_ids: [5, 7, 9], required: 2 }, [5], [1]).plan.required).toBe(2);
  });

  it('brings in the super admin when the author was the only approver, and the next administrator when the super admin is the author', () => {
    expect(withoutAuthors({ kind: 'sequential', approver_ids: [5], required: 1 }, [5], [1, 2])).toEqual({ plan: { kind: 'super_admin', approver_ids: [1], required: 1 }, excluded_ids: [5], substitute_ids: [1] });
    expect(withoutAuthors({ kind: 'super_admin', approver_ids: [1], required: 1 }, [1], [1, 2]).plan.approver_ids).toEqual([2]);
    // nobody else: nobody approves (never the author)
    expect(withoutAuthors({ kind: 'super_admin', approver_ids: [1], required: 1 }, [1], [1, null]).plan.approver_ids).toEqual([]);
  });

  it('leaves a round that does not name the author alone, ignoring unknown authors', () => {
    const plan = { kind: 'parallel' as const, approver_ids: [5, 7], required: 1 };
    expect(withoutAuthors(plan, [null, undefined, 3], [1])).toEqual({ plan, excluded_ids: [], substitute_ids: [] });
  });

  it('tells whether the user is an author', () => {
    expect(isOwnRecord(5, [null, 5])).toBe(true);
    expect(isOwnRecord(5, [6])).toBe(false);
    expect(isOwnRecord(null, [null])).toBe(false);
  });
});
