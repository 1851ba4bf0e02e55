import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
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
  manHours,
  type ManpowerEntry,
  type ManpowerSiteYear,
  type ManpowerYear,
} from '../model';
import { manpowerProblems } from '../schemas/manpower-schema';
import { manpowerRuleKey } from '../schemas/rule-messages';
import { useGetManpowerQuery, useSaveManpowerMutation } from '../api/manpower-api';
import '../components/manpower-grid.css';

type Cells = Record<string, string>;
type View = 'monthly' | 'yearly';

const cellsOf = (data: ManpowerYear): Cells => Object.fromEntries(data.sites.flatMap((s) => MONTHS.map((m) => [cellKey(s.site_id, m), cellText(s.months[m - 1])])));

/** a typed cell as the totals count it: a whole number ≥ 0, else (empty or not valid yet) the default */
const liveValue = (text: string | undefined): number | null => (text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

/** the 422's per-cell messages: `{ cells: [{ site_id, month, errors }] }` beside Rails' `errors` */
function refusedCells(error: unknown): { site_id: number; month: number; errors: string[] }[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const cells = (error as { data?: { cells?: unknown } }).data?.cells;
  return Array.isArray(cells) ? (cells as { site_id: number; month: number; errors: string[] }[]) : null;
}

/**
 * /manpower (SPEC §2: organisation admin): each site's monthly manpower for a year, in a grid of labelled number
 * inputs (Tab across, ↑/↓ between sites), yearly totals and man-hours (SPEC §9: 8 × manpower), empty cells counting
 * as the default 100; a monthly / yearly view switch.
 */
export default function ManpowerPage() {
  const { t, i18n } = useTranslation('manpower');
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [view, setView] = useState<View>('monthly');
  const query = useGetManpowerQuery(year);
  const [save, saving] = useSaveManpowerMutation();
  const [cells, setCells] = useState<Cells>({});
  const [loadedFrom, setLoadedFrom] = useState<ManpowerYear | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement | null>());

  const data = query.currentData;
  // a new year (or a saved one) replaces the grid; a refetch of the same year keeps what is being typed
  if (data && data !== loadedFrom && (!loadedFrom || loadedFrom.year !== data.year || !dirtyOf(cells, loadedFrom).length)) {
    setCells(cellsOf(data));
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

  const fallback = data?.default_manpower ?? DEFAULT_SITE_MANPOWER;
  const sites: ManpowerSiteYear[] = loadedFrom?.sites ?? [];
  const live = (siteId: number, m: number) => effectiveManpower(liveValue(cells[cellKey(siteId, m)]), fallback);
  const siteTotal = (siteId: number) => MONTHS.reduce((sum, m) => sum + live(siteId, m), 0);
  const monthSum = (m: number) => sites.reduce((sum, s) => sum + live(s.site_id, m), 0);
  const grandTotal = sites.reduce((sum, s) => sum + siteTotal(s.site_id), 0);
  const dirty = loadedFrom ? dirtyOf(cells, loadedFrom) : [];
  const years = Array.from({ length: 7 }, (_, i) => thisYear - 5 + i).filter((y) => y >= MANPOWER_MIN_YEAR && y <= MANPOWER_MAX_YEAR);

  const focusCell = (key: string) => inputs.current.get(key)?.focus();

  function onCellKey(e: KeyboardEvent<HTMLInputElement>, row: number, m: number) {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (!step) return;
    const next = sites[row + step];
    if (!next) return;
    e.preventDefault();
    focusCell(cellKey(next.site_id, m));
  }

  async function onSave() {
    if (!loadedFrom) return;
    setFormError(null);
    const entries: ManpowerEntry[] = dirty.map(({ siteId, month }) => ({ site_id: siteId, month, manpower: cellValue(cells[cellKey(siteId, month)]) as number | null }));
    if (!entries.length) {
      showToast({ severity: 'info', detail: t('nothingToSave') });
      return;
    }
    const body = { year, entries };
    const local = await manpowerProblems(t, body);
    const found: Record<string, string> = {};
    for (const [index, messages] of local.cells) found[cellKey(entries[index].site_id, entries[index].month)] = messages[0];
    if (local.cells.size || local.other.length) return refuse(found, local.other[0] ?? null);
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
        mapped[cellKey(c.site_id, c.month)] = key ? t(key) : (c.errors[0] ?? '');
      }
      const other = ((result.error as { data?: { errors?: string[] } }).data?.errors ?? []).find((m) => !refused.some((c) => c.errors.includes(m)));
      return refuse(mapped, other ? (manpowerRuleKey(other) ? t(manpowerRuleKey(other)!) : other) : null);
    }
    setCells(cellsOf(result.data));
    setLoadedFrom(result.data);
    setErrors({});
    showToast({ severity: 'success', detail: t('saved', { year }) });
  }

  function refuse(found: Record<string, string>, other: string | null) {
    setErrors(found);
    const count = Object.keys(found).length;
    setFormError(count ? t('fixCells', { count }) : other);
    const first = sites.flatMap((s) => MONTHS.map((m) => cellKey(s.site_id, m))).find((k) => found[k]);
    if (first) requestAnimationFrame(() => focusCell(first));
  }

  return (
    <TitledSection id="manpower-title" level={1} title={t('title')}>
      <p>{t('intro', { default: number.format(fallback), hours: MAN_HOURS_PER_PERSON })}</p>
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
          {(['monthly', 'yearly'] as const).map((v) => (
            <label key={v}>
              <input type="radio" name="manpower-view" value={v} checked={view === v} onChange={() => setView(v)} /> {t(`view.${v}`)}
            </label>
          ))}
        </fieldset>
      </div>

      {query.isError && <Message severity="error" text={t('loadFailed')} />}
      {!query.isError && !loadedFrom && <p aria-busy="true">{t('loading')}</p>}
      {loadedFrom && sites.length === 0 && <Message severity="info" text={t('noSites')} />}

      {loadedFrom && sites.length > 0 && view === 'monthly' && (
        <form
          aria-labelledby="manpower-form-title"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          <h2 id="manpower-form-title">{t('monthlyTitle', { year })}</h2>
          <p className="manpower-legend" id="manpower-legend">
            <span>
              <span className="manpower-swatch is-entered" aria-hidden="true" />
              {t('legend.entered')}
            </span>
            <span>
              <span className="manpower-swatch" aria-hidden="true" />
              {t('legend.default', { default: number.format(fallback) })}
            </span>
            <span>{t('legend.keys')}</span>
          </p>
          {formError && (
            <p role="alert" className="field-error">
              {formError}
            </p>
          )}
          <div className="manpower-scroll" role="group" aria-label={t('gridLabel', { year })}>
            <table className="manpower-table">
              <caption className="sr-only">{t('caption', { year, count: sites.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('site')}</th>
                  {MONTHS.map((m) => (
                    <th key={m} scope="col">
                      <abbr title={monthName(m, 'long')}>{monthName(m, 'short')}</abbr>
                    </th>
                  ))}
                  <th scope="col">{t('yearlyTotal')}</th>
                </tr>
              </thead>
              <tbody>
                {sites.map((s, row) => (
                  <tr key={s.site_id}>
                    <th scope="row">{s.site_name}</th>
                    {MONTHS.map((m) => {
                      const key = cellKey(s.site_id, m);
                      const text = cells[key] ?? '';
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
                            aria-label={t('cellLabel', { site: s.site_name, month: monthName(m, 'long'), year })}
                            aria-describedby={error ? errorId : 'manpower-legend'}
                            aria-invalid={error ? true : undefined}
                            placeholder={String(fallback)}
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
                    <td>{number.format(siteTotal(s.site_id))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('allSites')}</th>
                  {MONTHS.map((m) => (
                    <td key={m}>{number.format(monthSum(m))}</td>
                  ))}
                  <td>{number.format(grandTotal)}</td>
                </tr>
                <tr>
                  <th scope="row">{t('manHours')}</th>
                  {MONTHS.map((m) => (
                    <td key={m}>{number.format(manHours(monthSum(m)))}</td>
                  ))}
                  <td>{number.format(manHours(grandTotal))}</td>
                </tr>
              </tfoot>
            </table>
          </div>
          <p>{t('manHoursRule', { hours: MAN_HOURS_PER_PERSON })}</p>
          <div className="form-actions">
            <Button type="submit" label={t('save')} icon="pi pi-check" loading={saving.isLoading} />
            <Button
              type="button"
              label={t('discard')}
              outlined
              disabled={!dirty.length}
              onClick={() => {
                setCells(cellsOf(loadedFrom));
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
                    <td>{number.format(manHours(siteTotal(s.site_id)))}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('allSites')}</th>
                  <td>{number.format(grandTotal)}</td>
                  <td>{number.format(sites.reduce((sum, s) => sum + enteredMonths(MONTHS.map((m) => liveValue(cells[cellKey(s.site_id, m)]))), 0))}</td>
                  <td>{number.format(manHours(grandTotal))}</td>
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

/** the cells whose text differs from what is stored */
function dirtyOf(cells: Cells, stored: ManpowerYear): { siteId: number; month: number }[] {
  return stored.sites.flatMap((s) => MONTHS.filter((m) => (cells[cellKey(s.site_id, m)] ?? '').trim() !== cellText(s.months[m - 1])).map((m) => ({ siteId: s.site_id, month: m })));
}
