import { describe, expect, it } from 'vitest';
import { formatOptionGroups, formatOptions, keepOptionIds, parseOption, parseOptionGroups, parseOptions } from '../model/options';
import { addDays, nextOccurrence, nthOccurrence, nthWeekdayOfMonth, occurrenceState, occurrencesBetween, toRRule, type Recurrence } from '../model/recurrence';

describe('option parsing (SPEC §9 separators)', () => {
  it("splits options on '//' and label from score on ' / '", () => {
    expect(parseOptions('Yes / 2//No / 0//N/A')).toEqual([
      { id: 'o1', label: 'Yes', score: 2 },
      { id: 'o2', label: 'No', score: 0 },
      { id: 'o3', label: 'N/A', score: null, na: true },
    ]);
  });
  it("splits groups on '++++'", () => {
    const groups = parseOptionGroups('Safe / 1//Unsafe / 0++++Good / 3//Fair / 1//Poor / 0');
    expect(groups.map((g) => g.map((o) => o.label))).toEqual([['Safe', 'Unsafe'], ['Good', 'Fair', 'Poor']]);
    expect(groups[1][0]).toEqual({ id: 'o3', label: 'Good', score: 3 });
  });
  it('keeps a slash without spaces in the label, and text after the last separator that is not a number', () => {
    expect(parseOption('In/out gate', 'x')).toEqual({ id: 'x', label: 'In/out gate', score: null });
    expect(parseOption('Open / closed', 'x')).toEqual({ id: 'x', label: 'Open / closed', score: null });
    expect(parseOption('Open / closed / 1.5', 'x')).toEqual({ id: 'x', label: 'Open / closed', score: 1.5 });
  });
  it("marks failing answers with '!' and recognises N/A spellings", () => {
    expect(parseOption('Blocked / 0 !', 'x')).toEqual({ id: 'x', label: 'Blocked', score: 0, fail: true });
    expect(parseOption('Not applicable', 'x')?.na).toBe(true);
    expect(parseOption('NA / 1', 'x')).toEqual({ id: 'x', label: 'NA', score: null, na: true });
  });
  it('drops empty options and groups and round-trips', () => {
    expect(parseOptionGroups(' // Yes / 1 //++++// ').length).toBe(1);
    const text = 'Yes / 2//No / 0 !//N/A++++Good / 3//Poor / 0';
    expect(formatOptionGroups(parseOptionGroups(text))).toBe(text);
    expect(formatOptions(parseOptions('A//B / 1'))).toBe('A//B / 1');
  });
  it('keeps the ids of unchanged labels', () => {
    const before = parseOptions('Yes / 1//No / 0', 'q');
    let n = 0;
    const after = keepOptionIds(before, parseOptions('No / 0//Maybe / 1//yes / 2', 'tmp'), () => `new${++n}`);
    expect(after.map((o) => o.id)).toEqual(['q2', 'new1', 'q1']);
  });
});

