import { describe, expect, it } from 'vitest';
import { estimateManHours, laggingIndicators, type Context, type IncRow } from '@/features/dashboard/public';
import { buildLog, buildSummary, type OshaIncident, type OshaPerson } from '../model/osha';

/**
 * Issue 26: the dashboard and the OSHA 300A must give the same TRIR for the same year, population and hours —
 * both count with src/lib/safety-figures (1904.31 population, 1904.7 recordability, the same hours worked).
 */
describe('the dashboard’s TRIR for a year equals the 300A’s', () => {
  const TODAY = '2026-11-25';
  let id = 1;
  const v = (type: OshaPerson['type'], treatment: NonNullable<OshaPerson['treatment']>, over: Partial<OshaPerson> = {}): OshaPerson & { treatment: string } => ({ id: id++, type, name: 'Ann Lee', treatment, return_to_work_date: null, ...over });
  const inc = (occurred: string, victims: ReturnType<typeof v>[], site_id = 1): OshaIncident & IncRow => ({
    id: id++,
    number: `INC-${id}`,
    type: 'injury',
    description: 'Hand cut on a sheet-metal edge',
    site_id,
    location: 'Bay 3',
    occurred_at: `${occurred}T09:00:00.000Z`,
    created_at: `${occurred}T10:00:00.000Z`,
    root_cause: null,
    victims,
  });
  // 2025: four cases of the employer's log (employee lost time, supervised contractor restricted, employee medical,
  // employee fatal) and three that are reported but never in a rate (a visitor hospitalised, an unsupervised
  // contractor's lost time, "others" medical); plus first aid, which is not recordable for anyone
  const incidents = [
    inc('2025-02-03', [v('employee', 'lost_time', { days_away: 4 }), v('visitor', 'hospitalised')]),
    inc('2025-04-14', [v('contractor', 'restricted_work', { supervised_daily: true, days_restricted: 3 })], 2),
    inc('2025-06-02', [v('contractor', 'lost_time', { supervised_daily: false })]),
    inc('2025-07-21', [v('employee', 'medical_treatment'), v('others', 'medical_treatment')], 2),
    inc('2025-09-09', [v('employee', 'first_aid')]),
    inc('2025-10-01', [v('employee', 'hospitalised', { fatal: true })]),
    inc('2024-12-30', [v('employee', 'lost_time')]),
  ];
  const manpower = [
    { site_id: 1, year: 2025, month: 3, manpower: 120 },
    { site_id: 2, year: 2025, month: 5, manpower: 80, actual_hours: 14_000 },
  ];
  const sites = [1, 2];
  const year = { from: '2025-01-01', to: '2025-12-31' };

  it('same cases, same hours, same rate (hand check: 4 × 200,000 ÷ 417,360 = 1.92)', () => {
    // 300A path
    const log = buildLog(incidents, { year: 2025, site_id: 0 }, TODAY);
    const summary = buildSummary(log, manpower, sites, 2025, TODAY);
    const cases300a = summary.deaths + summary.days_away_cases + summary.restricted_cases + summary.other_cases;
    const trir300a = Math.round(((cases300a * 200_000) / summary.total_hours) * 100) / 100;

    // dashboard path: custom period = the calendar year, all sites
    const c: Context = { today: TODAY, range: year, filters: { period: 'custom', from: year.from, to: year.to, date_type: 'event_date', fy: 'jan_dec', site_id: 0, base: 200_000 } };
    const hours = estimateManHours(manpower, sites, year);
    const figures = laggingIndicators(incidents, hours, c).flatMap((s) => s.figures);
    const trir = figures.find((f) => f.key === 'trir')!;
    const recordables = figures.find((f) => f.key === 'recordable_injuries')!;

    // by hand: 2025 has 261 weekdays, 21 of them in March and 22 in May
    //  site 1: 100 × 8 × (261 − 21) + 120 × 8 × 21 = 192,000 + 20,160 = 212,160
    //  site 2: 100 × 8 × (261 − 22) + 14,000 entered = 191,200 + 14,000 = 205,200
    expect(summary.total_hours).toBe(hours.hours);
    expect(hours.hours).toBe(212_160 + 205_200);
    expect(cases300a).toBe(4);
    expect(recordables.value).toBe(4);
    expect(trir.value).toBe(trir300a);
    expect(trir.value).toBe(1.92);
    expect(summary.hours_basis).toBe('mixed');
  });
});
