/**
 * The dashboard's formulas and filters (SPEC §3 "Dashboard settings", §9 LTIFR, man-hours, dashboard defaults), pure
 * and shared: the demo backend computes every figure with them (src/mocks/handlers/dashboard/), the page resolves the
 * period it shows and the formulas it explains with them. Dates are YYYY-MM-DD strings compared as text.
 */
import type { components } from '@/lib/api/generated/openapi';
import type { QueryOf, QueryText } from '@/lib/api/contract';
import { daysBetween } from '@/lib/dates';
import { hoursWorked, type HoursWorked, type SiteMonth } from '@/lib/safety-figures/hours-worked';
import { isDartCase, isLostTimeCase, isRecordableCase, meetsRecordingCriteria, outcomeOf, populationOf, type CasePerson } from '@/lib/safety-figures/recordkeeping';

// ---------------------------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------------------------

export const PERIODS = ['this_month', 'last_month', 'last_3_months', 'this_fy', 'last_fy', 'last_12_months', 'custom'] as const;
export type Period = (typeof PERIODS)[number];
/** SPEC §3 "Dashboard settings": record_date_type (default reported_date) */
export const RECORD_DATE_TYPES = ['reported_date', 'event_date'] as const;
export type RecordDateType = (typeof RECORD_DATE_TYPES)[number];
/** SPEC §3: fin_year_type (default Apr-Mar) */
export const FIN_YEAR_TYPES = ['apr_mar', 'jan_dec'] as const;
export type FinYearType = (typeof FIN_YEAR_TYPES)[number];
/** the hour bases a rate may be expressed on (OSHA 200,000 = 100 full-time workers a year; ILO 1,000,000) */
export const RATE_BASES = [200_000, 1_000_000] as const;
export type RateBase = (typeof RATE_BASES)[number];
/** SPEC §9: LTIFR is always per 1,000,000 man-hours */
export const LTIFR_BASE = 1_000_000;

export const DASHBOARD_DEFAULTS = { period: 'this_month' as Period, date_type: 'reported_date' as RecordDateType, fy: 'apr_mar' as FinYearType, base: 200_000 as RateBase };

export interface DashboardFilters {
  period: Period;
  /** custom range only */
  from?: string;
  to?: string;
  date_type: RecordDateType;
  fy: FinYearType;
  /** 0 = all sites */
  site_id: number;
  base: RateBase;
}

/** a period, YYYY-MM-DD inclusive (`DashboardDateRange` of api/openapi.yaml) */
export type DateRange = components['schemas']['DashboardDateRange'];

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
/** the last day of a month (month 1–12) */
const lastDay = (y: number, m: number) => ymd(y, m + 1, 0);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isIsoDate = (v: string | undefined | null): v is string => !!v && ISO_DATE.test(v) && !Number.isNaN(Date.parse(v));

/** the first month (1–12) of a financial year */
export const finYearStartMonth = (fy: FinYearType): number => (fy === 'apr_mar' ? 4 : 1);

/** The financial year that contains `today`: Apr–Mar (SPEC default) or Jan–Dec. */
export function financialYear(today: string, fy: FinYearType): DateRange {
  const [y, m] = parts(today);
  const start = finYearStartMonth(fy);
  const startYear = m >= start ? y : y - 1;
  return { from: ymd(startYear, start, 1), to: ymd(startYear + 1, start, 0) };
}

/**
 * The dates a period covers. "This …" periods end today (nothing later can have happened); "last …" periods are
 * complete. A custom range needs both dates, from ≤ to; otherwise it falls back to this month.
 */
export function resolveRange(period: Period, today: string, fy: FinYearType, from?: string, to?: string): DateRange {
  const [y, m] = parts(today);
  switch (period) {
    case 'last_month':
      return { from: ymd(y, m - 1, 1), to: lastDay(y, m - 1) };
    case 'last_3_months':
      return { from: ymd(y, m - 2, 1), to: today };
    case 'last_12_months':
      return { from: ymd(y, m - 11, 1), to: today };
    case 'this_fy':
      return { from: financialYear(today, fy).from, to: today };
    case 'last_fy': {
      const current = financialYear(today, fy);
      const [cy, cm] = parts(current.from);
      return { from: ymd(cy - 1, cm, 1), to: ymd(cy, cm, 0) };
    }
    case 'custom':
      if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
      return { from: ymd(y, m, 1), to: today };
    case 'this_month':
    default:
      return { from: ymd(y, m, 1), to: today };
  }
}

/** Is a date (or the date part of an ISO date-time) within the range? */
export const inRange = (at: string | null | undefined, range: DateRange): boolean => {
  if (!at) return false;
  const d = at.slice(0, 10);
  return d >= range.from && d <= range.to;
};

/** Every (year, month) the range touches, in order. */
export function monthsOf(range: DateRange): { year: number; month: number }[] {
  const [fy, fm] = parts(range.from);
  const [ty, tm] = parts(range.to);
  const out: { year: number; month: number }[] = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? ((m = 1), y++) : m++) out.push({ year: y, month: m });
  return out;
}

