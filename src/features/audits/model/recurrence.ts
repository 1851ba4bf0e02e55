/**
 * Audit schedules recur like a calendar does: RFC 5545 §3.3.10 (RRULE) semantics for FREQ=DAILY / WEEKLY / MONTHLY /
 * YEARLY with INTERVAL, BYDAY (weekly: chosen weekdays; monthly: the n-th weekday, e.g. 2TU or -1FR), COUNT and UNTIL,
 * WKST=MO. Quarterly is FREQ=MONTHLY;INTERVAL=3×interval; once is a single occurrence (SPEC §3 schedules).
 * Dates are ISO days ('2026-01-31') computed in UTC, so no time zone or DST change moves a day; the time of day
 * ('HH:MM', local) is carried by the schedule and never shifts the date.
 * As RFC 5545 says, an invalid date is skipped, not clamped: monthly on the 31st has no occurrence in a 30-day month,
 * yearly on 29 February occurs only in leap years, the 5th Tuesday only in months that have one.
 * The start date (DTSTART) is the first occurrence when it matches the rule; occurrences before it never count.
 */
import { addDays, DAY_MS as DAY, daysInMonth } from '@/lib/dates';

export const FREQUENCIES = ['once', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
/** monthly / quarterly: on the start's day of the month (BYMONTHDAY) or on the n-th weekday (BYDAY=nWD) */
export const MONTH_MODES = ['day', 'weekday'] as const;
export type MonthMode = (typeof MONTH_MODES)[number];
/** 1st … 4th, or -1 = the last */
export const WEEK_ORDINALS = [1, 2, 3, 4, -1] as const;
export const RRULE_DAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

export interface Recurrence {
  frequency: Frequency;
  start_date: string;
  /** UNTIL (inclusive) */
  end_date?: string | null;
  /** INTERVAL: every n days / weeks / months / years (default 1) */
  interval?: number | null;
  /** weekly BYDAY: 0 = Monday … 6 = Sunday (default: the start's weekday); monthly 'weekday' mode uses the first */
  weekdays?: number[] | null;
  month_mode?: MonthMode | null;
  /** monthly 'weekday' mode: 1 … 4 or -1 (last) */
  week_of_month?: number | null;
  /** COUNT: the series ends after this many occurrences */
  count?: number | null;
  /** the time of day, 'HH:MM' */
  time_of_day?: string | null;
}

const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return { y, m: m - 1, d };
};
const fmt = (t: number) => new Date(t).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const daysIn = (y: number, m0: number) => daysInMonth(y, m0 + 1);
/** 0 = Monday … 6 = Sunday */
const weekday = (t: number) => (new Date(t).getUTCDay() + 6) % 7;

export { addDays };

/** the n-th weekday (0 = Monday) of a month; nth -1 = the last; null when the month has none (a 5th) */
export function nthWeekdayOfMonth(year: number, month0: number, wd: number, nth: number): string | null {
  const len = daysIn(year, month0);
  if (nth > 0) {
    const first = (wd - weekday(utc(year, month0, 1)) + 7) % 7;
    const day = 1 + first + (nth - 1) * 7;
    return day <= len ? fmt(utc(year, month0, day)) : null;
  }
  const back = (weekday(utc(year, month0, len)) - wd + 7) % 7;
  const day = len - back + (nth + 1) * 7;
  return day >= 1 ? fmt(utc(year, month0, day)) : null;
}

/** the candidate dates of period k (before the start / until / count filters) */
function period(rule: Recurrence, k: number): string[] {
  const { y, m, d } = parse(rule.start_date);
  const every = Math.max(1, Math.floor(rule.interval ?? 1));
  const t0 = utc(y, m, d);
  switch (rule.frequency) {
    case 'once':
      return k === 0 ? [rule.start_date] : [];
    case 'daily':
      return [fmt(t0 + k * every * DAY)];
    case 'weekly': {
      const monday = t0 - weekday(t0) * DAY + k * every * 7 * DAY;
      const days = rule.weekdays?.length ? [...new Set(rule.weekdays)].sort((a, b) => a - b) : [weekday(t0)];
      return days.map((w) => fmt(monday + w * DAY));
    }
    default: {
      const step = rule.frequency === 'monthly' ? every : rule.frequency === 'quarterly' ? every * 3 : every * 12;
      const total = m + k * step;
      const year = y + Math.floor(total / 12);
      const month = ((total % 12) + 12) % 12;
      if (rule.frequency !== 'yearly' && rule.month_mode === 'weekday') {
        const wd = rule.weekdays?.[0] ?? weekday(t0);
        const nth = rule.week_of_month ?? Math.ceil(d / 7);
        const date = nthWeekdayOfMonth(year, month, wd, nth);
        return date ? [date] : [];
      }
      return d <= daysIn(year, month) ? [fmt(utc(year, month, d))] : [];
    }
  }
}

