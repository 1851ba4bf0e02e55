import { addDays } from './recurrence';

/**
 * The schedules calendar's date logic (pure, UTC ISO days): the three views (month grid, week, list of a month),
 * the range each one asks the server for, previous / next, and the view's state in the URL (`?view=week&date=…`).
 * Weeks start on Monday (ISO 8601).
 */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const valid = (iso: string) => DAY_RE.test(iso) && !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso;

/** 0 = Monday … 6 = Sunday */
export const weekdayIndex = (iso: string) => (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7;
export const startOfWeek = (iso: string) => addDays(iso, -weekdayIndex(iso));
export const startOfMonth = (iso: string) => `${iso.slice(0, 7)}-01`;
export function endOfMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number);
  return `${iso.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** the month grid: whole weeks (Monday to Sunday) covering the anchor's month, 4 to 6 rows of 7 days */
export function monthWeeks(anchor: string): string[][] {
  const last = endOfMonth(anchor);
  const weeks: string[][] = [];
  for (let d = startOfWeek(startOfMonth(anchor)); d <= last; d = addDays(d, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
  return weeks;
}

export const weekDays = (anchor: string): string[] => Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(anchor), i));

/** the days whose due dates a view shows (and asks the server for, at most 42 days) */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const days = weekDays(anchor);
    return { from: days[0], to: days[6] };
  }
  if (view === 'list') return { from: startOfMonth(anchor), to: endOfMonth(anchor) };
  const weeks = monthWeeks(anchor);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}

/**
 * The due dates of the anchor's month: the month grid (which also shows the days of the neighbouring months in its
 * first and last week) and the list count exactly these, so both views of a month give the same number.
 */
export function inMonth<T extends { date: string }>(rows: readonly T[], anchor: string): T[] {
  const month = anchor.slice(0, 7);
  return rows.filter((r) => r.date.slice(0, 7) === month);
}

/** previous / next: a week in the week view, else a month (the day clamps to the target month's length) */
export function shiftAnchor(view: CalendarView, anchor: string, by: number): string {
  if (view === 'week') return addDays(anchor, 7 * by);
  const [y, m, d] = anchor.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 10);
  const day = Math.min(d, Number(endOfMonth(first).slice(8)));
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** the view and day from the URL; anything missing or invalid falls back to the month of today */
export function readCalendarParams(params: URLSearchParams, today: string): { view: CalendarView; date: string } {
  const v = params.get('view');
  const d = params.get('date');
  return { view: (CALENDAR_VIEWS as readonly string[]).includes(v ?? '') ? (v as CalendarView) : 'month', date: d && valid(d) ? d : today };
}
