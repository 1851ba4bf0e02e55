import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useListState } from '@/components/list/list-state';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { Badge } from '@/components/list/list-ui';
import { MonthGrid } from '@/components/calendar/month-grid';
import { useGetScheduleOccurrencesQuery, useStartAuditMutation } from '../api/audits-api';
import type { ScheduleOccurrence } from '../model';
import { CALENDAR_VIEWS, inMonth, readCalendarParams, shiftAnchor, viewRange, weekDays, type CalendarView } from '../model/calendar';
import { useAuditLabels, type AuditLabels } from './labels';

const BADGE: Record<ScheduleOccurrence['state'], string> = { upcoming: 'open', due: 'medium', overdue: 'overdue', missed: 'high', done: 'completed' };

/**
 * The schedules' due dates as a month grid (components/calendar/month-grid), a week or a list of the month (model/calendar.ts), with previous / today /
 * next; the view and the day live in the URL (`?view=week&date=2026-05-04`). Each entry opens its audit, or starts it.
 */
interface CalendarUrl {
  view?: string;
  date?: string;
}
const CALENDAR_KEYS = ['view', 'date'] as const;

export function ScheduleCalendar() {
  const L = useAuditLabels();
  const { t } = L;
  const today = todayIso();
  const { filters, setFilters } = useListState<CalendarUrl>({ base: useLocation().pathname.replace(/\/+$/, ''), filterKeys: CALENDAR_KEYS, defaultSort: '' });
  const { view, date } = readCalendarParams(new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== undefined) as [string, string][]), today);
  const query = useGetScheduleOccurrencesQuery(viewRange(view, date));
  const rows = query.data ?? [];
  /** the month grid and the list count the same due dates of the month (model/calendar.ts inMonth) */
  const counted = view === 'week' ? rows : inMonth(rows, date);
  const go = (next: { view?: CalendarView; date?: string }) => setFilters(() => ({ view: next.view ?? view, date: next.date ?? date }));
  const monthLabel = new Intl.DateTimeFormat(L.lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  const period = view === 'week' ? t('calendar.weekOf', { date: L.date(weekDays(date)[0]) }) : monthLabel;
  const unit = view === 'week' ? 'Week' : 'Month';
  return (
    <section aria-labelledby="calendar-title" className="panel">
      <div className="audit-head">
        <h2 id="calendar-title">{t('calendar.title', { period })}</h2>
        <div role="group" aria-label={t('calendar.view')} className="audit-checks">
          {CALENDAR_VIEWS.map((v) => (
            <Button key={v} type="button" size="small" outlined={v !== view} aria-pressed={v === view} label={t(`calendar.views.${v}`)} onClick={() => go({ view: v })} />
          ))}
        </div>
      </div>
      <div className="audit-checks" role="group" aria-label={t('calendar.navigation')}>
        <Button type="button" size="small" outlined icon="pi pi-chevron-left" label={t(`calendar.previous${unit}`)} onClick={() => go({ date: shiftAnchor(view, date, -1) })} />
        <Button type="button" size="small" outlined label={t('calendar.today')} onClick={() => go({ date: today })} />
        <Button type="button" size="small" outlined icon="pi pi-chevron-right" iconPos="right" label={t(`calendar.next${unit}`)} onClick={() => go({ date: shiftAnchor(view, date, 1) })} />
      </div>
      <p className="audit-hint" aria-live="polite">
        {query.isFetching ? '' : t('calendar.count', { count: counted.length, period })}
      </p>
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {view === 'month' && (
        <MonthGrid
          month={date}
          today={today}
          label={monthLabel}
          regionLabel={t('calendar.gridLabel', { month: monthLabel })}
          language={L.lang}
          todayText={t('calendar.todayMark')}
          renderDay={(d) => <Entries rows={on(rows, d)} L={L} />}
          onNavigate={(d) => go({ date: d })}
        />
      )}
      {view === 'week' && <WeekTable date={date} today={today} rows={rows} label={period} L={L} />}
      {view === 'list' && <Agenda today={today} rows={counted} loading={query.isFetching} L={L} />}
    </section>
  );
}

