import { governingWorkflow, isInReview, reviewPlan, scopesClash, workflowImpact, type ReviewedRecord, type ScopedWorkflow } from '../model/impact';

const wf = (over: Partial<ScopedWorkflow> & { id: number }): ScopedWorkflow => ({ title: `W${over.id}`, module: 'Observation', workflow_type: 'sequential', form_ids: [], site_ids: [], reviewer_ids: [1, 2], approvals_required: null, ...over });
const rec = (record_id: number, site_id: number, status = 'completed', module: ReviewedRecord['module'] = 'Observation'): ReviewedRecord => ({ module, record_id, site_id, status });

describe('workflow impact (SPEC §4, §6)', () => {
  const orgWide = wf({ id: 1, reviewer_ids: [7] });
  const siteA = wf({ id: 2, site_ids: [100], workflow_type: 'parallel', reviewer_ids: [1, 2, 3], approvals_required: 2 });
  const records = [rec(10, 100), rec(11, 100, 'open'), rec(12, 200), rec(13, 100, 'completed', 'Incident'), rec(14, 100, 'closed')];

  it('knows which statuses are under review', () => {
    expect(records.filter(isInReview).map((r) => r.record_id)).toEqual([10, 12, 13]);
    expect(isInReview({ module: 'Permit', status: 'requested' })).toBe(true);
    expect(isInReview({ module: 'HIRA', status: 'published' })).toBe(false);
  });

  it('a site-specific workflow wins over an organisation-wide one', () => {
    expect(governingWorkflow(rec(1, 100), [orgWide, siteA])?.id).toBe(2);
    expect(governingWorkflow(rec(1, 200), [orgWide, siteA])?.id).toBe(1);
    expect(governingWorkflow(rec(1, 200, 'completed', 'Incident'), [orgWide, siteA])).toBeNull();
  });

  it('clashing scopes: same module and both every site, or a shared site (forms alike)', () => {
    expect(scopesClash(orgWide, wf({ id: 3 }))).toBe(true);
    expect(scopesClash(orgWide, siteA)).toBe(false);
    expect(scopesClash(siteA, wf({ id: 3, site_ids: [300, 100] }))).toBe(true);
    expect(scopesClash(siteA, wf({ id: 3, site_ids: [300] }))).toBe(false);
    expect(scopesClash(orgWide, wf({ id: 3, module: 'Incident' }))).toBe(false);
    expect(scopesClash(wf({ id: 4, module: 'Permit', form_ids: [1] }), wf({ id: 5, module: 'Permit', form_ids: [2] }))).toBe(false);
  });

  it('plans: first approver when sequential, the set and N when parallel, the super admin without a workflow', () => {
    expect(reviewPlan(orgWide, 99)).toEqual({ kind: 'sequential', workflow_id: 1, workflow_title: 'W1', approver_ids: [7], first_approver_id: 7 });
    expect(reviewPlan(siteA, 99)).toEqual({ kind: 'parallel', workflow_id: 2, workflow_title: 'W2', approver_ids: [1, 2, 3], required: 2 });
    expect(reviewPlan(null, 99)).toEqual({ kind: 'super_admin', workflow_id: null, approver_ids: [99], first_approver_id: 99 });
  });

  it('an edit restarts the records the workflow governs, with its new approvers', () => {
    const edited = { ...siteA, workflow_type: 'sequential' as const, reviewer_ids: [3, 1], approvals_required: null };
    const out = workflowImpact({ before: siteA, after: edited, others: [orgWide, siteA], records, superAdminId: 99 });
    expect(out.map((o) => o.record.record_id)).toEqual([10]);
    expect(out[0].plan).toMatchObject({ kind: 'sequential', first_approver_id: 3, approver_ids: [3, 1] });
  });

  it('moving a workflow to another site restarts the records it leaves and those it takes over', () => {
    const moved = { ...siteA, site_ids: [200] };
    const out = workflowImpact({ before: siteA, after: moved, others: [orgWide, siteA], records, superAdminId: 99 });
    expect(out.map((o) => [o.record.record_id, o.plan.workflow_id])).toEqual([
      [10, 1],
      [12, 2],
    ]);
  });

  it('a new workflow takes over what it covers; deleting one hands its records to another or to the super admin', () => {
    const created = workflowImpact({ before: null, after: wf({ id: 0, site_ids: [200], reviewer_ids: [5] }), others: [orgWide, siteA], records, superAdminId: 99 });
    expect(created.map((o) => [o.record.record_id, o.plan.kind])).toEqual([[12, 'sequential']]);
    const deletedSite = workflowImpact({ before: siteA, after: null, others: [orgWide, siteA], records, superAdminId: 99 });
    expect(deletedSite.map((o) => [o.record.record_id, o.plan.workflow_id])).toEqual([[10, 1]]);
    const deletedAll = workflowImpact({ before: orgWide, after: null, others: [orgWide], records, superAdminId: 99 });
    expect(deletedAll.map((o) => [o.record.record_id, o.plan.kind, o.plan.approver_ids])).toEqual([
      [10, 'super_admin', [99]],
      [12, 'super_admin', [99]],
    ]);
  });
});
