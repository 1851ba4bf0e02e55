import { columnsOf, finYearOf, finYearRange, canSetTargets, tabulate, targetsFrom, type Column } from '../model';
import { siteTargetSchema, statisticsSettingsSchema } from '../schemas/statistics-schema';
import { STATISTICS_SERVER_MESSAGES, statisticsServerT } from '../schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import type { Context, Section } from '@/features/dashboard/public';

const base: Omit<Context, 'range'> = { today: '2026-05-15', filters: { period: 'custom', date_type: 'reported_date', fy: 'jan_dec', site_id: 0, base: 200_000 } };

describe('statistics periods (SPEC §9: Jan–Dec, monthly by default)', () => {
  it('monthly Jan–Dec: twelve months of the year, months after today have no figures, the total runs to today', () => {
    const cols = columnsOf('monthly', 'jan_dec', 2026, '2026-05-15');
    expect(cols.map((c) => c.key)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8', 'm9', 'm10', 'm11', 'm12', 'total']);
    expect(cols[1].range).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(cols[4]).toMatchObject({ range: { from: '2026-05-01', to: '2026-05-15' }, future: false });
    expect(cols[5].future).toBe(true);
    expect(cols[12]).toMatchObject({ range: { from: '2026-01-01', to: '2026-05-15' }, future: false });
  });

  it('monthly Apr–Mar: April of the year to March of the next', () => {
    const cols = columnsOf('monthly', 'apr_mar', 2025, '2026-05-15');
    expect(cols[0]).toMatchObject({ key: 'm4', year: 2025, range: { from: '2025-04-01', to: '2025-04-30' } });
    expect(cols[11]).toMatchObject({ key: 'm3', year: 2026, range: { from: '2026-03-01', to: '2026-03-31' }, future: false });
    expect(cols[12].range).toEqual({ from: '2025-04-01', to: '2026-03-31' });
  });

  it('yearly: the five financial years ending with the chosen one; financial year of a day', () => {
    const cols = columnsOf('yearly', 'apr_mar', 2025, '2026-05-15');
    expect(cols.map((c) => c.key)).toEqual(['y2021', 'y2022', 'y2023', 'y2024', 'y2025', 'total']);
    expect(cols[0].range).toEqual({ from: '2021-04-01', to: '2022-03-31' });
    expect(finYearRange(2024, 'jan_dec')).toEqual({ from: '2024-01-01', to: '2024-12-31' });
    expect(finYearOf('2026-03-31', 'apr_mar')).toBe(2025);
    expect(finYearOf('2026-04-01', 'apr_mar')).toBe(2026);
    expect(finYearOf('2026-01-01', 'jan_dec')).toBe(2026);
  });
});

describe('tabulate', () => {
  it('computes each column once with its own range and merges the figures into rows; period-less sections are left out', () => {
    const cols: Column[] = columnsOf('monthly', 'jan_dec', 2026, '2026-02-10');
    const seen: string[] = [];
    const compute = (c: Context): Section[] => {
      seen.push(`${c.range.from}..${c.range.to}`);
      const n = Number(c.range.from.slice(5, 7));
      return [
        { key: 'lagging', figures: [{ key: 'incidents_total', value: n, kind: 'count', module: 'incidents', ids: [n] }] },
        { key: 'safe_days', figures: [{ key: 'safe_days', value: 3, kind: 'days', module: 'incidents', ids: [] }] },
      ];
    };
    const out = tabulate(cols, base, compute);
    expect(seen).toEqual(['2026-01-01..2026-01-31', '2026-02-01..2026-02-10', '2026-01-01..2026-02-10']);
    expect(out.map((s) => s.key)).toEqual(['lagging']);
    const row = out[0].rows[0];
    expect(row.cells[0]).toEqual({ value: 1, ids: [1] });
    expect(row.cells[1]).toEqual({ value: 2, ids: [2] });
    expect(row.cells[2]).toEqual({ value: null, ids: [] }); // March: in the future
    expect(row.cells[12]).toEqual({ value: 1, ids: [1] }); // total: from January
  });
});

describe('targets', () => {
  it('only the admin or the site head sets a site target', () => {
    expect(canSetTargets({ id: 1, is_admin: true }, { head_of_site_id: 9 })).toBe(true);
    expect(canSetTargets({ id: 9, is_admin: false }, { head_of_site_id: 9 })).toBe(true);
    expect(canSetTargets({ id: 2, is_admin: false }, { head_of_site_id: 9 })).toBe(false);
    expect(canSetTargets({ id: 1, is_admin: true }, undefined)).toBe(false);
    expect(targetsFrom(null)).toBeNull();
    expect(targetsFrom({ ltifr: 1, trir: null, dart: 2, max_incidents: 5 })).toEqual({ ltifr: 1, trir: null, dart: 2, max_incidents: 5 });
  });
});

describe('statistics schemas (form and demo backend)', () => {
  it('settings: financial year type, frequency, a site when not all sites', async () => {
    const schema = statisticsSettingsSchema(statisticsServerT);
    expect(await ruleErrors(schema, { fin_year_type: 'jan_dec', frequency_type: 'monthly', all_sites: true, site_id: null })).toEqual([]);
    expect(await ruleErrors(schema, { fin_year_type: 'jul_jun', frequency_type: 'weekly', all_sites: false, site_id: null })).toEqual([
      STATISTICS_SERVER_MESSAGES['validation.finYearInvalid'],
      STATISTICS_SERVER_MESSAGES['validation.frequencyInvalid'],
      STATISTICS_SERVER_MESSAGES['validation.siteRequired'],
    ]);
  });

  it('targets: optional numbers within bounds, whole maximum incidents, a real year', async () => {
    const schema = siteTargetSchema(statisticsServerT);
    expect(await ruleErrors(schema, { site_id: 3, year: 2026, ltifr: '1.5', trir: '', dart: null, max_incidents: '4' })).toEqual([]);
    expect(await ruleErrors(schema, { site_id: 3, year: 1990, ltifr: '-1', trir: 'abc', dart: 5000, max_incidents: '2.5' })).toEqual([
      STATISTICS_SERVER_MESSAGES['validation.yearInvalid'],
      STATISTICS_SERVER_MESSAGES['validation.rateInvalid'],
      STATISTICS_SERVER_MESSAGES['validation.incidentsInvalid'],
    ]);
  });
});
