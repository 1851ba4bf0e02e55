import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import type { components } from '@/lib/api/generated/openapi';
import { useListState } from '@/components/list/list-state';
import {
  DEFAULT_SITE_MANPOWER,
  MANPOWER_MAX_YEAR,
  MANPOWER_MIN_YEAR,
  MAN_HOURS_PER_PERSON,
  MONTHS,
  cellKey,
  cellText,
  cellValue,
  effectiveManpower,
  enteredMonths,
  monthHours,
  normaliseWorkingDays,
  WEEKDAYS,
  type ManpowerEntry,
  type ManpowerSiteYear,
  type ManpowerYear,
} from '../model';
import { manpowerProblems } from '../schemas/manpower-schema';
import { manpowerRuleKey } from '../schemas/rule-messages';
import { useGetManpowerQuery, useSaveManpowerMutation } from '../api/manpower-api';
import '../components/manpower-grid.css';

type Cells = Record<string, string>;
const VIEWS = ['monthly', 'hours', 'yearly'] as const;
type View = (typeof VIEWS)[number];
const URL_KEYS = ['year', 'view'] as const;
type Days = Record<number, number[]>;

/** the key of a cell of hours actually worked (headcount cells use `cellKey` alone) */
const HOURS = 'h:';
const hoursKey = (siteId: number, month: number) => `${HOURS}${cellKey(siteId, month)}`;

const cellsOf = (data: ManpowerYear): Cells =>
  Object.fromEntries(data.sites.flatMap((s) => MONTHS.flatMap((m) => [[cellKey(s.site_id, m), cellText(s.months[m - 1])] as const, [hoursKey(s.site_id, m), cellText(s.hours?.[m - 1])] as const])));
const daysOf = (data: ManpowerYear): Days => Object.fromEntries(data.sites.map((s) => [s.site_id, normaliseWorkingDays(s.working_days)]));
const sameDays = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** a typed cell as the totals count it: a whole number ≥ 0, else (empty or not valid yet) the default */
const liveValue = (text: string | undefined): number | null => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);
/** typed hours as the totals count them: a number ≥ 0, else (empty or not valid yet) the estimate */
const liveHours = (text: string | undefined): number | null => (text && /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);

type RefusedCell = NonNullable<components['schemas']['ManpowerRefusal']['cells']>[number];

/** the 422's per-cell messages (`ManpowerRefusal` of api/openapi.yaml): `{ cells: [{ site_id, month, errors }] }` beside Rails' `errors` */
function refusedCells(error: unknown): RefusedCell[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const cells = (error as { data?: { cells?: unknown } }).data?.cells;
  return Array.isArray(cells) ? (cells as RefusedCell[]) : null;
}

/**
 * /manpower (SPEC §2: organisation admin): each site's monthly manpower for a year, in a grid of labelled number
 * inputs (Tab across, ↑/↓ between sites), yearly totals and man-hours (SPEC §9: 8 × manpower), empty cells counting
 * as the default 100; a monthly / yearly view switch. The year and the view are in the URL (`useListState`: a link
 * opens them, back returns to the year or view before). Not a `Register`: an editable grid of every site's months.
 */
