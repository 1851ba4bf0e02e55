import { auditSummary, hiraSummary, laggingIndicators, type AudRow, type Context, type Figure, type HiraRow, type IncRow, type Section } from '../model/figures';
import { gapOf } from '../model/indicators';

const ctx = (site_id = 0): Context => ({ today: '2026-05-15', range: { from: '2026-05-01', to: '2026-05-15' }, filters: { period: 'this_month', date_type: 'reported_date', fy: 'apr_mar', site_id, base: 200_000 } });
const a = (id: number, display_status: string, over: Partial<AudRow> = {}): AudRow => ({ id, site_id: 1, display_status, due_date: '2026-05-10', created_at: '2026-05-10', percent: null, key_findings: [], ...over });
const r = (id: number, over: Partial<HiraRow> = {}): HiraRow => ({ id, site_id: 1, status: 'published', live: true, residual_band: 'high', review_overdue: false, assessed_at: '2026-01-10', ...over });
const fig = (sections: Section[], key: string): Figure => sections.flatMap((s) => s.figures).find((f) => f.key === key)!;

describe('target gap', () => {
  it('gap = actual − target, met at or under the target; no target → none; no actual → unknown', () => {
    expect(gapOf(1.5, 1)).toEqual({ target: 1, gap: 0.5, met: false });
    expect(gapOf(0.75, 1)).toEqual({ target: 1, gap: -0.25, met: true });
    expect(gapOf(1, 1)).toEqual({ target: 1, gap: 0, met: true });
    expect(gapOf(null, 2)).toEqual({ target: 2, gap: null, met: null });
    expect(gapOf(3, null)).toBeNull();
    expect(gapOf(3, undefined)).toBeNull();
  });

  it('rates and the incident count carry the site target; LTIFR exactly SPEC §9', () => {
    const inc: IncRow[] = [{ id: 1, type: 'injury', site_id: 7, occurred_at: '2026-05-02', created_at: '2026-05-02', victims: [{ id: 1, type: 'employee', treatment: 'lost_time', return_to_work_date: '2026-05-04' }], root_cause: null }];
    const hours = { hours: 8000, estimated_hours: 8000, actual_hours: 0, basis: 'estimate' as const, headcount: 1000, months: 1, average_employees: 1000, site_months: 1, actual_site_months: 0, defaulted: 0, working_days: 1 };
    const s = laggingIndicators(inc, hours, ctx(7), { ltifr: 100, trir: 10, dart: null, max_incidents: 0 });
    expect(fig(s, 'ltifr')).toMatchObject({ value: 125, target: { target: 100, gap: 25, met: false } });
    expect(fig(s, 'trir')).toMatchObject({ value: 25, target: { target: 10, gap: 15, met: false } });
    expect(fig(s, 'dart_rate').target).toBeUndefined();
    expect(fig(s, 'incidents_total')).toMatchObject({ value: 1, target: { target: 0, gap: 1, met: false } });
    const none = laggingIndicators(inc, hours, ctx(7), null);
    expect(fig(none, 'ltifr').target).toBeUndefined();
    expect(none.find((x) => x.key === 'rates')!.notes).toContain('no_targets');
    expect(laggingIndicators(inc, hours, ctx(0), null).find((x) => x.key === 'rates')!.notes).toContain('targets_per_site');
  });
});

describe('audit figures', () => {
  it('counts audits due in the period, completed (submitted), overdue, the average score and findings by severity', () => {
    const rows = [
      a(1, 'approved', { percent: 80, key_findings: [{ severity: 'high' }, { severity: 'high' }, { severity: 'low' }] }),
      a(2, 'completed', { percent: 90 }),
      a(3, 'overdue'),
      a(4, 'scheduled', { site_id: 2 }),
      a(5, 'completed', { created_at: '2026-04-01', percent: 10 }), // outside the period
    ];
    const s = auditSummary(rows, ctx());
    expect(fig(s, 'audits_scheduled')).toMatchObject({ value: 4, ids: [1, 2, 3, 4] });
    expect(fig(s, 'audits_completed')).toMatchObject({ value: 2, ids: [1, 2] });
    expect(fig(s, 'audits_overdue').ids).toEqual([3]);
    expect(fig(s, 'audits_avg_score')).toMatchObject({ value: 85, kind: 'percent', formula: { key: 'avg_score', values: { total: 170, count: 2, result: 85 } } });
    expect(fig(s, 'findings_high')).toMatchObject({ value: 2, ids: [1] });
    expect(fig(s, 'findings_low')).toMatchObject({ value: 1, ids: [1] });
    expect(fig(s, 'findings_medium')).toMatchObject({ value: 0, ids: [] });
    expect(fig(auditSummary(rows, ctx(2)), 'audits_scheduled').ids).toEqual([4]);
    expect(fig(auditSummary([], ctx()), 'audits_avg_score').value).toBeNull();
  });
});

describe('HIRA figures', () => {
  it('risks in force by residual level, overdue reviews and waiting approval today; assessed in the period apart', () => {
    const rows = [r(1), r(2, { residual_band: 'extreme', review_overdue: true }), r(3, { status: 'waiting_for_approval', live: false, residual_band: null, assessed_at: '2026-05-03' }), r(4, { status: 'archive', live: false, assessed_at: '2026-05-04' }), r(5, { residual_band: 'low', assessed_at: '2026-05-05', site_id: 2 })];
    const s = hiraSummary(rows, ctx());
    expect(fig(s, 'hira_live').ids).toEqual([1, 2, 5]);
    expect(fig(s, 'hira_review_overdue').ids).toEqual([2]);
    expect(fig(s, 'hira_waiting').ids).toEqual([3]);
    expect(fig(s, 'residual_high').ids).toEqual([1]);
    expect(fig(s, 'residual_extreme').ids).toEqual([2]);
    expect(fig(s, 'assessed_unrated').ids).toEqual([3]);
    expect(fig(s, 'assessed_low').ids).toEqual([5]);
    expect(fig(hiraSummary(rows, ctx(2)), 'hira_live').ids).toEqual([5]);
  });
});
