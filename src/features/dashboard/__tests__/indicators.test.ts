import {
  ageingBucket,
  dartRate,
  daysLost,
  estimateManHours,
  filterParams,
  financialYear,
  incidentPyramidLevel,
  isDart,
  isRecordable,
  ltifr,
  monthsOf,
  observationPyramidLevel,
  parseFilters,
  rank,
  resolveRange,
  roundRate,
  severityRate,
  trir,
  type DashboardQuery,
  type InjuredPerson,
  type ManHoursEstimate,
} from '../model/indicators';
import { actionAgeing, closureReport, laggingIndicators, safetyChampions, safetyPyramid, topRootCauses, type ActRow, type Context, type IncRow, type ObsRow } from '../model/figures';

const person = (treatment: string, type = 'employee', rtw: string | null = null): InjuredPerson & { id: number } => ({ id: 1, type, treatment, return_to_work_date: rtw });
/** hours worked of a test: all estimated */
const hw = (hours: number): ManHoursEstimate => ({ hours, estimated_hours: hours, actual_hours: 0, basis: 'estimate', headcount: 0, months: 1, average_employees: 0, site_months: 1, actual_site_months: 0, defaulted: 0, working_days: 0 });
const ctx = (over: Partial<Context['filters']> = {}, range = { from: '2026-11-01', to: '2026-11-25' }): Context => ({
  filters: { period: 'this_month', date_type: 'reported_date', fy: 'apr_mar', site_id: 0, base: 200_000, ...over },
  range,
  today: '2026-11-25',
});

const inc = (id: number, at: string, victims: IncRow['victims'], extra: Partial<IncRow> = {}): IncRow => ({ id, type: 'injury', site_id: 1, occurred_at: at, created_at: at, victims, root_cause: null, ...extra });
const act = (id: number, status: string, created: string, due: string, completed: string | null = null): ActRow => ({ id, type: 'Action', site_id: 1, status, created_at: created, due_date: due, completed_at: completed });

describe('rates', () => {
  it('LTIFR is lost-time injuries × 1,000,000 ÷ man-hours (SPEC §9)', () => {
    expect(ltifr(2, 400_000)).toBe(5);
    expect(ltifr(1, 2400)).toBeCloseTo(416.6667, 3);
    expect(roundRate(ltifr(1, 2400))).toBe(416.67);
    expect(ltifr(3, 0)).toBeNull();
  });

  it('TRIR, DART and severity use the chosen base of 200,000 or 1,000,000 hours', () => {
    expect(trir(4, 400_000, 200_000)).toBe(2);
    expect(trir(4, 400_000, 1_000_000)).toBe(10);
    expect(dartRate(1, 100_000, 200_000)).toBe(2);
    expect(severityRate(30, 600_000, 200_000)).toBe(10);
    expect(severityRate(30, 0, 200_000)).toBeNull();
  });

  it('classifies injuries: recordable beyond first aid, DART = lost time or restricted work', () => {
    expect(['first_aid', 'none', '', 'medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'].map((t) => isRecordable(person(t)))).toEqual([false, false, false, true, true, true, true]);
    expect(['medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'].map((t) => isDart(person(t)))).toEqual([false, true, true, false]);
  });

  it('counts days lost to the return to work, else to the period end (never after today), at most 180', () => {
    expect(daysLost(person('lost_time', 'employee', '2026-11-11'), '2026-11-01T08:00:00Z', '2026-11-30', '2026-11-25')).toBe(10);
    expect(daysLost(person('lost_time'), '2026-11-01T08:00:00Z', '2026-11-30', '2026-11-25')).toBe(24);
    expect(daysLost(person('lost_time'), '2026-11-01', '2026-11-10', '2026-11-25')).toBe(9);
    expect(daysLost(person('lost_time', 'employee', '2027-12-01'), '2026-01-01', '2026-11-30', '2026-11-25')).toBe(180);
    expect(daysLost(person('medical_treatment', 'employee', '2026-11-20'), '2026-11-01', '2026-11-30', '2026-11-25')).toBe(0);
  });
});