interface ViewProps {
  rows: ScheduleOccurrence[];
  today: string;
  L: AuditLabels;
}

const on = (rows: ScheduleOccurrence[], d: string) => rows.filter((r) => r.date === d);

function Entries({ rows, L }: { rows: ScheduleOccurrence[]; L: AuditLabels }) {
  if (!rows.length) return null;
  return (
    <ul className="audit-cal-entries">
      {rows.map((r) => (
        <li key={`${r.schedule_id}-${r.date}`}>
          <Entry r={r} L={L} />
        </li>
      ))}
    </ul>
  );
}

/** a due date: its audit (open), or a button that starts it; its state as text */
function Entry({ r, L }: { r: ScheduleOccurrence; L: AuditLabels }) {
  const { t } = L;
  const canStart = useCan('create', 'Audit');
  const navigate = useNavigate();
  const [start, state] = useStartAuditMutation();
  const text = `${r.template_name} · ${r.site_name}`;
  const startIt = async () => {
    const result = await start({ template_id: r.template_id, site_id: r.site_id, auditor_id: r.auditor_id, auditee_id: r.auditee_id, due_date: r.date, schedule_id: r.schedule_id });
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('start.started', { number: result.data.number }) });
    navigate(`/audits/${result.data.id}/audit/0`);
  };
  return (
    <>
      {r.audit_id ? (
        <Link to={`/audits/${r.audit_id}/summary`} aria-label={t('calendar.openOne', { entry: text, date: L.date(r.date) })}>
          {text}
        </Link>
      ) : canStart && r.state !== 'done' ? (
        <Button
          type="button"
          link
          size="small"
          className="audit-cal-start"
          label={text}
          aria-label={t('calendar.startOne', { entry: text, date: L.date(r.date) })}
          loading={state.isLoading}
          onClick={() => void startIt()}
        />
      ) : (
        <span>{text}</span>
      )}{' '}
      <Badge kind={BADGE[r.state]}>{L.occurrenceState(r.state)}</Badge>
    </>
  );
}

function DayName({ d, today, L }: { d: string; today: string; L: AuditLabels }) {
  return (
    <>
      <span aria-current={d === today ? 'date' : undefined}>{L.date(d)}</span>
      {d === today && <span className="audit-cal-today">{` ${L.t('calendar.todayMark')}`}</span>}
    </>
  );
}

/** the week as a table of seven rows (a day and its due dates) */
function WeekTable({ date, label, rows, today, L }: ViewProps & { date: string; label: string }) {
  const { t } = L;
  return (
    <table className="data-table audit-cal-week">
      <caption className="sr-only">{label}</caption>
      <thead>
        <tr>
          <th scope="col">{t('calendar.day')}</th>
          <th scope="col">{t('calendar.due')}</th>
        </tr>
      </thead>
      <tbody>
        {weekDays(date).map((d) => (
          <tr key={d} className={d === today ? 'is-today' : undefined}>
            <th scope="row">
              <DayName d={d} today={today} L={L} />
            </th>
            <td>{on(rows, d).length ? <Entries rows={on(rows, d)} L={L} /> : t('calendar.nothing')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** the month as an agenda: a heading per day with due dates */
function Agenda({ rows, today, loading, L }: ViewProps & { loading: boolean }) {
  const days = [...new Set(rows.map((r) => r.date))];
  if (!loading && rows.length === 0) return <p>{L.t('calendar.none')}</p>;
  return (
    <>
      {days.map((d) => (
        <div key={d}>
          <h3>
            <DayName d={d} today={today} L={L} />
          </h3>
          <Entries rows={on(rows, d)} L={L} />
        </div>
      ))}
    </>
  );
}
