import { describe, expect, it } from 'vitest';
import { estimatedHours, hoursWorked, normaliseWorkingDays, workingDaysInMonth } from '../hours-worked';
import { isCoveredWorker, isDartCase, isLostTimeCase, isRecordableCase, meetsRecordingCriteria, outcomeOf, populationOf, rateOf } from '../recordkeeping';

describe('working days and the hours estimate (SPEC §9: 8 h per person per day)', () => {
  it('counts a month’s working days, Monday–Friday by default or the site’s own', () => {
    // November 2026 starts on a Sunday: 21 weekdays; with Saturdays 25
    expect(workingDaysInMonth(2026, 11)).toBe(21);
    expect(workingDaysInMonth(2026, 11, [1, 2, 3, 4, 5, 6])).toBe(25);
    expect(workingDaysInMonth(2026, 2)).toBe(20);
    // only the days within a span: 15–31 October 2026 holds 12 weekdays
    expect(workingDaysInMonth(2026, 10, undefined, { from: '2026-10-15', to: '2026-10-31' })).toBe(12);
    expect(normaliseWorkingDays(undefined)).toEqual([1, 2, 3, 4, 5]);
    expect(normaliseWorkingDays([7, 1, 1, 9])).toEqual([1, 7]);
  });

  it('a site with 100 people in a month of 21 working days worked 16,800 h, not 800', () => {
    expect(estimatedHours(100, 21)).toBe(16_800);
    const h = hoursWorked([{ site_id: 1, year: 2026, month: 11, manpower: 100 }], [1], { from: '2026-11-01', to: '2026-11-30' });
    expect(h).toMatchObject({ hours: 16_800, estimated_hours: 16_800, actual_hours: 0, basis: 'estimate', headcount: 100, average_employees: 100, working_days: 21 });
  });

  it('uses hours actually worked where entered, the estimate elsewhere, and says which', () => {
    const rows = [
      { site_id: 1, year: 2026, month: 10, manpower: 50, actual_hours: 9_000 },
      { site_id: 1, year: 2026, month: 11, manpower: 60 },
      { site_id: 2, year: 2026, month: 11, manpower: 40 },
      { site_id: 3, year: 2026, month: 11, manpower: 999 },
    ];
    // October–November 2026, sites 1 and 2:
    //  site 1 Oct: 9,000 entered; Nov: 60 × 8 × 21 = 10,080
    //  site 2 Oct: nothing entered → 100 × 8 × 22 = 17,600; Nov: 40 × 8 × 21 = 6,720
    const h = hoursWorked(rows, [1, 2], { from: '2026-10-01', to: '2026-11-30' });
    expect(h).toMatchObject({ hours: 9_000 + 10_080 + 17_600 + 6_720, actual_hours: 9_000, estimated_hours: 34_400, basis: 'mixed', site_months: 4, actual_site_months: 1, defaulted: 1, headcount: 250, months: 2, average_employees: 125 });
    // only the entered month: actual
    expect(hoursWorked(rows, [1], { from: '2026-10-01', to: '2026-10-31' }).basis).toBe('actual');
    // part of a month: its working days within the span; entered hours prorated the same way (12 of 22 days)
    expect(hoursWorked(rows, [1], { from: '2026-10-15', to: '2026-10-31' }).hours).toBe(Math.round((9_000 * 12) / 22));
    expect(hoursWorked(rows, [2], { from: '2026-11-01', to: '2026-11-03' }).hours).toBe(40 * 8 * 2);
    // a site working Monday–Saturday
    expect(hoursWorked(rows, [2], { from: '2026-11-01', to: '2026-11-30' }, () => [1, 2, 3, 4, 5, 6]).hours).toBe(40 * 8 * 25);
    expect(hoursWorked(rows, [], { from: '2026-11-01', to: '2026-11-30' })).toMatchObject({ hours: 0, basis: 'none' });
  });
});

describe('who counts and which cases (29 CFR 1904.31, 1904.7)', () => {
  const employee = { type: 'employee', treatment: 'medical_treatment' };
  it('counts employees and contractors supervised day to day; never visitors or others', () => {
    expect(populationOf({ type: 'employee' })).toBe('employee');
    expect(populationOf({ type: 'contractor', supervised_daily: true })).toBe('contractor');
    expect(['visitor', 'others'].map((type) => isCoveredWorker({ type }))).toEqual([false, false]);
    expect(isCoveredWorker({ type: 'contractor', supervised_daily: false })).toBe(false);
    // a hospitalised visitor is reported (meets the criteria) but is not a case of the rates
    expect(meetsRecordingCriteria({ type: 'visitor', treatment: 'hospitalised' })).toBe(true);
    expect(isRecordableCase({ type: 'visitor', treatment: 'hospitalised' })).toBe(false);
  });

  it('records death, days away, restriction and treatment beyond first aid, at their worst outcome', () => {
    expect(['none', 'first_aid', '', 'medical_treatment', 'restricted_work', 'lost_time', 'hospitalised'].map((treatment) => isRecordableCase({ ...employee, treatment }))).toEqual([false, false, false, true, true, true, true]);
    expect(isRecordableCase({ type: 'employee', treatment: 'first_aid', days_restricted: 2 })).toBe(true);
    expect(outcomeOf({ type: 'employee', fatal: true, days_away: 5 })).toBe('G');
    expect(outcomeOf({ type: 'employee', treatment: 'medical_treatment', days_away: 3 })).toBe('H');
    expect(outcomeOf({ type: 'employee', treatment: 'restricted_work' })).toBe('I');
    expect(outcomeOf(employee)).toBe('J');
    expect(isDartCase({ type: 'employee', treatment: 'restricted_work' })).toBe(true);
    expect(isDartCase({ type: 'employee', fatal: true })).toBe(false);
    expect(isLostTimeCase({ type: 'employee', fatal: true })).toBe(true);
    expect(isLostTimeCase({ type: 'contractor', treatment: 'lost_time' })).toBe(false);
  });

  it('rates: cases × base ÷ hours (2 cases over 16,800 h = TRIR 23.81, LTIFR of 1 = 59.52)', () => {
    expect(rateOf(2, 16_800, 200_000)).toBeCloseTo(23.8095, 3);
    expect(rateOf(1, 16_800, 1_000_000)).toBeCloseTo(59.5238, 3);
    expect(rateOf(1, 0, 200_000)).toBeNull();
  });
});
