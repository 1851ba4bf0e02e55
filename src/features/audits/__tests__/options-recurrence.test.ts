import { describe, expect, it } from 'vitest';
import { formatOptionGroups, formatOptions, keepOptionIds, parseOption, parseOptionGroups, parseOptions } from '../model/options';
import { addDays, nextOccurrence, nthOccurrence, occurrenceState, occurrencesBetween } from '../model/recurrence';

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
    expect(nthOccurrence({ frequency: 'yearly', start_date: '2024-02-29' }, 1)).toBe('2025-02-28');
    expect(nthOccurrence({ frequency: 'yearly', start_date: '2024-02-29' }, 4)).toBe('2028-02-29');
  });
  it('keeps a monthly anchor day and clamps to short months', () => {
    const rule = { frequency: 'monthly' as const, start_date: '2026-01-31' };
    expect([0, 1, 2, 3].map((n) => nthOccurrence(rule, n))).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
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
