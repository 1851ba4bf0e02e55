/**
 * A tiny recurrence for audit schedules (SPEC §3 schedules: frequency, start and end; §9 "audit frequency is chosen
 * per schedule"): once, daily, weekly, monthly, quarterly, yearly from a start date, until an optional end date.
 * Dates are ISO days ('2026-01-31'), computed in UTC so no time zone moves a day. A monthly series keeps its
 * anchor day and clamps to the month's last day (31 Jan → 28/29 Feb → 31 Mar).
 */
export const FREQUENCIES = ['once', 'daily', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export interface Recurrence {
  frequency: Frequency;
  start_date: string;
  end_date?: string | null;
}

const DAY = 86_400_000;
const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return { y, m: m - 1, d };
};
const fmt = (t: number) => new Date(t).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m, d);
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).getUTCDate();

export function addDays(iso: string, n: number): string {
  const { y, m, d } = parse(iso);
  return fmt(utc(y, m, d) + n * DAY);
}

/** the n-th occurrence (0 = the start date) */
export function nthOccurrence(rule: Recurrence, n: number): string {
  const { y, m, d } = parse(rule.start_date);
  switch (rule.frequency) {
    case 'once':
      return rule.start_date;
    case 'daily':
      return fmt(utc(y, m, d) + n * DAY);
    case 'weekly':
      return fmt(utc(y, m, d) + n * 7 * DAY);
    default: {
      const months = rule.frequency === 'monthly' ? n : rule.frequency === 'quarterly' ? n * 3 : n * 12;
      const total = m + months;
      const year = y + Math.floor(total / 12);
      const month = ((total % 12) + 12) % 12;
      return fmt(utc(year, month, Math.min(d, daysIn(year, month))));
    }
  }
}

/** the occurrences from `from` to `to` (both inclusive), at most `limit` */
export function occurrencesBetween(rule: Recurrence, from: string, to: string, limit = 1000): string[] {
  const out: string[] = [];
  const last = rule.end_date && rule.end_date < to ? rule.end_date : to;
  for (let n = 0; out.length < limit; n++) {
    const date = nthOccurrence(rule, n);
    if (date > last) break;
    if (date >= from) out.push(date);
    if (rule.frequency === 'once') break;
  }
  return out;
}

/** the first occurrence on or after `from`, or null when the series has ended */
export function nextOccurrence(rule: Recurrence, from: string): string | null {
  const end = rule.end_date ?? '9999-12-31';
  for (let n = 0; ; n++) {
    const date = nthOccurrence(rule, n);
    if (date > end) return null;
    if (date >= from) return date;
    if (rule.frequency === 'once') return null;
    if (n > 100_000) return null;
  }
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
