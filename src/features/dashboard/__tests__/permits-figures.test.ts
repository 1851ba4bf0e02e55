import { approvalHours, groupRates, permitSummary, type Context, type InjuryTally, type PermRow } from '../model/figures';
import { median } from '../model/indicators';

const c = (over: Partial<Context['filters']> = {}): Context => ({
  filters: { period: 'custom', from: '2026-05-01', to: '2026-05-31', date_type: 'reported_date', fy: 'apr_mar', site_id: 0, base: 200_000, ...over },
  range: { from: '2026-05-01', to: '2026-05-31' },
  today: '2026-05-31',
});

let nextId = 1;
const row = (over: Partial<PermRow> = {}): PermRow => ({
  id: nextId++,
  site_id: 1,
  site_name: 'Plant A',
  permit_form_id: 10,
  template_name: 'Hot work permit',
  permit_type: 'hot_work',
  status: 'active',
  display_status: 'active',
  open: true,
  overdue: false,
  created_at: '2026-05-10T08:00:00.000Z',
  start_at: '2026-05-10T09:00:00.000Z',
  end_at: '2026-05-10T17:00:00.000Z',
  requested_at: '2026-05-10T08:00:00.000Z',
  approved_at: '2026-05-10T10:00:00.000Z',
  auto_approved: false,
  extended: false,
  suspended: false,
  clashing: false,
  ...over,
});

const tally = (lti: number, recordable: number, dart: number, days: number): InjuryTally => ({ lti, recordable, dart, days, ltiIds: [1], recordableIds: [1, 2], dartIds: [1], daysIds: [1] });
const fig = (sections: ReturnType<typeof permitSummary>, key: string) => sections.flatMap((s) => s.figures).find((f) => f.key === key)!;

describe('permit figures', () => {
  it('median: middle value, mean of the middle two, none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('hours from request to approval: one decimal; missing or reversed times give none', () => {
    expect(approvalHours({ requested_at: '2026-05-10T08:00:00Z', approved_at: '2026-05-10T09:30:00Z' })).toBe(1.5);
    expect(approvalHours({ requested_at: null, approved_at: '2026-05-10T09:30:00Z' })).toBeNull();
    expect(approvalHours({ requested_at: '2026-05-10T10:00:00Z', approved_at: '2026-05-10T09:00:00Z' })).toBeNull();
  });

  it('counts the period\'s permits (no drafts, site filter, date type) and the open ones now, with their ids', () => {
    const a = row({ approved_at: '2026-05-10T12:00:00.000Z' }); // 4 h
    const b = row({ extended: true, display_status: 'extended', approved_at: '2026-05-10T09:00:00.000Z' }); // 1 h
    const cR = row({ status: 'revoked', display_status: 'revoked', open: false, suspended: true, approved_at: '2026-05-10T10:00:00.000Z' }); // 2 h
    const d = row({ status: 'requested', display_status: 'requested', open: false, approved_at: null });
    const e = row({ auto_approved: true, approved_at: '2026-05-10T08:00:00.000Z', permit_type: null }); // 0 h
    const draft = row({ status: 'draft', display_status: 'draft', open: false, approved_at: null });
    const other = row({ site_id: 2, site_name: 'Plant B', template_name: 'Confined space', permit_type: 'confined_space', overdue: true, display_status: 'overdue', clashing: true });
    const old = row({ created_at: '2026-03-01T08:00:00.000Z', start_at: '2026-05-20T08:00:00.000Z', display_status: 'pending_closure' });
    const rows = [a, b, cR, d, e, draft, other, old];

    const all = permitSummary(rows, c());
    expect(fig(all, 'permits_raised').ids).toEqual([a.id, b.id, cR.id, d.id, e.id, other.id]);
    expect(fig(all, 'permits_issued').value).toBe(5);
    expect(fig(all, 'permits_extended').ids).toEqual([b.id]);
    expect(fig(all, 'permits_suspended').ids).toEqual([cR.id]);
    expect(fig(all, 'permits_revoked').ids).toEqual([cR.id]);
    expect(fig(all, 'permits_auto_approved').ids).toEqual([e.id]);
    const med = fig(all, 'permits_approval_hours');
    expect(med.value).toBe(2); // 4, 1, 2, 0, 2 → 2
    expect(med.formula).toEqual({ key: 'median_hours', values: { count: 5, result: 2 } });
    expect(med.kind).toBe('hours');
    // open now: whatever the period (the old one counts), never drafts
    expect(fig(all, 'permits_open_now').ids).toEqual([a.id, b.id, e.id, other.id, old.id]);
    expect(fig(all, 'permits_overdue').ids).toEqual([other.id]);
    expect(fig(all, 'permits_clashing').ids).toEqual([other.id]);
    expect(fig(all, 'permits_pending_closure').ids).toEqual([old.id]);
    expect(fig(all, 'permit_requested').ids).toEqual([d.id]);
    expect(fig(all, 'ptype_hot_work').value).toBe(4);
    expect(fig(all, 'ptype_none').ids).toEqual([e.id]);
    const templates = all.find((s) => s.key === 'permit_templates')!.figures;
    expect(templates.map((f) => [f.label, f.value])).toEqual([
      ['Hot work permit', 5],
      ['Confined space', 1],
    ]);
    expect(all.find((s) => s.key === 'permit_sites')!.figures.map((f) => f.label)).toEqual(['Plant A', 'Plant B']);
    expect(all.flatMap((s) => s.figures).every((f) => f.module === 'permits')).toBe(true);

    // site filter, and the event date (the start of the work)
    expect(fig(permitSummary(rows, c({ site_id: 2 })), 'permits_raised').ids).toEqual([other.id]);
    expect(fig(permitSummary(rows, c({ date_type: 'event_date' })), 'permits_raised').ids).toContain(old.id);
  });

  it('employee and contractor rates apart: each group\'s cases over all man-hours, with the formula', () => {
    const figures = groupRates(
      [
        { g: 'employee', t: tally(1, 2, 1, 10) },
        { g: 'contractor', t: tally(2, 3, 2, 30) },
      ],
      100_000,
      200_000,
    );
    const by = (key: string) => figures.find((f) => f.key === key)!;
    expect(by('ltifr_employee').value).toBe(10); // 1 × 1,000,000 ÷ 100,000
    expect(by('ltifr_contractor').value).toBe(20);
    expect(by('trir_employee').value).toBe(4); // 2 × 200,000 ÷ 100,000
    expect(by('dart_rate_contractor').value).toBe(4);
    expect(by('severity_rate_contractor').value).toBe(60);
    expect(by('trir_contractor').formula).toEqual({ key: 'group_trir', values: { group: 'contractor', cases: 3, base: 200_000, man_hours: 100_000, hours_basis: 'estimate', result: 6 } });
    expect(by('ltifr_employee').ids).toEqual([1]);
    // no man-hours: no rate
    expect(groupRates([{ g: 'employee', t: tally(1, 1, 1, 1) }], 0, 200_000).every((f) => f.value === null)).toBe(true);
  });
});