describe('recurrence', () => {
  it('steps daily, weekly, monthly, quarterly and yearly', () => {
    expect(nthOccurrence({ frequency: 'daily', start_date: '2026-12-30' }, 3)).toBe('2027-01-02');
    expect(nthOccurrence({ frequency: 'weekly', start_date: '2026-03-02' }, 4)).toBe('2026-03-30');
    expect(nthOccurrence({ frequency: 'quarterly', start_date: '2026-11-15' }, 1)).toBe('2027-02-15');
    // RFC 5545: 29 February recurs only in leap years (2025-2027 have none)
    expect(nthOccurrence({ frequency: 'yearly', start_date: '2024-02-29' }, 1)).toBe('2028-02-29');
    expect(nthOccurrence({ frequency: 'yearly', start_date: '2024-02-29' }, 2)).toBe('2032-02-29');
  });
  it('skips the 31st in months without one, as RFC 5545 says (no clamping)', () => {
    const rule = { frequency: 'monthly' as const, start_date: '2026-01-31' };
    expect(occurrencesBetween(rule, '2026-01-01', '2026-08-31')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31']);
    expect(occurrencesBetween({ frequency: 'quarterly', start_date: '2026-01-31' }, '2026-01-01', '2027-01-31')).toEqual(['2026-01-31', '2026-07-31', '2026-10-31', '2027-01-31']);
    expect(occurrencesBetween({ frequency: 'monthly', start_date: '2024-01-30' }, '2024-01-01', '2024-03-31')).toEqual(['2024-01-30', '2024-03-30']);
  });
  it('steps every n days across month ends and leap days, DST-free', () => {
    expect(occurrencesBetween({ frequency: 'daily', interval: 3, start_date: '2026-02-26' }, '2026-01-01', '2026-03-05')).toEqual(['2026-02-26', '2026-03-01', '2026-03-04']);
    expect(occurrencesBetween({ frequency: 'daily', interval: 3, start_date: '2024-02-26' }, '2024-01-01', '2024-03-05')).toEqual(['2024-02-26', '2024-02-29', '2024-03-03']);
    // the EU clocks go forward on 29 March 2026 and back on 25 October: every day is still there exactly once
    expect(occurrencesBetween({ frequency: 'daily', start_date: '2026-03-28' }, '2026-03-28', '2026-03-30')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(occurrencesBetween({ frequency: 'daily', start_date: '2026-10-24' }, '2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });
  it('recurs weekly on chosen weekdays, every n weeks (weeks from Monday)', () => {
    // January 2026: Thursday 1st; Mondays 5, 12, 19, 26
    const mwf: Recurrence = { frequency: 'weekly', start_date: '2026-01-07', weekdays: [4, 0, 2], count: 5 };
    expect(occurrencesBetween(mwf, '2026-01-01', '2026-12-31')).toEqual(['2026-01-07', '2026-01-09', '2026-01-12', '2026-01-14', '2026-01-16']);
    // RFC 5545's "every other week on Tuesday and Thursday": Tuesday 30 Dec 2025 is before the start
    const tt: Recurrence = { frequency: 'weekly', interval: 2, start_date: '2026-01-01', weekdays: [1, 3] };
    expect(occurrencesBetween(tt, '2026-01-01', '2026-01-31')).toEqual(['2026-01-01', '2026-01-13', '2026-01-15', '2026-01-27', '2026-01-29']);
  });
  it('finds the n-th weekday of a month (2nd Tuesday, last Friday, a 5th only where there is one)', () => {
    expect(nthWeekdayOfMonth(2026, 0, 1, 2)).toBe('2026-01-13');
    expect(nthWeekdayOfMonth(2026, 1, 4, -1)).toBe('2026-02-27');
    expect(nthWeekdayOfMonth(2026, 0, 1, 5)).toBeNull();
    expect(nthWeekdayOfMonth(2026, 2, 1, 5)).toBe('2026-03-31');
    expect(nthWeekdayOfMonth(2024, 1, 3, 5)).toBe('2024-02-29');
    const second: Recurrence = { frequency: 'monthly', start_date: '2026-01-01', month_mode: 'weekday', week_of_month: 2, weekdays: [1] };
    expect(occurrencesBetween(second, '2026-01-01', '2026-04-30')).toEqual(['2026-01-13', '2026-02-10', '2026-03-10', '2026-04-14']);
    const lastFri: Recurrence = { frequency: 'monthly', start_date: '2026-01-01', month_mode: 'weekday', week_of_month: -1, weekdays: [4] };
    expect(occurrencesBetween(lastFri, '2026-01-01', '2026-04-30')).toEqual(['2026-01-30', '2026-02-27', '2026-03-27', '2026-04-24']);
    const everyOther: Recurrence = { frequency: 'monthly', interval: 2, start_date: '2026-01-13', month_mode: 'weekday' };
    expect(occurrencesBetween(everyOther, '2026-01-01', '2026-05-31')).toEqual(['2026-01-13', '2026-03-10', '2026-05-12']);
  });
  it('ends after a number of occurrences or on a date', () => {
    expect(occurrencesBetween({ frequency: 'monthly', start_date: '2026-01-31', count: 3 }, '2026-01-01', '2027-12-31')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31']);
    expect(nthOccurrence({ frequency: 'daily', start_date: '2026-01-01', count: 2 }, 2)).toBeNull();
    expect(nextOccurrence({ frequency: 'weekly', start_date: '2026-01-05', count: 2 }, '2026-01-13')).toBeNull();
  });
  it('writes the RFC 5545 RRULE', () => {
    expect(toRRule({ frequency: 'weekly', interval: 2, start_date: '2026-01-01', weekdays: [3, 1] })).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=MO');
    expect(toRRule({ frequency: 'monthly', start_date: '2026-01-13', month_mode: 'weekday', count: 10 })).toBe('FREQ=MONTHLY;BYDAY=2TU;COUNT=10;WKST=MO');
    expect(toRRule({ frequency: 'quarterly', start_date: '2026-01-01', end_date: '2026-12-31' })).toBe('FREQ=MONTHLY;INTERVAL=3;UNTIL=20261231;WKST=MO');
  });
  it('lists occurrences in a range up to the end date', () => {
    expect(occurrencesBetween({ frequency: 'weekly', start_date: '2026-01-05', end_date: '2026-01-26' }, '2026-01-10', '2026-12-31')).toEqual(['2026-01-12', '2026-01-19', '2026-01-26']);
    expect(occurrencesBetween({ frequency: 'once', start_date: '2026-01-05' }, '2026-01-01', '2026-12-31')).toEqual(['2026-01-05']);
    expect(occurrencesBetween({ frequency: 'daily', start_date: '2026-01-01' }, '2026-01-01', '2026-12-31', 3)).toHaveLength(3);
  });
  it('finds the next occurrence or none after the end', () => {
    expect(nextOccurrence({ frequency: 'monthly', start_date: '2026-01-10' }, '2026-03-11')).toBe('2026-04-10');
    expect(nextOccurrence({ frequency: 'monthly', start_date: '2026-01-10', end_date: '2026-03-31' }, '2026-03-11')).toBeNull();
    expect(nextOccurrence({ frequency: 'once', start_date: '2026-01-10' }, '2026-01-11')).toBeNull();
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
  it('computes upcoming, due, overdue, missed and done against the due window', () => {
    expect(occurrenceState('2026-05-10', '2026-05-09', 3, null)).toBe('upcoming');
    expect(occurrenceState('2026-05-10', '2026-05-13', 3, null)).toBe('due');
    expect(occurrenceState('2026-05-10', '2026-05-14', 3, null)).toBe('missed');
    expect(occurrenceState('2026-05-10', '2026-05-14', 3, { status: 'in_progress' })).toBe('overdue');
    expect(occurrenceState('2026-05-10', '2026-06-14', 3, { status: 'approved' })).toBe('done');
  });
});
