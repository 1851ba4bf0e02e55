/**
 * Safety calendar (SPEC §2 /safety-calendar, §3 "Safety calendar entry", §4 guest responses): types, enumerations and
 * the pure date rules shared by the screens and the demo backend.
 */
import type { components } from '@/lib/api/generated/openapi';
import { addDays, addMonths, chunkWeeks, eachDay, endOfMonth, isIsoDay, localDay, monthMatrix, parseLocalDay, startOfMonth, startOfWeek } from '@/lib/dates';

type Schemas = components['schemas'];

export const ENTRY_TYPES = ['meeting', 'training', 'toolbox_talk', 'event'] as const satisfies readonly Schemas['CalendarEntryType'][];
export type EntryType = (typeof ENTRY_TYPES)[number];
export const ENTRY_MODES = ['online', 'offline', 'hybrid'] as const satisfies readonly Schemas['CalendarEntryMode'][];
export type EntryMode = (typeof ENTRY_MODES)[number];
export const GUEST_RESPONSES = ['accepted', 'declined', 'waiting', 'maybe'] as const satisfies readonly Schemas['CalendarGuestResponse'][];
export type GuestResponse = (typeof GUEST_RESPONSES)[number];
export const CALENDAR_VIEWS = ['month', 'week', 'list'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const ENTRY_LIMITS = { title: 150, location: 200, link: 500, description: 2000, guests: 100 } as const;

export const needsLink = (mode: string) => mode === 'online' || mode === 'hybrid';
export const needsLocation = (mode: string) => mode === 'offline' || mode === 'hybrid';

/** what the entry form sends, every field (POST and PATCH /safety_calendars): `CalendarEntryInput` of api/openapi.yaml */
export type EntryInput = Required<Schemas['CalendarEntryInput']>;

/** an invited user with their answer (`CalendarGuest`) */
export type Guest = Schemas['CalendarGuest'];

/** an entry as the API answers it (`CalendarEntry`) */
export type CalendarEntry = Schemas['CalendarEntry'];

/** whether a compliance item shows on a day (a permit window on each of its days) */
export const complianceOnDay = (i: Pick<ComplianceItem, 'date' | 'end_date'>, day: string) => i.date === day || (!!i.end_date && i.date < day && day <= i.end_date);

/** one read-only date of another module shown in the compliance view (`CalendarComplianceItem`) */
export type ComplianceItem = Schemas['CalendarComplianceItem'];

/** GET /safety_calendars/form_data (`CalendarFormData`) */
export type CalendarFormData = Schemas['CalendarFormData'];

/** the signed-in user may change an entry: its organiser or an admin */
export const canEditEntry = (entry: Pick<CalendarEntry, 'organiser_id'>, user: { id: number; is_admin?: boolean } | null) => !!user && (user.is_admin === true || entry.organiser_id === user.id);

// ── days (lib/dates: ISO days, Monday-first weeks) ───────────────────────────────────────────
/** a Date's local day, YYYY-MM-DD */
export const dayKey = localDay;
/** a YYYY-MM-DD day as a local Date at midnight */
export const parseDay = parseLocalDay;
export const isDay = isIsoDay;
export const addDaysTo = addDays;
/** the same day n months later, clamped to the target month's length */
export const addMonthsTo = addMonths;
/** Monday of the week holding `day` (ISO weeks start on Monday) */
export const weekStart = startOfWeek;
/** the days a view shows: month = whole weeks covering the month (Mon–Sun), week = 7 days, list = the month */
export function viewRange(view: CalendarView, day: string): { from: string; to: string } {
  if (view === 'week') {
    const from = startOfWeek(day);
    return { from, to: addDays(from, 6) };
  }
  if (view === 'list') return { from: startOfMonth(day), to: endOfMonth(day) };
  const weeks = monthMatrix(day);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}
/** the days from `from` to `to` inclusive */
export const daysBetween = (from: string, to: string): string[] => eachDay(from, to);
/** the range as weeks of 7 days (month grid rows) */
export const weeksOf = (from: string, to: string): string[][] => chunkWeeks(eachDay(from, to));
/** the local days an entry covers (a multi-day training shows on each day) */
export function entryDays(entry: Pick<CalendarEntry, 'start_at' | 'end_at'>): { first: string; last: string } {
  return { first: localDay(new Date(entry.start_at)), last: localDay(new Date(entry.end_at)) };
}
export function onDay<E extends Pick<CalendarEntry, 'start_at' | 'end_at'>>(entries: E[], day: string): E[] {
  return entries
    .filter((e) => {
      const { first, last } = entryDays(e);
      return first <= day && day <= last;
    })
    .sort((a, b) => a.start_at.localeCompare(b.start_at));
}
/** an entry overlaps the instants [from, to) */
export const overlaps = (e: Pick<CalendarEntry, 'start_at' | 'end_at'>, from: string, to: string) => e.start_at < to && e.end_at > from;
/** what the previous / next button moves to */
export const stepDay = (view: CalendarView, day: string, dir: 1 | -1) => (view === 'week' ? addDays(day, 7 * dir) : addMonths(day, dir));