/** Whole days from one date to another (negative when `to` is earlier): lib/dates. */
export { daysBetween };

// ---------------------------------------------------------------------------------------------------------------
// Hours worked (SPEC §9; the shared rule of src/lib/safety-figures/hours-worked.ts)
// ---------------------------------------------------------------------------------------------------------------

/** one site's month as stored by the manpower settings: headcount and, when entered, the hours actually worked */
export type ManpowerRow = SiteMonth;
/** the hours a period's rates divide by, and how they were found (estimate / actual / mixed) */
export type ManHoursEstimate = HoursWorked;

/**
 * The hours worked by the chosen sites over the period: per site and month the entered actual hours, else
 * 8 × headcount × the site's working days of that month within the period (SPEC §9 "per person per day").
 */
export function estimateManHours(rows: readonly ManpowerRow[], siteIds: readonly number[], range: DateRange, weekdaysOf?: (siteId: number) => readonly number[]): ManHoursEstimate {
  return hoursWorked(rows, siteIds, range, weekdaysOf);
}

// ---------------------------------------------------------------------------------------------------------------
// Rates
// ---------------------------------------------------------------------------------------------------------------

/** cases × base ÷ hours, or null when there are no hours to divide by */
export function ratePer(cases: number, hours: number, base: number): number | null {
  if (!(hours > 0)) return null;
  return (cases * base) / hours;
}

/** SPEC §9: lost-time injuries × 1,000,000 ÷ total man-hours */
export const ltifr = (lostTimeInjuries: number, manHours: number): number | null => ratePer(lostTimeInjuries, manHours, LTIFR_BASE);
/** total recordable incident rate: recordable injuries × base ÷ hours */
export const trir = (recordables: number, manHours: number, base: RateBase): number | null => ratePer(recordables, manHours, base);
/** days away, restricted or transferred: DART cases × base ÷ hours */
export const dartRate = (dartCases: number, manHours: number, base: RateBase): number | null => ratePer(dartCases, manHours, base);
/** severity rate: days lost × base ÷ hours */
export const severityRate = (daysLost: number, manHours: number, base: RateBase): number | null => ratePer(daysLost, manHours, base);

/** a site's targets for one year (statistics settings): null = no target for that figure */
export interface RateTargets {
  ltifr: number | null;
  trir: number | null;
  dart: number | null;
  max_incidents: number | null;
}

/** a figure against its target: gap = actual − target; met when the actual is at or under the target */
/** a target and the gap to it (`DashboardTargetGap`) */
export type TargetGap = components['schemas']['DashboardTargetGap'];

/** The gap to a target (lower is better for every safety rate and count). No target: null; no actual: gap unknown. */
export function gapOf(actual: number | null, target: number | null | undefined): TargetGap | null {
  if (target === null || target === undefined || !Number.isFinite(target)) return null;
  if (actual === null) return { target, gap: null, met: null };
  const gap = Math.round((actual - target) * 100) / 100;
  return { target, gap, met: gap <= 0 };
}

/** a rate as shown: two decimals */
export const roundRate = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

// ---------------------------------------------------------------------------------------------------------------
// Injury classification (from the incident's victims: SPEC §3 treatment)
// ---------------------------------------------------------------------------------------------------------------

export interface InjuredPerson extends CasePerson {
  type: string; // employee | contractor | visitor | others
  treatment: string; // none | first_aid | medical_treatment | restricted_work | lost_time | hospitalised | ''
  return_to_work_date: string | null;
}

/**
 * The rates' cases, by the shared rule (src/lib/safety-figures/recordkeeping.ts): only covered workers (employees and
 * contractors supervised day to day, 29 CFR 1904.31) meeting 1904.7. A lost-time injury: death or days away (G + H);
 * recordable: any 1904.7 case (G–J); DART: days away or restriction (H + I).
 */
export const isLostTime = (v: InjuredPerson) => isLostTimeCase(v);
export const isRecordable = (v: InjuredPerson) => isRecordableCase(v);
export const isDart = (v: InjuredPerson) => isDartCase(v);
export const isFirstAid = (v: InjuredPerson) => v.treatment === 'first_aid';

/** OSHA caps the days counted for one case at 180 */
export const DAYS_LOST_CAP = 180;

/**
 * Calendar days a lost-time injury kept the person away: from the incident date to the return-to-work date, or,
 * while they have not returned, to the end of the period (never after today); capped at 180. Other cases: 0.
 */
export function daysLost(v: InjuredPerson, occurredAt: string, periodEnd: string, today: string): number {
  if (!isLostTime(v)) return 0;
  const end = v.return_to_work_date ?? (periodEnd < today ? periodEnd : today);
  return Math.min(DAYS_LOST_CAP, Math.max(0, daysBetween(occurredAt, end)));
}

/** who the injured person is for the rates: employee, contractor supervised day to day, or other (not in the rates) */
export const workerGroup = (v: InjuredPerson): 'employee' | 'contractor' | 'other' => {
  const p = populationOf(v);
  return p === 'not_covered' ? 'other' : p;
};

