/**
 * Dates, in one place (issue 25). Plain functions, no dependency: the app needs a few dozen lines of calendar
 * arithmetic, not a date library (date-fns would add a dependency and a second vocabulary for the same few rules).
 *
 * Two kinds of value, kept apart:
 * - **ISO days** ('2026-03-29', a calendar date without a time zone): computed in UTC, so no time zone or daylight
 *   saving change can move a day (a local "+24 h" crosses 23- or 25-hour days). Weeks start on Monday (ISO 8601).
 * - **instants** (epoch milliseconds, Date): `DAY_MS` spans and local-day helpers (`localDay`, `parseLocalDay`,
 *   `startOfDay`, `addLocalDays`) that go through the calendar fields of the local time zone, not through 86 400 000 ms.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
/** one day as a span of time (a retention, an expiry, a seed offset); for calendar days use `addDays` / `addLocalDays` */
export const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** epoch ms of an ISO day's UTC midnight */
const utcOf = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d);
};
/** the ISO day of an epoch ms, read in UTC */
const isoOfUtc = (t: number) => new Date(t).toISOString().slice(0, 10);

// ── ISO days (UTC arithmetic) ─────────────────────────────────────────────────────────────────

/** a real calendar day written YYYY-MM-DD ('2026-02-30' is not) */
export function isIsoDay(value: string | null | undefined): value is string {
  if (!value || !ISO_DAY.test(value)) return false;
  const t = utcOf(value);
  return !Number.isNaN(t) && isoOfUtc(t) === value;
}

/** the number of days of a month (month 1 … 12) */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** the day `n` days after (n < 0: before) */
export const addDays = (iso: string, n: number): string => isoOfUtc(utcOf(iso) + n * DAY_MS);

/** the same day `n` months later; a day the target month lacks clamps to its last day (31 Jan + 1 month = 28/29 Feb) */
export function addMonths(iso: string, n: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const total = y * 12 + (m - 1) + n;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(d, daysInMonth(year, month)))}`;
}

/** whole calendar days from `from` to `to` (negative when `to` is earlier); a date-time's day part counts */
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to.slice(0, 10)) - utcOf(from.slice(0, 10))) / DAY_MS);

/** 0 = Monday … 6 = Sunday */
export const weekdayIndex = (iso: string) => (new Date(utcOf(iso)).getUTCDay() + 6) % 7;
/** the Monday of the day's week */
export const startOfWeek = (iso: string) => addDays(iso, -weekdayIndex(iso));
export const startOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
export function endOfMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${iso.slice(0, 7)}-${pad(daysInMonth(y, m))}`;
}

/** every day from `from` to `to`, both included (at most `limit`) */
export function eachDay(from: string, to: string, limit = 400): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < limit; d = addDays(d, 1)) out.push(d);
  return out;
}

/** the range cut into weeks of 7 days (a month grid's rows) */
export const chunkWeeks = (days: readonly string[]): string[][] => Array.from({ length: Math.ceil(days.length / 7) }, (_, i) => days.slice(i * 7, i * 7 + 7));

/** the month matrix: whole weeks (Monday to Sunday) covering the anchor's month, 4 to 6 rows of 7 days */
export const monthMatrix = (anchor: string): string[][] => chunkWeeks(eachDay(startOfWeek(startOfMonth(anchor)), addDays(startOfWeek(endOfMonth(anchor)), 6)));

/** the 7 days (Monday first) of the anchor's week */
export const weekOf = (anchor: string): string[] => eachDay(startOfWeek(anchor), addDays(startOfWeek(anchor), 6));

// ── local days and instants ───────────────────────────────────────────────────────────────────

/** a Date's day in the local time zone, YYYY-MM-DD */
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** a YYYY-MM-DD day as a local Date at midnight */
export function parseLocalDay(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y, m - 1, d);
}
/** today's date in the local time zone, YYYY-MM-DD */
export const todayIso = (now = new Date()) => localDay(now);
/** local midnight of the instant's day */
export const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
/** the same local wall-clock time `n` calendar days later (a DST change makes that day 23 or 25 hours long) */
export function addLocalDays(d: Date, n: number): Date {
  const out = new Date(d.getTime());
  out.setDate(out.getDate() + n);
  return out;
}
/** an instant `n` days (n × 24 h) after `from` (epoch ms or Date), as epoch ms: expiries, retention, seed offsets */
export const msAfterDays = (from: number | Date, n: number) => (typeof from === 'number' ? from : from.getTime()) + n * DAY_MS;
/** the ISO date-time `n` days (n × 24 h) after `from` */
export const isoAfterDays = (from: number | Date, n: number) => new Date(msAfterDays(from, n)).toISOString();

/** a date-time (ISO or datetime-local) later than now, with one minute of clock slack (SPEC §5: no future dates) */
export function isFuture(value: string | undefined | null, now = new Date()): boolean {
  if (!value) return false;
  const time = new Date(value).getTime();
  return !Number.isNaN(time) && time > now.getTime() + MINUTE_MS;
}
