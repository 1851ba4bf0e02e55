/**
 * Hours worked — the denominator of every injury rate (dashboard, statistics, OSHA 300A), one pure rule shared by
 * the screens and the demo backend.
 *
 * - SPEC §9: "8 man-hours per person per day". The estimate of a site's month is 8 × the month's headcount × the
 *   site's working days in that month (Monday–Friday unless the site says otherwise): 100 people in a month of 21
 *   working days worked 100 × 8 × 21 = 16,800 h.
 * - Hours actually worked, entered per site and month (/manpower), replace the estimate of that month (OSHA 300A
 *   instructions, 29 CFR 1904.32(b)(2)(ii): total hours worked by all employees; the estimate is the fallback the
 *   300A worksheet allows when payroll hours are not at hand).
 * - A period that covers part of a month counts the working days of that month within the period; entered hours of
 *   such a month are prorated by the same share of working days.
 * - OSHA 300A "annual average number of employees" (1904.32 worksheet): the monthly headcounts summed over the
 *   months ÷ the number of months, rounded up to a whole number.
 */
import { DEFAULT_SITE_MANPOWER, MAN_HOURS_PER_PERSON_PER_DAY } from '@/config/constants';

/** SPEC §9 */
export const HOURS_PER_PERSON_PER_DAY = MAN_HOURS_PER_PERSON_PER_DAY;
/** ISO weekdays: 1 Monday … 7 Sunday */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** a site's working days when it names none: Monday to Friday */
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = [1, 2, 3, 4, 5];

export interface DateSpan {
  from: string; // YYYY-MM-DD
  to: string; // YYYY-MM-DD, inclusive
}

/** one site's month as stored: the headcount (null = not entered, the default applies) and the hours actually worked (null = not entered) */
export interface SiteMonth {
  site_id: number;
  year: number;
  month: number; // 1–12
  manpower: number | null;
  actual_hours?: number | null;
}

/** the ISO weekday of a YYYY-MM-DD date */
const weekdayOf = (y: number, m: number, d: number): Weekday => (((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1) as Weekday;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** a site's working days as given, or Monday–Friday; unknown values dropped, each day once, in order */
export function normaliseWorkingDays(days: readonly number[] | null | undefined): Weekday[] {
  if (!days) return [...DEFAULT_WORKING_DAYS];
  return WEEKDAYS.filter((d) => days.includes(d));
}

/**
 * Working days of a month (optionally only those within `span`): the days whose weekday is a working day of the site.
 * July 2024 Monday–Friday: 23; February 2026 Monday–Friday: 20.
 */
export function workingDaysInMonth(year: number, month: number, weekdays: readonly number[] = DEFAULT_WORKING_DAYS, span?: DateSpan): number {
  let n = 0;
  for (let d = 1; d <= daysInMonth(year, month); d++) {
    if (span) {
      const iso = `${year}-${pad(month)}-${pad(d)}`;
      if (iso < span.from || iso > span.to) continue;
    }
    if (weekdays.includes(weekdayOf(year, month, d))) n++;
  }
  return n;
}

/** SPEC §9: the estimate of one site's month = 8 × headcount × working days */
export const estimatedHours = (headcount: number, workingDays: number): number => HOURS_PER_PERSON_PER_DAY * headcount * workingDays;

/** every (year, month) a span touches, in order */
export function monthsTouched(span: DateSpan): { year: number; month: number }[] {
  const [fy, fm] = span.from.split('-').map(Number);
  const [ty, tm] = span.to.split('-').map(Number);
  const out: { year: number; month: number }[] = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? ((m = 1), y++) : m++) out.push({ year: y, month: m });
  return out;
}

/** which hours a figure used: all estimated, all entered, or some of each */
export type HoursBasis = 'estimate' | 'actual' | 'mixed' | 'none';

export interface HoursWorked {
  /** the hours every rate divides by */
  hours: number;
  /** of which estimated (8 × headcount × working days) and entered as actually worked */
  estimated_hours: number;
  actual_hours: number;
  basis: HoursBasis;
  /** Σ monthly headcount over the sites and months (the default counted where none was entered) */
  headcount: number;
  /** the months of the period, and the annual average employees of OSHA 300A (headcount ÷ months, rounded up) */
  months: number;
  average_employees: number;
  /** site-months counted; of them, with actual hours; with the headcount at the default (and no actual hours) */
  site_months: number;
  actual_site_months: number;
  defaulted: number;
  /** working days counted for the estimated site-months */
  working_days: number;
}

/**
 * Hours worked by the chosen sites over a span. `weekdaysOf(site)` gives a site's working days (default Monday–Friday).
 * Each site-month: the entered actual hours (prorated to the span's working days when the span covers part of the
 * month), else 8 × headcount (entered, else the SPEC default of 100) × the month's working days within the span.
 */
export function hoursWorked(rows: readonly SiteMonth[], siteIds: readonly number[], span: DateSpan, weekdaysOf: (siteId: number) => readonly number[] = () => DEFAULT_WORKING_DAYS, fallback = DEFAULT_SITE_MANPOWER): HoursWorked {
  const months = span.from <= span.to ? monthsTouched(span) : [];
  const out: HoursWorked = { hours: 0, estimated_hours: 0, actual_hours: 0, basis: 'none', headcount: 0, months: months.length, average_employees: 0, site_months: 0, actual_site_months: 0, defaulted: 0, working_days: 0 };
  for (const site of siteIds) {
    const weekdays = normaliseWorkingDays(weekdaysOf(site));
    for (const { year, month } of months) {
      const row = rows.find((r) => r.site_id === site && r.year === year && r.month === month);
      const headcount = row?.manpower ?? fallback;
      const inSpan = workingDaysInMonth(year, month, weekdays, span);
      out.site_months++;
      out.headcount += headcount;
      if (row?.actual_hours != null) {
        const whole = workingDaysInMonth(year, month, weekdays);
        const share = whole > 0 ? inSpan / whole : 0;
        const h = Math.round(row.actual_hours * share);
        out.actual_hours += h;
        out.actual_site_months++;
      } else {
        out.estimated_hours += estimatedHours(headcount, inSpan);
        out.working_days += inSpan;
        if (row?.manpower == null) out.defaulted++;
      }
    }
  }
  out.hours = out.estimated_hours + out.actual_hours;
  out.basis = out.site_months === 0 ? 'none' : out.actual_site_months === 0 ? 'estimate' : out.actual_site_months === out.site_months ? 'actual' : 'mixed';
  out.average_employees = out.months > 0 ? Math.ceil(out.headcount / out.months) : 0;
  return out;
}
