import { addDays, addMonths, endOfMonth, isIsoDay, monthMatrix, startOfMonth, startOfWeek, weekOf, weekdayIndex } from '@/lib/dates';

/**
 * The schedules calendar's date logic (pure, UTC ISO days): the three views (month grid, week, list of a month),
 * the range each one asks the server for, previous / next, and the view's state in the URL (`?view=week&date=…`).
 * Weeks start on Monday (ISO 8601).
 */
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export { endOfMonth, startOfMonth, startOfWeek, weekdayIndex };

/** the month grid: whole weeks (Monday to Sunday) covering the anchor's month, 4 to 6 rows of 7 days */
export const monthWeeks = monthMatrix;

export const weekDays = weekOf;

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
export const shiftAnchor = (view: CalendarView, anchor: string, by: number): string => (view === 'week' ? addDays(anchor, 7 * by) : addMonths(anchor, by));

/** the view and day from the URL; anything missing or invalid falls back to the month of today */
export function readCalendarParams(params: URLSearchParams, today: string): { view: CalendarView; date: string } {
  const v = params.get('view');
  const d = params.get('date');
  return { view: (CALENDAR_VIEWS as readonly string[]).includes(v ?? '') ? (v as CalendarView) : 'month', date: isIsoDay(d) ? d : today };
}
