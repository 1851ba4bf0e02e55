/**
 * Statistics (SPEC §2 /statistics, /statistics/settings; §3 "Statistics settings"; §9 "Statistics defaults: Jan-Dec,
 * monthly"). Pure: the demo backend imports it. The figures of each period are the dashboard's own (its formulas and
 * figure computations through `features/dashboard/public.ts`), computed once per column of the table.
 */
import {
  actionSummary,
  auditSummary,
  closureReport,
  finYearStartMonth,
  hiraSummary,
  laggingIndicators,
  leadingIndicators,
  type ActRow,
  type AudRow,
  type Context,
  type DashModule,
  type DateRange,
  type FinYearType,
  type HiraRow,
  type IncRow,
  type ManHoursEstimate,
  type ObsRow,
  type RateTargets,
  type Section,
} from '@/features/dashboard/public';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export const FREQUENCY_TYPES = ['monthly', 'yearly'] as const satisfies readonly Schemas['StatisticsFrequencyType'][];
export type FrequencyType = (typeof FREQUENCY_TYPES)[number];
export const STAT_FIN_YEAR_TYPES = ['jan_dec', 'apr_mar'] as const satisfies readonly FinYearType[];

/** SPEC §3 "Statistics settings": fin_year_type, frequency_type, all_sites (one row per organisation): `StatisticsSettings` of api/openapi.yaml */
export type StatisticsSettings = Schemas['StatisticsSettings'];

/** SPEC §9: Jan–Dec, monthly; all sites */
export const STATISTICS_DEFAULTS: StatisticsSettings = { fin_year_type: 'jan_dec', frequency_type: 'monthly', all_sites: true, site_id: null };

/** A site's targets for one year (what the rates and the incident count should stay at or under): `StatisticsTargetInput` */
export type SiteTargetInput = Schemas['StatisticsTargetInput'];
export const TARGET_FIELDS = ['ltifr', 'trir', 'dart', 'max_incidents'] as const;
export const TARGET_LIMITS = { rateMax: 1000, incidentsMax: 100_000, yearMin: 2000, yearMax: 2100 } as const;

export const STAT_MODULES = ['observations', 'incidents', 'actions', 'audits', 'hira'] as const satisfies readonly DashModule[];
export type StatModule = (typeof STAT_MODULES)[number];
/** how many financial years a yearly table shows (ending with the chosen one) */
export const YEARS_SHOWN = 5;