// ---------------------------------------------------------------------------------------------------------------
// Safety pyramid, action ageing, rankings
// ---------------------------------------------------------------------------------------------------------------

/** The pyramid from the top: every record counts once, at its worst level. */
export const PYRAMID_LEVELS = ['lost_time', 'recordable', 'first_aid', 'no_injury', 'near_miss', 'unsafe'] as const;
export type PyramidLevel = (typeof PYRAMID_LEVELS)[number];

/** an incident's level: its worst injury, else near miss (type), else an incident without injury */
export function incidentPyramidLevel(i: { type: string; victims: InjuredPerson[] }): PyramidLevel {
  // the pyramid shows every injury reported, whoever was hurt (visitors included): 1904.7's criteria without 1904.31's population
  if (i.victims.some((v) => meetsRecordingCriteria(v) && ['G', 'H'].includes(outcomeOf(v)))) return 'lost_time';
  if (i.victims.some(meetsRecordingCriteria)) return 'recordable';
  if (i.victims.some(isFirstAid)) return 'first_aid';
  if (i.type === 'near_miss') return 'near_miss';
  return 'no_injury';
}

/** an observation's level: near misses and unsafe acts / conditions count; good practice is not part of the pyramid */
export function observationPyramidLevel(o: { type: string }): PyramidLevel | null {
  if (o.type === 'near_miss') return 'near_miss';
  if (o.type === 'unsafe_act' || o.type === 'unsafe_condition') return 'unsafe';
  return null;
}

/** Open actions by age (days since raised): 0–30, 31–60, 61–90, over 90. */
export const AGEING_BUCKETS = [
  { key: 'd0_30', min: 0, max: 30 },
  { key: 'd31_60', min: 31, max: 60 },
  { key: 'd61_90', min: 61, max: 90 },
  { key: 'd91_plus', min: 91, max: Infinity },
] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number]['key'];

export function ageingBucket(createdAt: string, today: string): AgeingBucket {
  const age = Math.max(0, daysBetween(createdAt, today));
  return AGEING_BUCKETS.find((b) => age >= b.min && age <= b.max)!.key;
}

/** Count items per key, keep the ids; sorted by count (desc), then label; first `limit`. */
export function rank<T>(items: readonly T[], keysOf: (item: T) => readonly number[], label: (key: number) => string, id: (item: T) => number, limit = 5): { key: number; label: string; count: number; ids: number[] }[] {
  const byKey = new Map<number, number[]>();
  for (const item of items) for (const k of new Set(keysOf(item))) byKey.set(k, [...(byKey.get(k) ?? []), id(item)]);
  return [...byKey]
    .map(([key, ids]) => ({ key, label: label(key), count: ids.length, ids }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, limit);
}

/** the middle value (mean of the two middle ones for an even count), one decimal; null for none */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  const m = v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  return Math.round(m * 10) / 10;
}

/** percentage, one decimal; null when nothing to divide */
export const percent = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

// ---------------------------------------------------------------------------------------------------------------
// Filters ⇄ query parameters (the page's URL and the API's query use the same names)
// ---------------------------------------------------------------------------------------------------------------

const oneOf = <T extends string>(list: readonly T[], v: string | null | undefined, fallback: T): T => (list.includes(v as T) ? (v as T) : fallback);

/** Filters from query parameters; anything missing or unknown takes the SPEC default. */
export function parseFilters(get: (key: string) => string | null | undefined): DashboardFilters {
  const site = Number(get('site_id') ?? 0);
  const base = Number(get('base'));
  const period = oneOf(PERIODS, get('period'), DASHBOARD_DEFAULTS.period);
  return {
    period,
    ...(period === 'custom' ? { from: get('from') ?? '', to: get('to') ?? '' } : {}),
    date_type: oneOf(RECORD_DATE_TYPES, get('date_type'), DASHBOARD_DEFAULTS.date_type),
    fy: oneOf(FIN_YEAR_TYPES, get('fy'), DASHBOARD_DEFAULTS.fy),
    site_id: Number.isInteger(site) && site > 0 ? site : 0,
    base: (RATE_BASES as readonly number[]).includes(base) ? (base as RateBase) : DASHBOARD_DEFAULTS.base,
  };
}

/** the filters as documented query parameters of every dashboard section (`/dashboards/leading_indicators` …) */
export type DashboardQuery = QueryText<Pick<QueryOf<'/dashboards/leading_indicators', 'get'>, 'period' | 'date_type' | 'fy' | 'site_id' | 'base' | 'from' | 'to'>>;

/** Filters as query parameters (every one, so the API answer is cached per complete filter set). */
export function filterParams(f: DashboardFilters): DashboardQuery {
  const out: DashboardQuery = { period: f.period, date_type: f.date_type, fy: f.fy, site_id: String(f.site_id), base: String(f.base) };
  if (f.period === 'custom') Object.assign(out, { from: f.from ?? '', to: f.to ?? '' });
  return out;
}
