import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ScrollRegion } from '@/components/data/scroll-region';
import { addDays, addMonths, endOfMonth, monthMatrix, startOfMonth, startOfWeek } from '@/lib/dates';
import './month-grid.css';

export interface MonthGridProps {
  /** any day (YYYY-MM-DD) of the month shown */
  month: string;
  /** today (YYYY-MM-DD): marked by `todayText` and aria-current="date" */
  today: string;
  /** the grid's accessible name (and caption), e.g. "March 2031" */
  label: string;
  /** the name of the region the grid scrolls in on a narrow screen */
  regionLabel: string;
  /** BCP 47 language of the weekday names and of each day's full date */
  language: string;
  /** the visible text beside today's number, e.g. "Today" */
  todayText: string;
  /** what a day holds (its entries), below its number */
  renderDay(day: string): ReactNode;
  /** the keyboard went past the weeks shown (PageUp / PageDown, or an arrow off the grid): show that day's month */
  onNavigate?(day: string): void;
  className?: string;
}

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

function weekdayNames(language: string) {
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  // 1 Jan 2024 was a Monday
  return Array.from({ length: 7 }, (_, i) => ({ long: long.format(new Date(Date.UTC(2024, 0, 1 + i, 12))), short: short.format(new Date(Date.UTC(2024, 0, 1 + i, 12))) }));
}

/** where a key moves the active day (null: the key is not the grid's) */
function target(key: string, day: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day);
    case 'End':
      return addDays(startOfWeek(day), 6);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

/**
 * A month as a WAI-ARIA grid (a table, Monday first, whole weeks; the neighbouring months' days dimmed), shared by the
 * audits' schedule calendar and the safety calendar. One day is in the tab order; the arrow keys move between days
 * (±1, ±7), Home / End to the week's ends, PageUp / PageDown a month (through `onNavigate`). The entries inside a day
 * stay ordinary links and buttons (Tab reaches them; the grid keys act only on the day cells themselves).
 * A day cell is named by its content, the full date first (then today's mark and its entries: the visible text stays part of
 * the name, WCAG 2.5.3); today carries aria-current="date" and a visible mark.
 */
export function MonthGrid({ month, today, label, regionLabel, language, todayText, renderDay, onNavigate, className }: MonthGridProps) {
  const weeks = useMemo(() => monthMatrix(month), [month]);
  const names = useMemo(() => weekdayNames(language), [language]);
  const fullDate = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }), [language]);
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const inMonth = (d: string) => first <= d && d <= last;
  const shown = (d: string) => weeks[0][0] <= d && d <= weeks[weeks.length - 1][6];
  const [chosen, setChosen] = useState<string | null>(null);
  // the tab stop: the day last moved to while it is shown, else today in its month, else the 1st
  const active = chosen && shown(chosen) ? chosen : today >= first && today <= last ? today : first;
  const cells = useRef(new Map<string, HTMLTableCellElement>());
  /** a day to focus once it is shown (the screen moves to its month after onNavigate) */
  const pending = useRef<string | null>(null);

  useEffect(() => {
    const day = pending.current;
    if (day && cells.current.get(day)) {
      pending.current = null;
      cells.current.get(day)!.focus();
    }
  });

  const onKeyDown = (e: KeyboardEvent<HTMLTableCellElement>, day: string) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    const next = target(e.key, day);
    if (!next) return;
    e.preventDefault();
    const page = e.key === 'PageUp' || e.key === 'PageDown';
    if (!page && shown(next)) {
      setChosen(next);
      cells.current.get(next)?.focus();
      return;
    }
    if (!onNavigate) return;
    setChosen(next);
    pending.current = next;
    onNavigate(next);
  };

  return (
    <ScrollRegion label={regionLabel} className="month-grid-scroll">
      {/* the WAI-ARIA grid pattern on a table (as in the APG date picker): the arrow keys move between the day cells */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-to-interactive-role */}
      <table role="grid" aria-label={label} className={className ? `month-grid ${className}` : 'month-grid'}>
        <caption className="sr-only">{label}</caption>
        <thead>
          <tr>
            {names.map((n) => (
              <th key={n.long} scope="col">
                <span aria-hidden="true">{n.short}</span>
                <span className="sr-only">{n.long}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((d) => (
                <td
                  // a td in a grid is a gridcell for browsers, not for every tool (aria-query, older AT): said outright
                  // oxlint-disable-next-line jsx-a11y/no-redundant-roles
                  role="gridcell"
                  key={d}
                  ref={(el) => {
                    if (el) cells.current.set(d, el);
                    else cells.current.delete(d);
                  }}
                  data-day={d}
                  tabIndex={d === active ? 0 : -1}
                  aria-current={d === today ? 'date' : undefined}
                  className={[d === today ? 'is-today' : '', inMonth(d) ? '' : 'is-outside'].filter(Boolean).join(' ') || undefined}
                  onFocus={() => setChosen(d)}
                  onKeyDown={(e) => onKeyDown(e, d)}
                >
                  <span className="month-grid-day">
                    <span className="sr-only">
                      {fullDate.format(noon(d))}
                    </span>
                    <span aria-hidden="true">{Number(d.slice(8))}</span>
                    {d === today && (
                      <span className="month-grid-today">
                        {todayText}
                      </span>
                    )}
                  </span>
                  {renderDay(d)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
