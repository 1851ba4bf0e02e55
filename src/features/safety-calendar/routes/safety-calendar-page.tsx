import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/form/native-inputs';
import { useListState } from '@/components/list/list-state';
import { showToast } from '@/lib/feedback/toast-service';
import { CALENDAR_VIEWS, daysBetween, dayKey, isDay, parseDay, stepDay, viewRange, type CalendarView, type EntryInput } from '../model';
import { useCreateCalendarEntryMutation, useGetCalendarEntriesQuery, useGetCalendarFormDataQuery, useGetComplianceQuery, useUpdateCalendarEntryMutation } from '../api/safety-calendar-api';
import { DayList, MonthGrid } from '../components/calendar-views';
import { EntryDetails } from '../components/entry-details';
import { EntryForm } from '../components/entry-form';
import { useCalendarLabels } from '../components/labels';
import '../components/safety-calendar.css';

/** a phone-sized screen opens on the list (the month grid needs room) */
const narrow = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 599px)').matches;

const FILTER_KEYS = ['view', 'date', 'compliance', 'entry'] as const;
type CalendarUrl = Partial<Record<(typeof FILTER_KEYS)[number], string | number>>;

/**
 * /safety-calendar: meetings, trainings, toolbox talks and events in a month grid, a week or a list (view, day,
 * compliance layer and the open entry in the URL, through `useListState`: back returns to the period, view or entry
 * before); the compliance view adds audit due dates, HIRA reviews and open permits' windows. Not a `Register`: the
 * list view is the calendar's day list (one period's entries by day), with nothing to search, sort or page.
 */
export default function SafetyCalendarPage() {
  const L = useCalendarLabels();
  const { t } = L;
  const { i18n } = useTranslation();
  const language = i18n.language;
  const { filters, setFilters } = useListState<CalendarUrl>({ base: '/safety-calendar', filterKeys: FILTER_KEYS, numeric: ['entry'], defaultSort: '' });
  const today = dayKey(new Date());
  const param = (key: keyof CalendarUrl) => (filters[key] === undefined ? null : String(filters[key]));
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(param('view') ?? '') ? (param('view') as CalendarView) : narrow() ? 'list' : 'month';
  const date = isDay(param('date')) ? (param('date') as string) : today;
  const compliance = param('compliance') === '1';
  const openId = Number(filters.entry) || null;
  const [editing, setEditing] = useState<'new' | number | null>(null);

  const range = useMemo(() => viewRange(view, date), [view, date]);
  const entries = useGetCalendarEntriesQuery(range);
  const items = useGetComplianceQuery(range, { skip: !compliance });
  const formData = useGetCalendarFormDataQuery(undefined, { skip: editing === null });
  const [create] = useCreateCalendarEntryMutation();
  const [update] = useUpdateCalendarEntryMutation();

  const set = (patch: Record<string, string | null>) =>
    setFilters((current) => {
      const next: CalendarUrl = { ...current };
      for (const [k, v] of Object.entries(patch)) next[k as keyof CalendarUrl] = v ?? undefined;
      return next;
    });

  const rows = entries.data ?? [];
  const open = openId ? (rows.find((e) => e.id === openId) ?? null) : null;
  const editingEntry = typeof editing === 'number' ? (rows.find((e) => e.id === editing) ?? null) : null;
  const days = daysBetween(range.from, range.to);
  const month = date.slice(0, 7);
  const heading =
    view === 'week'
      ? t('weekOf', { from: L.date(range.from), to: L.date(range.to) })
      : new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(parseDay(`${month}-01`));

  const save = async (input: EntryInput) => {
    const result = editingEntry ? await update({ id: editingEntry.id, ...input }) : await create(input);
    if ('error' in result && result.error) return { error: result.error };
    showToast({ severity: 'success', detail: t('form.saved', { title: result.data.title }) });
    setEditing(null);
    set({ entry: String(result.data.id), date: dayKey(new Date(result.data.start_at)) });
    return {};
  };

  const viewProps = { days, today, entries: rows, compliance: compliance ? (items.data ?? []) : null, language, onOpen: (id: number) => (setEditing(null), set({ entry: String(id) })) };

  return (
    <div className="safety-calendar">
      <div className="calendar-header">
        <h1>{t('title')}</h1>
        <PlainButton type="button" label={t('new')} onClick={() => (set({ entry: null }), setEditing('new'))} />
      </div>
      <div className="calendar-toolbar">
        <div className="calendar-nav" role="group" aria-label={t('navigation')}>
          <PlainButton type="button" severity="secondary" label={t('previous')} onClick={() => set({ date: stepDay(view, date, -1) })} />
          <PlainButton type="button" severity="secondary" label={t('today')} onClick={() => set({ date: null })} />
          <PlainButton type="button" severity="secondary" label={t('next')} onClick={() => set({ date: stepDay(view, date, 1) })} />
        </div>
        <div className="calendar-views" role="group" aria-label={t('viewLabel')}>
          {CALENDAR_VIEWS.map((v) => (
            <PlainButton key={v} type="button" severity={v === view ? undefined : 'secondary'} aria-pressed={v === view} label={L.view(v)} onClick={() => set({ view: v })} />
          ))}
        </div>
        <label className="calendar-compliance-toggle">
          <input type="checkbox" checked={compliance} onChange={(e) => set({ compliance: e.target.checked ? '1' : null })} /> {t('complianceToggle')}
        </label>
      </div>
      {editing !== null && formData.data && <EntryForm key={String(editing)} entry={editingEntry} day={date} formData={formData.data} onSave={save} onCancel={() => setEditing(null)} />}
      {editing === null && open && <EntryDetails entry={open} onEdit={() => setEditing(open.id)} onClose={() => set({ entry: null })} />}
      <h2 className="calendar-period" aria-live="polite">
        {heading}
      </h2>
      {compliance && (
        <div className="calendar-compliance-note" role="note">
          <p>{t('complianceIntro')}</p>
          <p>{t('complianceNotBuilt')}</p>
        </div>
      )}
      {entries.isLoading ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : entries.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : view === 'month' ? (
        <MonthGrid {...viewProps} date={date} onNavigate={(d) => set({ date: d })} />
      ) : (
        <DayList {...viewProps} skipEmpty={view === 'list'} />
      )}
    </div>
  );
}
