import type { AuditSchedule, AuditScheduleInput } from '../model';
import { SCHEDULE_ENDS } from '../model';
import { FREQUENCIES, WEEK_ORDINALS } from '../model/recurrence';
import type { AuditLabels } from './labels';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';

const ORDINAL_KEYS: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' };

/** Monday … Sunday in the user's language (1 Jan 2024 was a Monday) */
export function weekdayLabels(lang: string, style: 'long' | 'short' = 'long'): string[] {
  const f = new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** 0 = Monday … 6 = Sunday of an ISO day */
export const weekdayOf = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? (new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7 : 0);

interface Props {
  L: AuditLabels;
  values: AuditScheduleInput;
  errors: Record<string, string>;
  set(k: keyof AuditScheduleInput, v: unknown): void;
}

/**
 * The schedule's recurrence (model/recurrence.ts, RFC 5545 RRULE): frequency, every n, weekdays (weekly), the day or
 * the n-th weekday of the month (monthly / quarterly), the time of day and the end (never, after n, on a date).
 */
export function RecurrenceFields({ L, values, errors, set }: Props) {
  const { t } = L;
  const f = values.frequency;
  const names = weekdayLabels(L.lang);
  const weekdays = values.weekdays ?? [];
  const monthly = f === 'monthly' || f === 'quarterly';
  const startDay = Number(values.start_date.slice(8)) || 1;
  const toggleDay = (w: number, on: boolean) => set('weekdays', on ? [...new Set([...weekdays, w])].sort((a, b) => a - b) : weekdays.filter((x) => x !== w));
  const ends = values.ends ?? 'never';
  return (
    <fieldset className="audit-recurrence">
      <legend>{t('recurrence.title')}</legend>
      <div className="audit-row">
        <LabelledControl className="audit-field" id="schedule-frequency" label={t('fields.frequency')} error={errors.frequency} required>
          <select {...controlProps('schedule-frequency', errors.frequency)} className="native-input" value={f} onChange={(e) => {
              set('frequency', e.target.value);
              if (e.target.value === 'weekly' && !weekdays.length) set('weekdays', [weekdayOf(values.start_date)]);
            }}>
            {FREQUENCIES.map((x) => (
              <option key={x} value={x}>
                {L.frequency(x)}
              </option>
            ))}
          </select>
        </LabelledControl>
        {f !== 'once' && (
          <LabelledControl className="audit-field" id="schedule-interval" label={t('recurrence.intervalLabel', { unit: t(`recurrence.units.${f}`) })} error={errors.interval} required>
            <input type="number" min={1} max={99} {...controlProps('schedule-interval', errors.interval)} className="native-input" value={values.interval ?? 1} onChange={(e) => set('interval', e.target.value === '' ? '' : Number(e.target.value))} />
          </LabelledControl>
        )}
        <LabelledControl className="audit-field" id="schedule-start" label={t('fields.startDate')} error={errors.start_date} required>
          <input type="date" {...controlProps('schedule-start', errors.start_date)} className="native-input" value={values.start_date} onChange={(e) => set('start_date', e.target.value)} />
        </LabelledControl>
        <LabelledControl className="audit-field" id="schedule-time" label={t('recurrence.time')} error={errors.time_of_day}>
          <input type="time" {...controlProps('schedule-time', errors.time_of_day)} className="native-input" value={values.time_of_day ?? ''} onChange={(e) => set('time_of_day', e.target.value)} />
        </LabelledControl>
      </div>
      {f === 'weekly' && (
        <fieldset aria-describedby={errors.weekdays ? 'schedule-weekdays-error' : undefined}>
          <legend>{t('recurrence.weekdays')}</legend>
          <div className="audit-checks">
            {names.map((n, w) => (
              <label key={n}>
                <input type="checkbox" checked={weekdays.includes(w)} aria-invalid={errors.weekdays && w === 0 ? 'true' : undefined} onChange={(e) => toggleDay(w, e.target.checked)} /> {n}
              </label>
            ))}
          </div>
          {errors.weekdays && (
            <small id="schedule-weekdays-error" className="p-error" role="alert">
              {errors.weekdays}
            </small>
          )}
        </fieldset>
      )}
      {monthly && (
        <fieldset>
          <legend>{t('recurrence.monthBy')}</legend>
          <div className="audit-checks">
            <label>
              <input type="radio" name="schedule-month-mode" checked={(values.month_mode ?? 'day') === 'day'} onChange={() => set('month_mode', 'day')} /> {t('recurrence.monthModes.day', { day: startDay })}
            </label>
            <label>
              <input type="radio" name="schedule-month-mode" checked={values.month_mode === 'weekday'} onChange={() => set('month_mode', 'weekday')} /> {t('recurrence.monthModes.weekday')}
            </label>
          </div>
          {(values.month_mode ?? 'day') === 'day' && startDay > 28 && <p className="audit-hint">{t('recurrence.skipNote', { day: startDay })}</p>}
          {values.month_mode === 'weekday' && (
            <div className="audit-row">
              <LabelledControl className="audit-field" id="schedule-week-of-month" label={t('recurrence.weekOfMonth')} error={errors.week_of_month} required>
                <select {...controlProps('schedule-week-of-month', errors.week_of_month)} className="native-input" value={values.week_of_month ?? ''} onChange={(e) => set('week_of_month', e.target.value === '' ? null : Number(e.target.value))}>
                  <option value="">–</option>
                  {WEEK_ORDINALS.map((o) => (
                    <option key={o} value={o}>
                      {t(`recurrence.ordinals.${ORDINAL_KEYS[o]}`)}
                    </option>
                  ))}
                </select>
              </LabelledControl>
              <LabelledControl className="audit-field" id="schedule-weekday" label={t('recurrence.weekday')} error={errors.weekdays} required>
                <select {...controlProps('schedule-weekday', errors.weekdays)} className="native-input" value={weekdays[0] ?? weekdayOf(values.start_date)} onChange={(e) => set('weekdays', [Number(e.target.value)])}>
                  {names.map((n, w) => (
                    <option key={n} value={w}>
                      {n}
                    </option>
                  ))}
                </select>
              </LabelledControl>
            </div>
          )}
        </fieldset>
      )}
      {f !== 'once' && (
        <fieldset>
          <legend>{t('recurrence.ends')}</legend>
          <div className="audit-checks">
            {SCHEDULE_ENDS.map((e) => (
              <label key={e}>
                <input type="radio" name="schedule-ends" checked={ends === e} onChange={() => set('ends', e)} /> {t(`recurrence.endsOptions.${e}`)}
              </label>
            ))}
          </div>
          {ends === 'count' && (
            <LabelledControl className="audit-field" id="schedule-count" label={t('recurrence.count')} error={errors.count} required>
              <input type="number" min={1} max={999} {...controlProps('schedule-count', errors.count)} className="native-input" value={values.count ?? ''} onChange={(e) => set('count', e.target.value === '' ? '' : Number(e.target.value))} />
            </LabelledControl>
          )}
          {ends === 'date' && (
            <LabelledControl className="audit-field" id="schedule-end" label={t('fields.endDate')} error={errors.end_date} required>
              <input type="date" {...controlProps('schedule-end', errors.end_date)} className="native-input" value={values.end_date} onChange={(e) => set('end_date', e.target.value)} />
            </LabelledControl>
          )}
        </fieldset>
      )}
    </fieldset>
  );
}

/** the schedule's recurrence in words: "Weekly · every 2 · Tue, Thu · at 09:00 · 10 occurrences" */
export function recurrenceSummary(L: AuditLabels, s: AuditSchedule): string {
  const { t } = L;
  const short = weekdayLabels(L.lang, 'short');
  const parts = [L.frequency(s.frequency)];
  if (s.frequency === 'once') return parts[0];
  if ((s.interval ?? 1) > 1) parts.push(t('recurrence.every', { n: s.interval }));
  if (s.frequency === 'weekly' && s.weekdays?.length) parts.push(s.weekdays.map((w) => short[w]).join(', '));
  if ((s.frequency === 'monthly' || s.frequency === 'quarterly') && s.month_mode === 'weekday' && s.week_of_month != null)
    parts.push(`${t(`recurrence.ordinals.${ORDINAL_KEYS[s.week_of_month]}`)} ${weekdayLabels(L.lang)[s.weekdays?.[0] ?? weekdayOf(s.start_date)]}`);
  if (s.time_of_day) parts.push(t('recurrence.at', { time: s.time_of_day }));
  if (s.count) parts.push(t('recurrence.times', { n: s.count }));
  return parts.join(' · ');
}
