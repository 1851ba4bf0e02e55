/**
 * Site manpower (SPEC §3 "Site", "Other entities": monthly and yearly total per site; §9: default 100, man-hours =
 * 8 × manpower). Pure: the demo backend and, later, the LTIFR report import it.
 */
import { DEFAULT_SITE_MANPOWER, MAN_HOURS_PER_PERSON_PER_DAY } from '@/config/constants';

export { DEFAULT_SITE_MANPOWER };
/** SPEC §9: man-hours are 8 hours times the manpower */
export const MAN_HOURS_PER_PERSON = MAN_HOURS_PER_PERSON_PER_DAY;
/** not in SPEC: a sensible ceiling for one site's monthly headcount */
export const MANPOWER_MAX = 1_000_000;
/** the years the screen offers and the API accepts */
export const MANPOWER_MIN_YEAR = 2000;
export const MANPOWER_MAX_YEAR = 2100;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** One site's year: `months[i]` is month i+1's entered manpower, null where nothing was entered (the default applies). */
export interface ManpowerSiteYear {
  site_id: number;
  site_name: string;
  months: (number | null)[];
}

/** GET /manpower?year=… and the answer of PUT /manpower */
export interface ManpowerYear {
  year: number;
  default_manpower: number;
  man_hours_per_person: number;
  sites: ManpowerSiteYear[];
}

/** One cell of a save: a site's month; null clears it back to the default. */
export interface ManpowerEntry {
  site_id: number;
  month: number;
  manpower: number | null;
}

/** PUT /manpower */
export interface ManpowerInput {
  year: number;
  entries: ManpowerEntry[];
}

/** The figure a month counts with: what was entered, else the SPEC default (100). */
export const effectiveManpower = (value: number | null | undefined, fallback = DEFAULT_SITE_MANPOWER): number => (value == null ? fallback : value);

/** SPEC §9: man-hours = 8 × manpower */
export const manHours = (manpower: number): number => manpower * MAN_HOURS_PER_PERSON;

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