export default function ManpowerPage() {
  const { t, i18n } = useTranslation('manpower');
  const thisYear = new Date().getFullYear();
  const { filters, setFilter } = useListState<{ year?: number; view?: string }>({ base: '/manpower', filterKeys: URL_KEYS, numeric: ['year'], defaultSort: '' });
  const year = filters.year && filters.year >= MANPOWER_MIN_YEAR && filters.year <= MANPOWER_MAX_YEAR ? filters.year : thisYear;
  const view: View = VIEWS.find((v) => v === filters.view) ?? 'monthly';
  const setYear = (next: number) => setFilter('year', next === thisYear ? undefined : next);
  const setView = (next: View) => setFilter('view', next === 'monthly' ? undefined : next);
  const query = useGetManpowerQuery(year);
  const [save, saving] = useSaveManpowerMutation();
  const [cells, setCells] = useState<Cells>({});
  const [loadedFrom, setLoadedFrom] = useState<ManpowerYear | null>(null);
  const [days, setDays] = useState<Days>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());

  const data = query.currentData;
  // a new year (or a saved one) replaces the grid; a refetch of the same year keeps what is being typed
  if (data && data !== loadedFrom && (!loadedFrom || loadedFrom.year !== data.year || !dirtyOf(cells, days, loadedFrom).length)) {
    setCells(cellsOf(data));
    setDays(daysOf(data));
    setLoadedFrom(data);
    setErrors({});
    setFormError(null);
  }

  const monthName = useMemo(() => {
    const long = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
    return (m: number, style: 'long' | 'short') => (style === 'long' ? long : short).format(new Date(Date.UTC(2000, m - 1, 1)));
  }, [i18n.language]);
  const number = useMemo(() => new Intl.NumberFormat(i18n.language), [i18n.language]);
  const weekdayName = useMemo(() => {
    const f = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday: ISO weekday d is 2024-01-0d
    return (d: number) => f.format(new Date(Date.UTC(2024, 0, d)));
  }, [i18n.language]);

  const fallback = data?.default_manpower ?? DEFAULT_SITE_MANPOWER;
  const sites: ManpowerSiteYear[] = loadedFrom?.sites ?? [];
  const live = (siteId: number, m: number) => effectiveManpower(liveValue(cells[cellKey(siteId, m)]), fallback);
  const siteTotal = (siteId: number) => MONTHS.reduce((sum, m) => sum + live(siteId, m), 0);
  const monthSum = (m: number) => sites.reduce((sum, s) => sum + live(s.site_id, m), 0);
  const grandTotal = sites.reduce((sum, s) => sum + siteTotal(s.site_id), 0);
  /** hours of a site's month: actually worked when typed, else 8 × headcount × the site's working days (SPEC §9) */
  const hoursOf = (siteId: number, m: number) => monthHours(year, m, live(siteId, m), liveHours(cells[hoursKey(siteId, m)]), days[siteId]);
  const siteHours = (siteId: number) => MONTHS.reduce((sum, m) => sum + hoursOf(siteId, m).hours, 0);
  const monthHoursSum = (m: number) => sites.reduce((sum, s) => sum + hoursOf(s.site_id, m).hours, 0);
  const grandHours = sites.reduce((sum, s) => sum + siteHours(s.site_id), 0);
  const dirty = loadedFrom ? dirtyOf(cells, days, loadedFrom) : [];
  const field = view === 'hours' ? HOURS : '';
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 5 + i).filter((y) => y >= MANPOWER_MIN_YEAR && y <= MANPOWER_MAX_YEAR);

  const focusCell = (key: string) => inputs.current.get(key)?.focus();

  function onCellKey(e: KeyboardEvent<HTMLInputElement>, row: number, m: number) {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    const next = sites[row + step];
    if (!next) return;
    e.preventDefault();
    focusCell(`${field}${cellKey(next.site_id, m)}`);
  }

  async function onSave() {
    if (!loadedFrom) return;
    setFormError(null);
    // one entry per changed site-month, with only the fields that changed (the server keeps the others)
    const byCell = new Map<string, ManpowerEntry>();
    for (const d of dirty) {
      if (d.month === 0) continue;
      const entry = byCell.get(cellKey(d.siteId, d.month)) ?? { site_id: d.siteId, month: d.month };
      if (d.hours) entry.actual_hours = cellValue(cells[hoursKey(d.siteId, d.month)]) as number | null;
      else entry.manpower = cellValue(cells[cellKey(d.siteId, d.month)]) as number | null;
      byCell.set(cellKey(d.siteId, d.month), entry);
    }
    const entries = [...byCell.values()];
    const workingDays = dirty.filter((d) => d.month === 0).map((d) => ({ site_id: d.siteId, weekdays: days[d.siteId] ?? [] }));
    if (!entries.length && !workingDays.length) {
      showToast({ severity: 'info', detail: t('nothingToSave') });
      return;
    }
    const body = { year, entries, ...(workingDays.length ? { working_days: workingDays } : {}) };
    const local = await manpowerProblems(t, body);
    const found: Record<string, string> = {};
    for (const [key, messages] of local.fields) {
      const [index, name] = key.split('.');
      const e = entries[Number(index)];
      found[`${name === 'actual_hours' ? HOURS : ''}${cellKey(e.site_id, e.month)}`] = messages[0];
    }
    const noDays = workingDays.find((d) => !d.weekdays.length);
    if (noDays) found[`days:${noDays.site_id}`] = t('validation.weekdaysRequired');
    if (Object.keys(found).length || local.other.length) return refuse(found, local.other[0] ?? null);
    const result = await save(body);
    if ('error' in result && result.error) {
      const refused = refusedCells(result.error);
      if (!refused) {
        toastApiError(result.error);
        return;
      }
      const mapped: Record<string, string> = {};
      for (const c of refused) {
        const key = manpowerRuleKey(c.errors[0] ?? '');
        mapped[`${key?.startsWith('validation.hours') ? HOURS : ''}${cellKey(c.site_id, c.month)}`] = key ? t(key) : (c.errors[0] ?? '');
      }
      const other = ((result.error as { data?: { errors?: string[] } }).data?.errors ?? []).find((m) => !refused.some((c) => c.errors.includes(m)));
      return refuse(mapped, other ? (manpowerRuleKey(other) ? t(manpowerRuleKey(other)!) : other) : null);
    }
    setCells(cellsOf(result.data));
    setDays(daysOf(result.data));
    setLoadedFrom(result.data);
    setErrors({});
    showToast({ severity: 'success', detail: t('saved', { year }) });
  }

  function refuse(found: Record<string, string>, other: string | null) {
    setErrors(found);
    const count = Object.keys(found).length;
    setFormError(count ? t('fixCells', { count }) : other);
    const firstKey = Object.keys(found)[0];
    // a refused cell of the other grid: show that grid
    if (firstKey && !firstKey.startsWith('days:')) setView(firstKey.startsWith(HOURS) ? 'hours' : 'monthly');
    const first = sites.flatMap((s) => MONTHS.flatMap((m) => [cellKey(s.site_id, m), hoursKey(s.site_id, m)])).find((k) => found[k]);
    if (first) requestAnimationFrame(() => focusCell(first));
  }

  return (
    <TitledSection id="manpower-title" level={1} title={t('title')}>
      <p>{t('intro', { default: number.format(fallback), hours: MAN_HOURS_PER_PERSON })}</p>
      <p>{t('hoursIntro', { hours: MAN_HOURS_PER_PERSON })}</p>
      <div className="manpower-controls">
        <div className="field">
          <label htmlFor="manpower-year">{t('year')}</label>
          <select
            id="manpower-year"
            className="native-select"
            value={year}
            onChange={(e) => {
              if (dirty.length && !window.confirm(t('discardConfirm'))) return;
              setLoadedFrom(null);
              setYear(Number(e.target.value));
            }}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>{t('view.label')}</legend>
          {VIEWS.map((v) => (
            <label key={v}>
              <input type="radio" name="manpower-view" value={v} checked={view === v} onChange={() => setView(v)} /> {t(`view.${v}`)}
            </label>
          ))}
        </fieldset>
      </div>

      {query.isError && <Message severity="error" text={t('loadFailed')} />}
      {!query.isError && !loadedFrom && <p aria-busy="true">{t('loading')}</p>}
      {loadedFrom && sites.length === 0 && <Message severity="info" text={t('noSites')} />}

      {loadedFrom && sites.length > 0 && view !== 'yearly' && (
        <form
          aria-labelledby="manpower-form-title"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <h2 id="manpower-form-title">{t(field ? 'hoursTitle' : 'monthlyTitle', { year })}</h2>
          <p className="manpower-legend" id="manpower-legend">
            <span>
              <span className="manpower-swatch is-entered" aria-hidden="true" />
              {t('legend.entered')}
            </span>
            <span>
              <span className="manpower-swatch" aria-hidden="true" />
              {field ? t('legend.estimate', { hours: MAN_HOURS_PER_PERSON }) : t('legend.default', { default: number.format(fallback) })}
            </span>
            <span>{t('legend.keys')}</span>
          </p>
          {formError && (
            <p role="alert" className="field-error">
              {formError}
            </p>
          )}
          <div className="manpower-scroll" role="group" aria-label={t(field ? 'hoursGridLabel' : 'gridLabel', { year })}>
            <table className="manpower-table">
              <caption className="sr-only">{t(field ? 'hoursCaption' : 'caption', { year, count: sites.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('site')}</th>
                  {MONTHS.map((m) => (
                    <th key={m} scope="col">
                      <abbr title={monthName(m, 'long')}>{monthName(m, 'short')}</abbr>
                    </th>
                  ))}
                  <th scope="col">{t(field ? 'yearlyHours' : 'yearlyTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {sites.map((s, row) => (
                  <tr key={s.site_id}>
                    <th scope="row">{s.site_name}</th>
                    {MONTHS.map((m) => {
                      const key = `${field}${cellKey(s.site_id, m)}`;
                      const text = cells[key] ?? '';
                      const estimate = hoursOf(s.site_id, m);
                      const error = errors[key];
                      const errorId = `mp-err-${s.site_id}-${m}`;
                      return (
                        <td key={m}>
                          <input
                            ref={(el) => {
                              inputs.current.set(key, el);
                            }}
                            className={`manpower-cell${text.trim() ? ' is-entered' : ''}`}
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            aria-label={t(field ? 'hoursCellLabel' : 'cellLabel', { site: s.site_name, month: monthName(m, 'long'), year })}
                            aria-describedby={error ? errorId : 'manpower-legend'}
                            aria-invalid={error ? true : undefined}
                            placeholder={field ? String(estimatedOnly(year, m, live(s.site_id, m), days[s.site_id])) : String(fallback)}
                            title={field && !estimate.actual ? t('estimateTitle', { people: live(s.site_id, m), days: estimate.working_days, hours: MAN_HOURS_PER_PERSON }) : undefined}
                            value={text}
                            onKeyDown={(e) => onCellKey(e, row, m)}
                            onChange={(e) => {
                              const value = e.target.value;
                              setCells((c) => ({ ...c, [key]: value }));
                              if (error) setErrors(({ [key]: _gone, ...rest }) => rest);
                            }}
                          />
                          {error && (
                            <small id={errorId} className="field-error">
                              {error}
                            </small>
                          )}
                        </td>
                      );
                    })}
                    <td>{number.format(field ? siteHours(s.site_id) : siteTotal(s.site_id))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                {(
                  [
                    [t('allSites'), monthSum, grandTotal],
                    [t('manHours'), monthHoursSum, grandHours],
                  ] as const
                ).map(([label, sum, total], i) => (
                  <tr key={i}>
                    <th scope="row">{label}</th>
                    {MONTHS.map((m) => (
                      <td key={m}>{number.format(sum(m))}</td>
                    ))}
                    <td>{number.format(total)}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
          <p>{t('manHoursRule', { hours: MAN_HOURS_PER_PERSON })}</p>
          <h3>{t('workingDays.title')}</h3>
          <p>{t('workingDays.intro')}</p>
          <div className="manpower-days">
            {sites.map((s) => {
              const error = errors[`days:${s.site_id}`];
              const chosen = days[s.site_id] ?? [];
              return (
                <fieldset key={s.site_id} aria-describedby={error ? `mp-days-err-${s.site_id}` : undefined}>
                  <legend>{t('workingDays.legend', { site: s.site_name })}</legend>
                  {WEEKDAYS.map((d) => (
                    <label key={d}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(d)}
                        onChange={(e) => {
                          const next = normaliseWorkingDays(e.target.checked ? [...chosen, d] : chosen.filter((x) => x !== d));
                          setDays((all) => ({ ...all, [s.site_id]: next }));
                          if (error) setErrors(({ [`days:${s.site_id}`]: _gone, ...rest }) => rest);
                        }}
                      />{' '}
                      {weekdayName(d)}
                    </label>
                  ))}
                  {error && (
                    <small id={`mp-days-err-${s.site_id}`} className="field-error">
                      {error}
                    </small>
                  )}
                </fieldset>
              );
            })}
          </div>
          <div className="form-actions">
            <Button type="submit" label={t('save')} icon="pi pi-check" loading={saving.isLoading} />
            <Button
              type="button"
              label={t('discard')}
              outlined
              disabled={!dirty.length}
              onClick={() => {
                setCells(cellsOf(loadedFrom));
                setDays(daysOf(loadedFrom));
                setErrors({});
                setFormError(null);
              }}
            />
            <span aria-live="polite">{dirty.length ? t('unsaved', { count: dirty.length }) : ''}</span>
          </div>
        </form>
      )}

      {loadedFrom && sites.length > 0 && view === 'yearly' && (
        <section aria-labelledby="manpower-yearly-title">
          <h2 id="manpower-yearly-title">{t('yearlyTitle', { year })}</h2>
          {dirty.length > 0 && <Message severity="warn" text={t('yearlyUnsaved')} />}
          {/* focusable so a keyboard can scroll it on a narrow screen (it holds no control) */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="manpower-scroll" role="region" aria-labelledby="manpower-yearly-title" tabIndex={0}>
            <table className="manpower-table">
              <caption className="sr-only">{t('yearlyCaption', { year })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('site')}</th>
                  <th scope="col">{t('yearlyTotal')}</th>
                  <th scope="col">{t('monthsEntered')}</th>
                  <th scope="col">{t('yearlyManHours')}</th>
                </tr>
              </thead>
              <tbody>
                {sites.map((s) => (
                  <tr key={s.site_id}>
                    <th scope="row">{s.site_name}</th>
                    <td>{number.format(siteTotal(s.site_id))}</td>
                    <td>{t('enteredOf', { count: enteredMonths(MONTHS.map((m) => liveValue(cells[cellKey(s.site_id, m)]))) })}</td>
                    <td>{number.format(siteHours(s.site_id))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('allSites')}</th>
                  <td>{number.format(grandTotal)}</td>
                  <td>{number.format(sites.reduce((sum, s) => sum + enteredMonths(MONTHS.map((m) => liveValue(cells[cellKey(s.site_id, m)]))), 0))}</td>
                  <td>{number.format(grandHours)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p>{t('manHoursRule', { hours: MAN_HOURS_PER_PERSON })}</p>
        </section>
      )}
    </TitledSection>
  );
}

/** the estimate alone (what an empty hours cell counts with): 8 × headcount × working days */
const estimatedOnly = (year: number, m: number, headcount: number, weekdays: readonly number[] | undefined) => monthHours(year, m, headcount, null, weekdays).hours;

/** the cells whose text differs from what is stored (`hours`: a cell of hours worked; month 0: the site's working days) */
function dirtyOf(cells: Cells, days: Days, stored: ManpowerYear): { siteId: number; month: number; hours?: boolean }[] {
  return stored.sites.flatMap((s) => [
    ...MONTHS.filter((m) => (cells[cellKey(s.site_id, m)] ?? '').trim() !== cellText(s.months[m - 1])).map((m) => ({ siteId: s.site_id, month: m })),
    ...MONTHS.filter((m) => (cells[hoursKey(s.site_id, m)] ?? '').trim() !== cellText(s.hours?.[m - 1])).map((m) => ({ siteId: s.site_id, month: m, hours: true })),
    ...(days[s.site_id] && !sameDays(days[s.site_id], normaliseWorkingDays(s.working_days)) ? [{ siteId: s.site_id, month: 0 }] : []),
  ]);
}