/** a limit on empty periods, so a rule that never matches (it cannot here) still ends */
const MAX_PERIODS = 50_000;

/** every occurrence in order, up to UNTIL / COUNT; `stopAfter` ends the walk early (an ISO day) */
function* occurrences(rule: Recurrence, stopAfter = '9999-12-31'): Generator<string> {
  const until = rule.end_date && rule.end_date < stopAfter ? rule.end_date : stopAfter;
  const count = rule.count && rule.count > 0 ? rule.count : Infinity;
  let n = 0;
  for (let k = 0; k < MAX_PERIODS; k++) {
    const dates = period(rule, k);
    if (rule.frequency === 'once' && k > 0) return;
    for (const date of dates) {
      if (date < rule.start_date) continue;
      if (date > until) return;
      yield date;
      if (++n >= count) return;
    }
  }
}

/** the n-th occurrence (0 = the first), or null when the series ends before it */
export function nthOccurrence(rule: Recurrence, n: number): string | null {
  let i = 0;
  for (const date of occurrences(rule)) if (i++ === n) return date;
  return null;
}

/** the occurrences from `from` to `to` (both inclusive), at most `limit` */
export function occurrencesBetween(rule: Recurrence, from: string, to: string, limit = 1000): string[] {
  const out: string[] = [];
  for (const date of occurrences(rule, to)) {
    if (out.length >= limit) break;
    if (date >= from) out.push(date);
  }
  return out;
}

/** the first occurrence on or after `from`, or null when the series has ended */
export function nextOccurrence(rule: Recurrence, from: string): string | null {
  for (const date of occurrences(rule)) if (date >= from) return date;
  return null;
}

/** the rule as an RFC 5545 RRULE value (shown to the user as a reference, and checked in the tests) */
export function toRRule(rule: Recurrence): string {
  if (rule.frequency === 'once') return 'COUNT=1';
  const every = Math.max(1, Math.floor(rule.interval ?? 1));
  const freq = rule.frequency === 'quarterly' ? 'MONTHLY' : rule.frequency.toUpperCase();
  const parts = [`FREQ=${freq}`];
  const interval = rule.frequency === 'quarterly' ? every * 3 : every;
  if (interval > 1) parts.push(`INTERVAL=${interval}`);
  if (rule.frequency === 'weekly' && rule.weekdays?.length) parts.push(`BYDAY=${[...new Set(rule.weekdays)].sort((a, b) => a - b).map((w) => RRULE_DAYS[w]).join(',')}`);
  if ((rule.frequency === 'monthly' || rule.frequency === 'quarterly') && rule.month_mode === 'weekday') {
    const { y, m, d } = parse(rule.start_date);
    parts.push(`BYDAY=${rule.week_of_month ?? Math.ceil(d / 7)}${RRULE_DAYS[rule.weekdays?.[0] ?? weekday(utc(y, m, d))]}`);
  }
  if (rule.count) parts.push(`COUNT=${rule.count}`);
  else if (rule.end_date) parts.push(`UNTIL=${rule.end_date.replaceAll('-', '')}`);
  parts.push('WKST=MO');
  return parts.join(';');
}

export type OccurrenceState = 'upcoming' | 'due' | 'overdue' | 'missed' | 'done';

/**
 * One occurrence against today: due from its date for `window_days` (the due window); overdue after the window while
 * the audit is still open; missed when no audit was started by the end of the window; done once completed.
 */
export function occurrenceState(due: string, today: string, windowDays: number, audit: { status: string } | null): OccurrenceState {
  const done = audit && ['completed', 'approved', 'rejected', 'pending'].includes(audit.status);
  if (done) return 'done';
  if (today < due) return 'upcoming';
  if (today <= addDays(due, windowDays)) return 'due';
  return audit ? 'overdue' : 'missed';
}
