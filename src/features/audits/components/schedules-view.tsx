import { useMemo, useState } from 'react';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { Badge } from '@/components/list/list-ui';
import type { AuditSchedule, AuditScheduleInput } from '../model';
import { scheduleSchema } from '../schemas/audit-schemas';
import { useCreateAuditScheduleMutation, useGetAuditFormDataQuery, useGetAuditSchedulesQuery, useSetScheduleActiveMutation, useStartAuditMutation } from '../api/audits-api';
import { useAuditLabels, type AuditLabels } from './labels';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';
import { useRecordForm } from '@/components/record/use-record-form';
import { PeopleAndPlace } from './people-and-place';
import { ScheduleCalendar } from './schedule-calendar';
import { RecurrenceFields, recurrenceSummary, weekdayOf } from './recurrence-fields';

/** /audits/schedules: site, auditor, auditee, frequency, start/end, due window, state, overdue and missed (computed). */
export function SchedulesView() {
  const L = useAuditLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Audit');
  const canUpdate = useCan('update', 'Audit');
  const [adding, setAdding] = useState(false);
  const [setActive, activeState] = useSetScheduleActiveMutation();
  /** pause (no due dates, overdue or missed while paused) or resume a schedule */
  const toggle = async (s: AuditSchedule) => {
    const active = s.state === 'paused';
    const result = await setActive({ id: s.id, active });
    if ('error' in result) toastApiError(result.error);
    else showToast({ severity: 'success', detail: t(active ? 'schedules.resumed' : 'schedules.paused', { template: s.template_name, site: s.site_name }) });
  };
  const query = useGetAuditSchedulesQuery();
  const rows = query.data ?? [];
  const navigate = useNavigate();
  const [start] = useStartAuditMutation();
  /** the schedule's next occurrence as an audit (the server refuses a second one for the same date) */
  const startFrom = async (s: AuditSchedule) => {
    const result = await start({ template_id: s.template_id, site_id: s.site_id, auditor_id: s.auditor_id, auditee_id: s.auditee_id, due_date: s.next_due ?? '', schedule_id: s.id });
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('start.started', { number: result.data.number }) });
    navigate(`/audits/${result.data.id}/audit/0`);
  };
  return (
    <section aria-labelledby="schedules-title">
      <div className="audit-head">
        <h2 id="schedules-title">{t('schedules.title')}</h2>
        {canCreate && <Button type="button" icon="pi pi-plus" label={t('schedules.new')} aria-expanded={adding} aria-controls="schedule-new" onClick={() => setAdding((v) => !v)} />}
      </div>
      {adding && <NewSchedule L={L} onClose={() => setAdding(false)} />}
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('schedules.caption', { count: rows.length })}>
        <table className="data-table" aria-busy={query.isFetching}>
          <caption className="sr-only">{t('schedules.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.template')}</th>
              <th scope="col">{t('fields.site')}</th>
              <th scope="col">{t('fields.auditor')}</th>
              <th scope="col">{t('fields.auditee')}</th>
              <th scope="col">{t('fields.frequency')}</th>
              <th scope="col">{t('fields.period')}</th>
              <th scope="col">{t('fields.window')}</th>
              <th scope="col">{t('fields.nextDue')}</th>
              <th scope="col">{t('fields.status')}</th>
              <th scope="col">{t('schedules.overdue')}</th>
              <th scope="col">{t('schedules.missed')}</th>
              {canCreate && <th scope="col">{t('schedules.actions')}</th>}
              {canUpdate && <th scope="col">{t('schedules.pauseColumn')}</th>}
            </tr>
          </thead>
          <tbody>
            {!query.isLoading && rows.length === 0 && (
              <tr>
                <td colSpan={11 + (canCreate ? 1 : 0) + (canUpdate ? 1 : 0)}>{t('list.empty')}</td>
              </tr>
            )}
            {rows.map((s) => (
              <tr key={s.id}>
                <td>{s.template_name}</td>
                <td>{s.site_name}</td>
                <td>{s.auditor_name}</td>
                <td>{s.auditee_name ?? '–'}</td>
                <td>{recurrenceSummary(L, s)}</td>
                <td>{s.end_date ? `${L.date(s.start_date)} – ${L.date(s.end_date)}` : t('schedules.from', { date: L.date(s.start_date) })}</td>
                <td>{t('schedules.days', { count: s.window_days })}</td>
                <td>{s.next_due ? L.date(s.next_due) : '–'}</td>
                <td>
                  <Badge kind={s.state === 'active' ? 'open' : 'closed'}>{L.scheduleState(s.state)}</Badge>
                </td>
                <td>{s.overdue}</td>
                <td>{s.missed}</td>
                {canCreate && (
                  <td>
                    {s.next_due && s.next_audit_id && (
                      <Link to={`/audits/${s.next_audit_id}/summary`} aria-label={t('schedules.openOne', { template: s.template_name, site: s.site_name, date: L.date(s.next_due) })}>
                        {t('schedules.open')}
                      </Link>
                    )}
                    {s.next_due && !s.next_audit_id && (
                      <Button
                        type="button"
                        size="small"
                        outlined
                        icon="pi pi-play"
                        label={t('schedules.start')}
                        aria-label={t('schedules.startOne', { template: s.template_name, site: s.site_name, date: L.date(s.next_due) })}
                        onClick={() => void startFrom(s)}
                      />
                    )}
                  </td>
                )}
                {canUpdate && (
                  <td>
                    {s.state !== 'ended' && (
                      <Button
                        type="button"
                        size="small"
                        text
                        icon={s.state === 'paused' ? 'pi pi-play-circle' : 'pi pi-pause'}
                        label={t(s.state === 'paused' ? 'schedules.resume' : 'schedules.pause')}
                        aria-label={t(s.state === 'paused' ? 'schedules.resumeOne' : 'schedules.pauseOne', { template: s.template_name, site: s.site_name })}
                        disabled={activeState.isLoading}
                        onClick={() => void toggle(s)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ScheduleCalendar />
    </section>
  );
}

/** what is sent: weekly without a chosen day recurs on the start's weekday; the n-th weekday names one weekday */
function submitted(v: AuditScheduleInput): AuditScheduleInput {
  const monthlyWeekday = (v.frequency === 'monthly' || v.frequency === 'quarterly') && v.month_mode === 'weekday';
  const weekdays = v.frequency === 'weekly' ? (v.weekdays ?? []) : monthlyWeekday ? [v.weekdays?.[0] ?? weekdayOf(v.start_date)] : [];
  return { ...v, weekdays, end_date: v.ends === 'date' ? v.end_date : '', count: v.ends === 'count' ? v.count : null };
}

function NewSchedule({ L, onClose }: { L: AuditLabels; onClose(): void }) {
  const { t } = L;
  const data = useGetAuditFormDataQuery();
  const [create, state] = useCreateAuditScheduleMutation();
  const [initialValues] = useState<AuditScheduleInput>(() => ({ template_id: null, site_id: null, auditor_id: null, auditee_id: null, frequency: 'monthly', start_date: todayIso(), end_date: '', window_days: 7, interval: 1, weekdays: [], month_mode: 'day', week_of_month: null, time_of_day: '', ends: 'never', count: '' }));
  const schema = useMemo(() => scheduleSchema(t), [t]);
  // a panel that closes once saved: no draft
  const { formik, focusRef } = useRecordForm<AuditScheduleInput>({
    initialValues,
    // the schema judges what is sent (the recurrence's weekdays filled in, the unused end cleared)
    validate: (v) => validateYupSchema(submitted(v), schema).then(() => ({}), yupToFormErrors),
    onSubmit: async (values) => {
      const result = await create(submitted(values));
      if ('error' in result && result.error) {
        toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t('schedules.created') });
      onClose();
      return true;
    },
  });
  const { values } = formik;
  // the messages show once a save was tried, as before
  const errors = (formik.submitCount > 0 ? formik.errors : {}) as Record<string, string>;
  const set = (k: string, v: unknown) => void formik.setFieldValue(k, v);
  return (
    <form id="schedule-new" ref={focusRef} className="panel" noValidate onSubmit={formik.handleSubmit} aria-labelledby="schedule-new-title">
      <h3 id="schedule-new-title">{t('schedules.new')}</h3>
      {data.data && (
        <div className="audit-row">
          <PeopleAndPlace L={L} data={data.data} values={values} errors={errors} idp="schedule" set={set} />
          <LabelledControl className="audit-field" id="schedule-window" label={t('fields.windowDays')} error={errors.window_days} required>
            <input type="number" min={0} max={90} {...controlProps('schedule-window', errors.window_days)} className="native-input" value={values.window_days} onChange={(e) => set('window_days', e.target.value === '' ? '' : Number(e.target.value))} />
          </LabelledControl>
        </div>
      )}
      {data.data && <RecurrenceFields L={L} values={values} errors={errors} set={set} />}
      <div className="audit-pager">
        <Button type="button" outlined label={t('form.cancel')} onClick={onClose} />
        <Button type="submit" label={t('schedules.save')} loading={state.isLoading} />
      </div>
    </form>
  );
}
