import { DEFAULT_SITE_MANPOWER, cellValue, effectiveManpower, enteredMonths, manHours, monthTotal, yearlyTotal } from '../model';
import { entryIndexOf, manpowerProblems } from '../schemas/manpower-schema';
import { MANPOWER_SERVER_MESSAGES, manpowerRuleKey, manpowerServerT } from '../schemas/rule-messages';

const t = (key: string) => key;

describe('manpower model', () => {
  it('counts a month left empty with the SPEC default of 100', () => {
    expect(DEFAULT_SITE_MANPOWER).toBe(100);
    expect(effectiveManpower(null)).toBe(100);
    expect(effectiveManpower(undefined)).toBe(100);
    expect(effectiveManpower(0)).toBe(0);
    expect(effectiveManpower(42)).toBe(42);
  });

  it('derives yearly totals, month totals and man-hours (8 × manpower, SPEC §9)', () => {
    const months = [120, null, 80, null, null, null, null, null, null, null, null, 0];
    expect(yearlyTotal(months)).toBe(120 + 80 + 0 + 9 * 100);
    expect(enteredMonths(months)).toBe(3);
    expect(manHours(150)).toBe(1200);
    const sites = [
      { site_id: 1, site_name: 'A', months },
      { site_id: 2, site_name: 'B', months: Array(12).fill(null) },
    ];
    expect(monthTotal(sites, 1)).toBe(220);
    expect(monthTotal(sites, 2)).toBe(200);
    expect(manHours(monthTotal(sites, 12))).toBe(800);
  });

  it('reads a typed cell: empty → default, digits → a number, anything else as typed', () => {
    expect(cellValue('  ')).toBeNull();
    expect(cellValue('120')).toBe(120);
    expect(cellValue('-3')).toBe(-3);
    expect(cellValue('1.5')).toBe(1.5);
    expect(cellValue('12a')).toBe('12a');
  });
});

describe('manpower schema', () => {
  it('accepts whole numbers from 0 to 1,000,000 and null (back to the default)', async () => {
    const ok = await manpowerProblems(t, { year: 2026, entries: [{ site_id: 1, month: 1, manpower: 0 }, { site_id: 1, month: 12, manpower: 1_000_000 }, { site_id: 2, month: 6, manpower: null }] });
    expect(ok.cells.size).toBe(0);
    expect(ok.other).toEqual([]);
  });

  it('names the refused cell by its entry index', async () => {
    const res = await manpowerProblems(t, {
      year: 2026,
      entries: [{ site_id: 1, month: 1, manpower: 5 }, { site_id: 1, month: 2, manpower: -1 }, { site_id: 1, month: 3, manpower: 2.5 }, { site_id: 1, month: 4, manpower: 'abc' }, { site_id: 1, month: 13, manpower: 1_000_001 }],
    });
    expect([...res.cells]).toEqual([
      [1, ['validation.manpowerNegative']],
      [2, ['validation.manpowerWhole']],
      [3, ['validation.manpowerNumber']],
      [4, ['validation.monthInvalid', 'validation.manpowerTooLarge']],
    ]);
    expect(entryIndexOf('entries[12].manpower')).toBe(12);
    expect(entryIndexOf('year')).toBeNull();
  });

  it('refuses a year out of range, and the server speaks English messages that map back to the keys', async () => {
    const res = await manpowerProblems(manpowerServerT, { year: 1999, entries: [] });
    expect(res.other).toEqual([MANPOWER_SERVER_MESSAGES['validation.yearInvalid']]);
    expect(manpowerRuleKey('Manpower must be 0 or more')).toBe('validation.manpowerNegative');
    expect(manpowerRuleKey('Site must be an active site of the organisation')).toBe('validation.siteUnknown');
    expect(manpowerRuleKey('something else')).toBeNull();
  });
});
