import { occurrencesBetween, type Recurrence } from '../model/recurrence';
import { approvalRound, approve, currentApprovers, isFullyApproved } from '../model/approval';
import { endOfMonth, inMonth, monthWeeks, readCalendarParams, shiftAnchor, startOfWeek, viewRange, weekDays, weekdayIndex } from '../model/calendar';
import type { ScopedWorkflow } from '@/features/workflows/public';

describe('one count for a month', () => {
  it('counts only the due dates of the anchor month, as the grid shows its neighbours', () => {
    const rule: Recurrence = { frequency: 'weekly', start_date: '2026-01-01', weekdays: [0, 3] };
    const { from, to } = viewRange('month', '2026-04-15');
    expect([from, to]).toEqual(['2026-03-30', '2026-05-03']);
    const rows = occurrencesBetween(rule, from, to).map((date) => ({ date }));
    // April 2026: Mondays 6, 13, 20, 27; Thursdays 2, 9, 16, 23, 30; the grid adds Mon 30 March
    expect(rows).toHaveLength(10);
    expect(inMonth(rows, '2026-04-15')).toHaveLength(9);
    expect(inMonth(occurrencesBetween(rule, ...(Object.values(viewRange('list', '2026-04-15')) as [string, string])).map((date) => ({ date })), '2026-04-15')).toHaveLength(9);
  });
});

describe('calendar dates', () => {
  it('weeks start on Monday', () => {
    expect(weekdayIndex('2026-06-01')).toBe(0); // a Monday
    expect(weekdayIndex('2026-06-07')).toBe(6);
    expect(startOfWeek('2026-06-07')).toBe('2026-06-01');
    expect(weekDays('2026-06-03')).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07']);
  });

  it('builds a month grid of whole weeks (4 to 6 rows) around the month', () => {
    const feb = monthWeeks('2027-02-10'); // 1 Feb 2027 is a Monday, 28 Feb a Sunday
    expect(feb).toHaveLength(4);
    expect(feb[0][0]).toBe('2027-02-01');
    expect(feb[3][6]).toBe('2027-02-28');
    const may = monthWeeks('2026-05-20'); // 1 May 2026 is a Friday, 31 May a Sunday
    expect(may).toHaveLength(5);
    expect(may[0][0]).toBe('2026-04-27');
    expect(may[4][6]).toBe('2026-05-31');
    const aug = monthWeeks('2026-08-01'); // Saturday 1st … Monday 31st: six rows
    expect(aug).toHaveLength(6);
    expect(aug.every((w) => w.length === 7)).toBe(true);
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
  });

  it('asks for the range each view shows', () => {
    expect(viewRange('month', '2026-05-20')).toEqual({ from: '2026-04-27', to: '2026-05-31' });
    expect(viewRange('week', '2026-05-20')).toEqual({ from: '2026-05-18', to: '2026-05-24' });
    expect(viewRange('list', '2026-05-20')).toEqual({ from: '2026-05-01', to: '2026-05-31' });
  });

  it('moves by a week or a month, clamping the day', () => {
    expect(shiftAnchor('week', '2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftAnchor('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftAnchor('list', '2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftAnchor('month', '2026-03-31', -1)).toBe('2026-02-28');
  });

  it('reads the view and day from the URL, falling back to the month of today', () => {
    expect(readCalendarParams(new URLSearchParams('view=week&date=2026-02-03'), '2026-05-01')).toEqual({ view: 'week', date: '2026-02-03' });
    expect(readCalendarParams(new URLSearchParams('view=year&date=2026-02-31'), '2026-05-01')).toEqual({ view: 'month', date: '2026-05-01' });
    expect(readCalendarParams(new URLSearchParams(''), '2026-05-01')).toEqual({ view: 'month', date: '2026-05-01' });
  });
});

const wf = (w: Partial<ScopedWorkflow> & Pick<ScopedWorkflow, 'id'>): ScopedWorkflow => ({ title: `W${w.id}`, module: 'Audit', workflow_type: 'parallel', form_ids: [], site_ids: [], reviewer_ids: [10, 11], approvals_required: 1, ...w });

describe('audit approvers', () => {
  const audit = { site_id: 1, template_id: 7 };

  it('falls back to the super admin when no audit workflow applies', () => {
    const r = approvalRound(audit, [wf({ id: 1, module: 'HIRA' }), wf({ id: 2, site_ids: [2] }), wf({ id: 3, form_ids: [8] })], 99);
    expect(r).toMatchObject({ kind: 'super_admin', approver_ids: [99], required: 1, workflow_title: null });
    expect(currentApprovers(r)).toEqual([99]);
  });

  it('picks the most specific workflow for the template and site', () => {
    const list = [wf({ id: 1, reviewer_ids: [1] }), wf({ id: 2, form_ids: [7], reviewer_ids: [2] }), wf({ id: 3, site_ids: [1], reviewer_ids: [3] })];
    expect(approvalRound(audit, list, 99).workflow_id).toBe(3);
    expect(approvalRound({ site_id: 5, template_id: 7 }, list, 99).workflow_id).toBe(2);
    expect(approvalRound({ site_id: 5, template_id: 8 }, list, 99).workflow_id).toBe(1);
  });

  it('parallel: any approver who has not approved yet; done after N approvals (N capped at the reviewers)', () => {
    let r = approvalRound(audit, [wf({ id: 1, reviewer_ids: [10, 11, 12], approvals_required: 2 })], 99);
    expect(r.required).toBe(2);
    r = approve(r, 11, 't1').round;
    expect(currentApprovers(r)).toEqual([10, 12]);
    const last = approve(r, 12, 't2');
    expect(last.done).toBe(true);
    expect(currentApprovers(last.round)).toEqual([]);
    expect(approvalRound(audit, [wf({ id: 1, reviewer_ids: [10], approvals_required: 5 })], 99).required).toBe(1);
  });

  it('sequential: one approver at a time, in order, all of them needed', () => {
    let r = approvalRound(audit, [wf({ id: 1, workflow_type: 'sequential', reviewer_ids: [12, 10, 11], approvals_required: null })], 99);
    expect(r.required).toBe(3);
    expect(currentApprovers(r)).toEqual([12]);
    r = approve(r, 12, 't').round;
    expect(currentApprovers(r)).toEqual([10]);
    r = approve(approve(r, 10, 't').round, 11, 't').round;
    expect(isFullyApproved(r)).toBe(true);
  });
});
