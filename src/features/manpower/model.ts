/**
 * Site manpower (SPEC §3 "Site", "Other entities": monthly and yearly total per site; §9: default 100, 8 man-hours
 * per person per day), the hours actually worked per site and month, and each site's working days. Pure: the demo
 * backend imports it.
 */
import type { components } from '@/lib/api/generated/openapi';
import { DEFAULT_SITE_MANPOWER, MAN_HOURS_PER_PERSON_PER_DAY } from '@/config/constants';
import { DEFAULT_WORKING_DAYS, WEEKDAYS, estimatedHours, normaliseWorkingDays, workingDaysInMonth } from '@/lib/safety-figures/hours-worked';

export { DEFAULT_WORKING_DAYS, WEEKDAYS, normaliseWorkingDays, workingDaysInMonth };
export { DEFAULT_SITE_MANPOWER };
/** SPEC §9: 8 man-hours per person per day */
export const MAN_HOURS_PER_PERSON = MAN_HOURS_PER_PERSON_PER_DAY;
/** not in SPEC: a sensible ceiling for one site's monthly headcount */
export const MANPOWER_MAX = 1_000_000;
/** the years the screen offers and the API accepts */
export const MANPOWER_MIN_YEAR = 2000;
export const MANPOWER_MAX_YEAR = 2100;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

type Schemas = components['schemas'];

/**
 * One site's year: `months[i]` is month i+1's entered manpower, null where nothing was entered (the default applies);
 * `hours[i]` the hours actually worked that month, null where none were entered (the estimate applies);
 * `working_days` the site's ISO weekdays (1 Monday … 7 Sunday; Monday–Friday unless changed). `ManpowerSiteYear` of
 * api/openapi.yaml.
 */
export type ManpowerSiteYear = Schemas['ManpowerSiteYear'];

/** GET /manpower?year=… and the answer of PUT /manpower (`ManpowerYear`) */
export type ManpowerYear = Schemas['ManpowerYear'];

/** One cell of a save: a site's month; null clears it back to the default. A field left out is not changed. (`ManpowerEntry`) */
export type ManpowerEntry = Schemas['ManpowerEntry'];

/** a site's working days (ISO weekdays) (`ManpowerWorkingDays`) */
export type WorkingDaysEntry = Schemas['ManpowerWorkingDays'];

/** PUT /manpower (`ManpowerInput`) */
export type ManpowerInput = Schemas['ManpowerInput'];

/** not in SPEC: a ceiling for one site's monthly hours worked (1,000,000 people × 24 h × 31 days would be absurd; 100 million is plenty) */
export const ACTUAL_HOURS_MAX = 100_000_000;

/**
 * The hours of a site's month: those actually worked when entered, else the SPEC §9 estimate 8 × headcount × the
 * month's working days (src/lib/safety-figures/hours-worked.ts).
 */
export function monthHours(year: number, month: number, headcount: number, actual: number | null | undefined, weekdays: readonly number[] = DEFAULT_WORKING_DAYS): { hours: number; actual: boolean; working_days: number } {
  const days = workingDaysInMonth(year, month, normaliseWorkingDays(weekdays));
  if (actual != null) return { hours: actual, actual: true, working_days: days };
  return { hours: estimatedHours(headcount, days), actual: false, working_days: days };
}

/** The figure a month counts with: what was entered, else the SPEC default (100). */
export const effectiveManpower = (value: number | null | undefined, fallback = DEFAULT_SITE_MANPOWER): number => (value == null ? fallback : value);

/** SPEC §9: 8 man-hours per person per day — the hours of `manpower` people over one day (× working days for a month: `monthHours`) */
export const manHours = (manpower: number, days = 1): number => manpower * MAN_HOURS_PER_PERSON * days;

/** A site's yearly total: the sum of its twelve months, defaults included. */
export const yearlyTotal = (months: readonly (number | null)[], fallback = DEFAULT_SITE_MANPOWER): number =>
  MONTHS.reduce((sum, m) => sum + effectiveManpower(months[m - 1], fallback), 0);

/** Every site's manpower of one month (1–12), defaults included. */
export const monthTotal = (sites: readonly ManpowerSiteYear[], month: number, fallback = DEFAULT_SITE_MANPOWER): number =>
  sites.reduce((sum, s) => sum + effectiveManpower(s.months[month - 1], fallback), 0);

/** How many of a site's months were entered (the rest count with the default). */
export const enteredMonths = (months: readonly (number | null)[]): number => months.filter((v) => v != null).length;

/** the grid's text of a stored value ('' = not entered) */
export const cellText = (value: number | null | undefined): string => (value == null ? '' : String(value));

/** a cell's text → what a save sends: '' → null (the default), digits → a number, anything else as typed (the schema refuses it) */
export function cellValue(text: string): number | string | null {
  const v = text.trim();
  if (v === '') return null;
  return /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
}

/** a cell's key in the grid's state and in mapped errors */
export const cellKey = (siteId: number, month: number): string => `${siteId}:${month}`;
