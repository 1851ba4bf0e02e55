import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { todayIso } from '@/lib/forms/dates';
import { Badge } from '@/components/list/list-ui';
import { useGetScheduleOccurrencesQuery } from '../api/audits-api';
import type { ScheduleOccurrence } from '../model';
import { useAuditLabels } from './labels';

const BADGE: Record<ScheduleOccurrence['state'], string> = { upcoming: 'open', due: 'medium', overdue: 'overdue', missed: 'high', done: 'completed' };

function monthRange(month: string) {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

function shift(month: string, by: number) {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The schedules' due dates of one month as an agenda (a day per heading), each with its state and audit. */
export function ScheduleCalendar() {
  const L = useAuditLabels();
  const { t } = L;
  const [month, setMonth] = useState(() => todayIso().slice(0, 7));
  const query = useGetScheduleOccurrencesQuery(monthRange(month));
  const rows = query.data ?? [];
  const days = [...new Set(rows.map((r) => r.date))];
  const monthLabel = new Intl.DateTimeFormat(L.lang, { month: 'long', year: 'numeric' }).format(new Date(`${month}-15T12:00:00`));
  return (
    <section aria-labelledby="calendar-title" className="panel">
      <div className="audit-head">
        <h2 id="calendar-title">{t('calendar.title', { month: monthLabel })}</h2>
        <span className="audit-checks">
          <Button type="button" size="small" outlined icon="pi pi-chevron-left" label={t('calendar.previous')} onClick={() => setMonth(shift(month, -1))} />
          <Button type="button" size="small" outlined icon="pi pi-chevron-right" iconPos="right" label={t('calendar.next')} onClick={() => setMonth(shift(month, 1))} />
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {query.isFetching ? '' : t('calendar.count', { count: rows.length, month: monthLabel })}
      </p>
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {!query.isFetching && rows.length === 0 && <p>{t('calendar.none')}</p>}
      {days.map((d) => (
        <div key={d}>
          <h3>{L.date(d)}</h3>
          <ul>
            {rows
              .filter((r) => r.date === d)
              .map((r) => (
                <li key={`${r.schedule_id}-${r.date}`}>
                  {`${r.template_name} · ${r.site_name} · ${r.auditor_name} `}
                  <Badge kind={BADGE[r.state]}>{L.occurrenceState(r.state)}</Badge>{' '}
                  {r.audit_id && (
                    <Link to={`/audits/${r.audit_id}/summary`} aria-label={t('calendar.openOne', { template: r.template_name, date: L.date(r.date) })}>
                      {t('schedules.open')}
                    </Link>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