describe('hours worked (SPEC §9: 8 h per person per working day)', () => {
  it('sums each site and month of the period over its working days, a month not entered at the default 100', () => {
    const rows = [
      { site_id: 1, year: 2026, month: 10, manpower: 50 },
      { site_id: 1, year: 2026, month: 11, manpower: 60 },
      { site_id: 2, year: 2026, month: 11, manpower: 40 },
      { site_id: 3, year: 2026, month: 11, manpower: 999 },
    ];
    // 15–31 Oct 2026: 12 weekdays; 1–3 Nov 2026: 2 weekdays (the 1st is a Sunday)
    // site 1: 50 × 8 × 12 + 60 × 8 × 2 = 4,800 + 960; site 2: 100 (default) × 8 × 12 + 40 × 8 × 2 = 9,600 + 640
    expect(estimateManHours(rows, [1, 2], { from: '2026-10-15', to: '2026-11-03' })).toMatchObject({ headcount: 50 + 60 + 100 + 40, hours: 16_000, site_months: 4, defaulted: 1, basis: 'estimate' });
    expect(estimateManHours(rows, [], { from: '2026-11-01', to: '2026-11-03' }).hours).toBe(0);
  });
});

describe('periods and filters', () => {
  it('resolves presets, the Apr–Mar or Jan–Dec financial year, and a custom range', () => {
    expect(resolveRange('this_month', '2026-11-25', 'apr_mar')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(resolveRange('last_month', '2026-03-10', 'apr_mar')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolveRange('last_month', '2026-01-10', 'apr_mar')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(resolveRange('this_fy', '2026-02-10', 'apr_mar')).toEqual({ from: '2025-04-01', to: '2026-02-10' });
    expect(resolveRange('this_fy', '2026-05-10', 'apr_mar')).toEqual({ from: '2026-04-01', to: '2026-05-10' });
    expect(resolveRange('this_fy', '2026-02-10', 'jan_dec')).toEqual({ from: '2026-01-01', to: '2026-02-10' });
    expect(resolveRange('last_fy', '2026-05-10', 'apr_mar')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(resolveRange('last_12_months', '2026-11-25', 'apr_mar')).toEqual({ from: '2025-12-01', to: '2026-11-25' });
    expect(resolveRange('custom', '2026-11-25', 'apr_mar', '2026-01-05', '2026-02-01')).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    // a reversed or incomplete custom range falls back to this month
    expect(resolveRange('custom', '2026-11-25', 'apr_mar', '2026-02-05', '2026-02-01')).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(financialYear('2026-03-31', 'apr_mar')).toEqual({ from: '2025-04-01', to: '2026-03-31' });
    expect(monthsOf({ from: '2025-11-20', to: '2026-02-01' })).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
  });

  it('reads the SPEC defaults from empty or unknown parameters, and round-trips', () => {
    const none = parseFilters(() => null);
    expect(none).toEqual({ period: 'this_month', date_type: 'reported_date', fy: 'apr_mar', site_id: 0, base: 200_000 });
    expect(parseFilters((k) => ({ period: 'bogus', base: '7', site_id: '-3' })[k])).toEqual(none);
    const custom = parseFilters((k) => ({ period: 'custom', from: '2026-01-01', to: '2026-01-31', date_type: 'event_date', fy: 'jan_dec', site_id: '12', base: '1000000' })[k]);
    expect(parseFilters((k) => filterParams(custom)[k as keyof DashboardQuery])).toEqual(custom);
  });
});

describe('pyramid, ageing and rankings', () => {
  it('puts each incident at its worst outcome and observations on their own levels', () => {
    expect(incidentPyramidLevel({ type: 'injury', victims: [person('first_aid'), person('lost_time')] })).toBe('lost_time');
    expect(incidentPyramidLevel({ type: 'injury', victims: [person('first_aid'), person('hospitalised')] })).toBe('recordable');
    expect(incidentPyramidLevel({ type: 'injury', victims: [person('first_aid')] })).toBe('first_aid');
    expect(incidentPyramidLevel({ type: 'near_miss', victims: [] })).toBe('near_miss');
    expect(incidentPyramidLevel({ type: 'fire', victims: [person('none')] })).toBe('no_injury');
    expect(['near_miss', 'unsafe_act', 'unsafe_condition', 'good_practice'].map((type) => observationPyramidLevel({ type }))).toEqual(['near_miss', 'unsafe', 'unsafe', null]);
  });

  it('buckets open actions by age: 0–30, 31–60, 61–90, over 90 days', () => {
    expect(['2026-11-25', '2026-10-26', '2026-10-25', '2026-09-26', '2026-09-25', '2026-08-27', '2026-08-26', '2025-01-01'].map((d) => ageingBucket(d, '2026-11-25'))).toEqual(['d0_30', 'd0_30', 'd31_60', 'd31_60', 'd61_90', 'd61_90', 'd91_plus', 'd91_plus']);
  });

  it('ranks by count, then by name, keeping the ids', () => {
    const items = [
      { id: 1, k: [7] },
      { id: 2, k: [8, 7] },
      { id: 3, k: [9] },
      { id: 4, k: [8] },
    ];
    expect(rank(items, (i) => i.k, (k) => ({ 7: 'b', 8: 'a', 9: 'c' })[k]!, (i) => i.id, 2)).toEqual([
      { key: 8, label: 'a', count: 2, ids: [2, 4] },
      { key: 7, label: 'b', count: 2, ids: [1, 2] },
    ]);
  });
});

describe('figures from records', () => {
  const incidents = [
    inc(1, '2026-11-02T09:00:00Z', [person('lost_time', 'employee', '2026-11-07'), { ...person('first_aid', 'contractor'), id: 2 }], { root_cause: { root_cause_ids: [50, 51] } }),
    inc(2, '2026-11-10T09:00:00Z', [{ ...person('restricted_work', 'contractor'), supervised_daily: true }, { ...person('lost_time', 'visitor'), id: 3 }], { root_cause: { root_cause_ids: [51] } }),
    inc(3, '2026-10-10T09:00:00Z', [person('lost_time', 'employee', '2026-10-12')]),
    inc(4, '2026-11-11T09:00:00Z', [], { type: 'near_miss', site_id: 2 }),
  ];
  const manpower = hw(2400);

  it('computes the lagging indicators with the ids and formulas behind them', () => {
    const sections = laggingIndicators(incidents, manpower, ctx());
    const f = Object.fromEntries(sections.flatMap((s) => s.figures).map((x) => [x.key, x]));
    expect(f.incidents_total.value).toBe(3);
    expect(f.lost_time_injuries).toMatchObject({ value: 1, ids: [1] });
    expect(f.recordable_injuries).toMatchObject({ value: 2, ids: [1, 2] });
    expect(f.lost_time_injuries.formula).toEqual({ key: 'injuries', values: { injuries: 1, incidents: 1 } });
    expect(f.dart_cases).toMatchObject({ value: 2, ids: [1, 2] });
    expect(f.days_lost.value).toBe(5);
    expect(f.ltifr).toMatchObject({ value: 416.67, formula: { key: 'ltifr', values: { cases: 1, base: 1_000_000, man_hours: 2400, result: 416.67 } } });
    expect(f.trir.value).toBe(roundRate((2 * 200_000) / 2400));
    expect(f.severity_rate.value).toBe(roundRate((5 * 200_000) / 2400));
    expect(f.lti_employee.value).toBe(1);
    expect(f.lti_contractor.value).toBe(0);
    expect(f.recordable_contractor).toMatchObject({ value: 1, ids: [2] });
    // the visitor's lost-time injury is reported (its own row) but in no rate (1904.31)
    expect(f.lti_other).toMatchObject({ value: 1, ids: [2] });
    expect(f.ltifr.formula?.values).toMatchObject({ cases: 1, hours_basis: 'estimate' });
    // safe days since the last lost-time injury (2 Nov), whatever the period
    expect(f.safe_days).toMatchObject({ value: 23, ids: [1] });
    // a site filter narrows everything
    const site2 = Object.fromEntries(laggingIndicators(incidents, manpower, ctx({ site_id: 2 })).flatMap((s) => s.figures).map((x) => [x.key, x]));
    expect(site2.incidents_total.ids).toEqual([4]);
    expect(site2.safe_days.value).toBeNull();
    // no man-hours: no rate
    const noHours = laggingIndicators(incidents, hw(0), ctx());
    expect(noHours.find((s) => s.key === 'rates')!.figures.every((x) => x.value === null)).toBe(true);
  });

  it('builds the pyramid, the top root causes and the champion', () => {
    const obs: ObsRow[] = [
      { id: 10, type: 'near_miss', site_id: 1, status: 'open', due_date: null, risk_level: 'low', observed_at: '2026-11-03', created_at: '2026-11-03', reporter_id: 5, anonymous: false },
      { id: 11, type: 'unsafe_act', site_id: 1, status: 'open', due_date: null, risk_level: 'low', observed_at: '2026-11-04', created_at: '2026-11-04', reporter_id: 6, anonymous: false },
      { id: 12, type: 'unsafe_condition', site_id: 1, status: 'open', due_date: null, risk_level: 'low', observed_at: '2026-11-05', created_at: '2026-11-05', reporter_id: 6, anonymous: false },
      { id: 13, type: 'good_practice', site_id: 1, status: 'open', due_date: null, risk_level: 'low', observed_at: '2026-11-05', created_at: '2026-11-05', reporter_id: null, anonymous: true },
    ];
    const pyramid = Object.fromEntries(safetyPyramid(incidents, obs, ctx())[0].figures.map((x) => [x.key, x.ids]));
    // the pyramid shows every injury reported: incident 2's visitor lost time (not in any rate)
    expect(pyramid).toEqual({ pyramid_lost_time: [1, 2], pyramid_recordable: [], pyramid_first_aid: [], pyramid_no_injury: [], pyramid_near_miss: [4], pyramid_near_miss_observations: [10], pyramid_unsafe_observations: [11, 12] });
    expect(safetyPyramid(incidents, null, ctx())[0].figures.some((x) => x.module === 'observations')).toBe(false);

    const causes = topRootCauses(incidents, ctx(), (id) => `cause ${id}`)[0].figures;
    expect(causes.map((c) => [c.label, c.value, c.ids])).toEqual([
      ['cause 51', 2, [1, 2]],
      ['cause 50', 1, [1]],
    ]);

    const champions = safetyChampions(obs, ctx(), (id) => `user ${id}`)[0].figures;
    expect(champions.map((c) => [c.key, c.label, c.value, c.ids])).toEqual([
      ['champion', 'user 6', 2, [11, 12]],
      ['champion_rank', 'user 5', 1, [10]],
    ]);
  });

  it('ages open actions and reports closure on time', () => {
    const rows = [act(1, 'open', '2026-11-20', '2026-12-01'), act(2, 'in_progress', '2026-07-01', '2026-08-01'), act(3, 'completed', '2026-10-01', '2026-11-10', '2026-11-05T10:00:00Z'), act(4, 'closed', '2026-10-01', '2026-11-01', '2026-11-06T10:00:00Z'), act(5, 'closed', '2026-09-01', '2026-10-01', '2026-10-01T10:00:00Z')];
    expect(actionAgeing(rows, ctx())[0].figures.map((x) => x.ids)).toEqual([[1], [], [], [2]]);
    const closure = Object.fromEntries(closureReport(rows, ctx())[0].figures.map((x) => [x.key, x]));
    expect(closure.closed_in_period.ids).toEqual([3, 4]);
    expect(closure.closed_on_time.ids).toEqual([3]);
    expect(closure.closed_late.ids).toEqual([4]);
    expect(closure.on_time_rate.value).toBe(50);
    expect(closure.avg_days_to_close.value).toBe((35 + 36) / 2);
  });
});