export interface Column {
  /** `m<1–12>` (monthly), `y<year>` (yearly) or `total` */
  key: string;
  year: number;
  month: number | null;
  range: DateRange;
  /** starts after today: nothing can have happened, no figure */
  future: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const monthRange = (y: number, m: number): DateRange => ({ from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay(y, m))}` });

/** the financial year that starts in `year` (Jan–Dec: the calendar year; Apr–Mar: April `year` to March `year + 1`) */
export function finYearRange(year: number, fy: FinYearType): DateRange {
  const start = finYearStartMonth(fy);
  const endYear = start === 1 ? year : year + 1;
  const endMonth = start === 1 ? 12 : start - 1;
  return { from: `${year}-${pad(start)}-01`, to: `${endYear}-${pad(endMonth)}-${pad(lastDay(endYear, endMonth))}` };
}

/** the financial year (its start year) that contains a day */
export function finYearOf(day: string, fy: FinYearType): number {
  const [y, m] = day.split('-').map(Number);
  return m >= finYearStartMonth(fy) ? y : y - 1;
}

/** a column's range, never past today (a period in progress is counted up to today) */
const clip = (range: DateRange, today: string): DateRange => ({ from: range.from, to: range.to > today ? today : range.to });

/**
 * The table's columns: monthly = the twelve months of the financial year starting in `year` (Jan–Dec by default);
 * yearly = the five financial years ending with `year`. A last `total` column covers the whole span.
 */
export function columnsOf(frequency: FrequencyType, fy: FinYearType, year: number, today: string): Column[] {
  const cols: Column[] = [];
  if (frequency === 'monthly') {
    const start = finYearStartMonth(fy);
    for (let i = 0; i < 12; i++) {
      const m = ((start - 1 + i) % 12) + 1;
      const y = start - 1 + i >= 12 ? year + 1 : year;
      const r = monthRange(y, m);
      cols.push({ key: `m${m}`, year: y, month: m, range: clip(r, today), future: r.from > today });
    }
  } else {
    for (let y = year - YEARS_SHOWN + 1; y <= year; y++) {
      const r = finYearRange(y, fy);
      cols.push({ key: `y${y}`, year: y, month: null, range: clip(r, today), future: r.from > today });
    }
  }
  const from = cols[0].range.from;
  const last = cols[cols.length - 1];
  const to = last.future ? (cols.filter((c) => !c.future).pop()?.range.to ?? from) : last.range.to;
  cols.push({ key: 'total', year: Number(to.slice(0, 4)), month: null, range: { from, to }, future: cols.every((c) => c.future) });
  return cols;
}

/** one figure of one column (`StatisticsCell`) */
export type Cell = Schemas['StatisticsCell'];
/** one figure with a cell per column (`StatisticsRow`) */
export type StatRow = Schemas['StatisticsRow'];
export type StatSection = Schemas['StatisticsSection'];
/** GET /statistics (`StatisticsAnswer`) */
export type StatisticsAnswer = Schemas['StatisticsAnswer'];

/** dashboard sections that are snapshots of today or rankings by name: they have no value per period */
const NOT_PER_PERIOD = new Set(['safe_days', 'ageing', 'champions', 'root_causes', 'hira_register', 'hira_levels', 'workers', 'pyramid']);

/**
 * One table per section: the dashboard's figures of each column, merged by figure key (rows) in column order.
 * `compute` answers the dashboard sections of one context; a future column has no figures (null, no records).
 */
export function tabulate(columns: readonly Column[], base: Omit<Context, 'range'>, compute: (c: Context, column: Column) => Section[]): StatSection[] {
  const out = new Map<string, StatSection>();
  columns.forEach((col, index) => {
    if (col.future) return;
    const c: Context = { ...base, filters: { ...base.filters, period: 'custom', from: col.range.from, to: col.range.to }, range: col.range };
    for (const section of compute(c, col)) {
      if (NOT_PER_PERIOD.has(section.key)) continue;
      let s = out.get(section.key);
      if (!s) out.set(section.key, (s = { key: section.key, rows: [], ...(section.notes?.length ? { notes: section.notes.filter((n) => n !== 'no_targets' && n !== 'targets_per_site') } : {}) }));
      for (const f of section.figures) {
        let row = s.rows.find((r) => r.key === f.key);
        if (!row) s.rows.push((row = { key: f.key, kind: f.kind, module: f.module, cells: columns.map(() => ({ value: null, ids: [] })) }));
        row.cells[index] = { value: f.value, ids: f.ids, ...(f.formula ? { formula: f.formula } : {}), ...(f.target ? { target: f.target } : {}) };
      }
    }
  });
  return [...out.values()];
}

export interface StatisticsRows {
  observations: readonly ObsRow[];
  incidents: readonly IncRow[];
  actions: readonly ActRow[];
  audits: readonly AudRow[];
  hira: readonly HiraRow[];
}

/**
 * The sections of one module for one period, with the dashboard's functions. Incidents: the targets are those of
 * the chosen site for the year the column ends in (the dashboard's rule).
 */
export function moduleSections(module: StatModule, rows: StatisticsRows, c: Context, manHours: (c: Context) => ManHoursEstimate, targets: (year: number) => RateTargets | null): Section[] {
  switch (module) {
    case 'observations':
      return leadingIndicators(rows.observations, c);
    case 'incidents':
      return laggingIndicators(rows.incidents, manHours(c), c, targets(Number(c.range.to.slice(0, 4))));
    case 'actions':
      return [...actionSummary(rows.actions, c), ...closureReport(rows.actions, c)];
    case 'audits':
      return auditSummary(rows.audits, c);
    case 'hira':
      return hiraSummary(rows.hira, c);
  }
}

/** a site's targets of a year as the rate functions read them */
export const targetsFrom = (row: Pick<SiteTargetInput, 'ltifr' | 'trir' | 'dart' | 'max_incidents'> | undefined | null): RateTargets | null => (row ? { ltifr: row.ltifr, trir: row.trir, dart: row.dart, max_incidents: row.max_incidents } : null);

/** may this user set the targets of this site? the organisation admin, or the site's head (SPEC §3 site head) */
export const canSetTargets = (user: { id: number; is_admin: boolean }, site: { head_of_site_id: number | null } | undefined) => !!site && (user.is_admin || site.head_of_site_id === user.id);
