import { Link } from 'react-router-dom';
import { MonthGrid as SharedMonthGrid } from '@/components/calendar/month-grid';
import { complianceOnDay, onDay, parseDay, type CalendarEntry, type ComplianceItem } from '../model';
import { useCalendarLabels } from './labels';

export interface ViewProps {
  days: string[];
  today: string;
  entries: CalendarEntry[];
  compliance: ComplianceItem[] | null;
  language: string;
  onOpen(id: number): void;
}

const itemsOn = (items: ComplianceItem[] | null, day: string) => (items ?? []).filter((i) => complianceOnDay(i, day));

function EntryButton({ entry, language, onOpen }: { entry: CalendarEntry; language: string; onOpen(id: number): void }) {
  const L = useCalendarLabels();
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(entry.start_at));
  return (
    <button type="button" className={`calendar-entry calendar-entry-${entry.entry_type}`} onClick={() => onOpen(entry.id)}>
      <span className="calendar-entry-time">{time}</span> <span className="calendar-entry-title">{entry.title}</span>
      <span className="calendar-entry-meta">
        {' '}
        ({L.type(entry.entry_type)}, {L.mode(entry.mode)})
      </span>
    </button>
  );
}

function ComplianceLink({ item }: { item: ComplianceItem }) {
  const L = useCalendarLabels();
  return (
    <Link to={item.path} className={`calendar-compliance calendar-compliance-${item.kind}`}>
      <span className="calendar-kind">{L.kind(item.kind)}:</span> {item.title}
      {item.site_name ? ` (${item.site_name})` : ''}
    </Link>
  );
}

function DayItems({ day, entries, compliance, language, onOpen }: { day: string } & Pick<ViewProps, 'entries' | 'compliance' | 'language' | 'onOpen'>) {
  const list = onDay(entries, day);
  const items = itemsOn(compliance, day);
  if (!list.length && !items.length) return null;
  return (
    <ul className="calendar-day-items">
      {list.map((e) => (
        <li key={e.id}>
          <EntryButton entry={e} language={language} onOpen={onOpen} />
        </li>
      ))}
      {items.map((i, n) => (
        <li key={`c${n}`}>
          <ComplianceLink item={i} />
        </li>
      ))}
    </ul>
  );
}

/** Month grid: the shared keyboard-operable grid (components/calendar/month-grid), Monday first, today marked by text and aria-current. */
export function MonthGrid({ date, today, entries, compliance, language, onOpen, onNavigate }: ViewProps & { date: string; onNavigate(day: string): void }) {
  const { t } = useCalendarLabels();
  const monthName = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(parseDay(`${date.slice(0, 7)}-01`));
  return (
    <SharedMonthGrid
      month={date}
      today={today}
      label={monthName}
      regionLabel={t('views.month')}
      language={language}
      todayText={t('today')}
      className="calendar-month"
      renderDay={(d) => <DayItems day={d} entries={entries} compliance={compliance} language={language} onOpen={onOpen} />}
      onNavigate={onNavigate}
    />
  );
}

/** Week and list: each day a heading with its entries (empty days are skipped in the list, shown in the week). */
export function DayList({ days, today, entries, compliance, language, onOpen, skipEmpty }: ViewProps & { skipEmpty: boolean }) {
  const { t } = useCalendarLabels();
  const longDay = new Intl.DateTimeFormat(language, { dateStyle: 'full' });
  const shown = skipEmpty ? days.filter((d) => onDay(entries, d).length || itemsOn(compliance, d).length) : days;
  if (!shown.length) return <p>{t('empty')}</p>;
  return (
    <ol className="calendar-days">
      {shown.map((d) => (
        <li key={d} className={d === today ? 'is-today' : undefined} aria-current={d === today ? 'date' : undefined}>
          <h3>
            {longDay.format(parseDay(d))}
            {d === today && <span className="calendar-today-badge">{t('today')}</span>}
          </h3>
          {onDay(entries, d).length || itemsOn(compliance, d).length ? <DayItems day={d} entries={entries} compliance={compliance} language={language} onOpen={onOpen} /> : <p className="calendar-nothing">{t('nothing')}</p>}
        </li>
      ))}
    </ol>
  );
}
