import type { SiteOption } from '@/lib/api/lookups';
import { Suspense, useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigationType, type To } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ScreenLoading } from '@/components/feedback/loading';
import type { ListSort } from './list-state';
import { ScrollRegion } from '@/components/data/scroll-region';
import { LabelledSelect } from '@/components/form/labelled-select';
import { restoreScroll } from '@/lib/routing/restore-scroll';

/** The "new record" link styled as the primary button of a list page's head. */
export function NewLink({ to, label }: { to: To; label: string }) {
  return <ButtonLink to={to} icon="pi pi-plus" label={label} />;
}

/** a link that looks like a button (PrimeReact's classes), with its icon before the label */
export function ButtonLink({ to, icon, label, outlined }: { to: To; icon: string; label: string; outlined?: boolean }) {
  return (
    <Link to={to} className={outlined ? 'p-button p-button-outlined p-component' : 'p-button p-component'} style={{ textDecoration: 'none' }}>
      <i className={icon} aria-hidden="true" style={{ marginRight: 6 }} />
      {label}
    </Link>
  );
}

/** a record's own route (summary / edit), not the list or its default 'new' panel */
const isRecord = (pathname: string, listPath: string) => pathname !== listPath && pathname !== `${listPath}/new`;

/** side by side from this width; below it the record panel follows the list (beside it, the list would clip its columns) */
const SIDE_BY_SIDE = '(min-width: 1800px)';

/**
 * A list frame's body: the list, and the child route (new / summary / edit) as the record panel. Below
 * 1800 px the panel follows the list: opening a row scrolls the panel into view and moves focus to it, and
 * "Back to the list" or the browser's back returns to the list where it was left. `listPath` is the list's
 * own path; the list's parameters stay in the URL of the panel.
 */
export function ModuleBody({ outlet, listPath, children }: { outlet: ReactNode; listPath: string; children: ReactNode }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const navigationType = useNavigationType();
  const panel = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  /** where the list was scrolled when a row was opened, and what the next route change is for */
  const memo = useRef({ listScroll: 0, pathname: location.pathname, next: null as 'open' | 'return' | null });
  // after the router's ScrollRestoration (a layout effect that puts a pushed page at the top)
  useEffect(() => {
    const m = memo.current;
    if (m.pathname === location.pathname) return;
    const wasRecord = isRecord(m.pathname, listPath);
    const redirected = navigationType === 'REPLACE' && m.pathname === listPath;
    m.pathname = location.pathname;
    // a row opened while the list's own path was still on its way to its default panel ('new'): that redirect is not
    // the row's answer (consuming it there left the record, which lands next, off screen on a phone)
    if (redirected && m.next === 'open') return;
    const next = m.next ?? (navigationType === 'POP' && wasRecord ? 'return' : null);
    // the list's own path may redirect to its default panel ('new'): the way back ends there
    m.next = next === 'return' && location.pathname === listPath ? 'return' : null;
    if (window.matchMedia?.(SIDE_BY_SIDE).matches) return;
    if (next === 'open' && panel.current) {
      panel.current.focus({ preventScroll: true });
      panel.current.scrollIntoView({ block: 'start' });
    } else if (next === 'return') {
      // the panel below the list may still be loading (the page too short to get there yet): again as it grows
      return restoreScroll(m.listScroll, body.current);
    }
  }, [location.pathname, listPath, navigationType]);

  const onListClick = (e: MouseEvent) => {
    if (panel.current?.contains(e.target as Node) || !(e.target as Element).closest('a')) return;
    memo.current.listScroll = window.scrollY;
    memo.current.next = 'open';
  };
  return (
    <div className={`module-body${outlet ? ' with-panel' : ''}`} ref={body} onClickCapture={onListClick}>
      {children}
      {outlet && (
        <div className="panel record-panel" ref={panel} tabIndex={-1}>
          {isRecord(location.pathname, listPath) && (
            <Link className="panel-back" to={{ pathname: listPath, search: location.search }} onClick={() => (memo.current.next = 'return')}>
              <i className="pi pi-arrow-left" aria-hidden="true" /> {t('list.back')}
            </Link>
          )}
          <Suspense fallback={<ScreenLoading />}>{outlet}</Suspense>
        </div>
      )}
    </div>
  );
}

interface FiltersFormProps {
  label: string;
  searchId: string;
  searchLabel: string;
  search: string;
  onSearch(text: string): void;
  clearLabel: string;
  onClear(): void;
  children: ReactNode;
}

/** The filters bar: the search box first, the list's own filters, then the clear button. */
export function FiltersForm({ label, searchId, searchLabel, search, onSearch, clearLabel, onClear, children }: FiltersFormProps) {
  return (
    <form className="filters" role="search" aria-label={label} onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input id={searchId} className="native-input" type="search" value={search} onChange={(e) => onSearch(e.target.value)} />
      </div>
      {children}
      <div className="field">
        <Button type="button" outlined label={clearLabel} onClick={onClear} />
      </div>
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** the empty option ("any") */
  any: string;
  value: string | number | undefined;
  options: readonly (readonly [string | number, string])[];
  disabled?: boolean;
  onChange(value: string): void;
}

export function FilterSelect({ id, label, any, value, options, disabled, onChange }: FilterSelectProps) {
  return <LabelledSelect id={id} label={label} value={value ?? ''} options={[['', any], ...options]} disabled={disabled} onChange={onChange} />;
}

export function DateFilter({ id, label, value, onChange, error }: { id: string; label: string; value: string | undefined; onChange(value: string): void; error?: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="native-input" type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error && (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** A column header that sorts the list (descending first, then toggles) and tells its state (aria-sort). */
export function SortHeader({ field, label, sort, onSort }: { field: string; label: string; sort: ListSort; onSort(next: ListSort): void }) {
  const active = sort.field === field;
  return (
    <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" onClick={() => onSort({ field, order: active && sort.order === 'desc' ? 'asc' : 'desc' })}>
        {label}
        {active && <i className={`pi pi-sort-amount-${sort.order === 'asc' ? 'up' : 'down'}`} aria-hidden="true" style={{ marginLeft: 4 }} />}
      </button>
    </th>
  );
}

interface ListTableProps {
  caption: string;
  busy: boolean;
  header: ReactNode;
  /** shown in one full-width row when the loaded page has no rows */
  empty: string | null;
  columns: number;
  rowActionsLabel: string;
  children: ReactNode;
}

/** The scrolling data table of a list: caption (screen readers), header cells + a row-actions column, rows, the empty row. */
export function ListTable({ caption, busy, header, empty, columns, rowActionsLabel, children }: ListTableProps) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-table" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {header}
            <th scope="col">
              <span className="sr-only">{rowActionsLabel}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {children}
          {empty !== null && (
            <tr>
              <td colSpan={columns}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** The pencil link of a row. */
export function EditLink({ to, label }: { to: To; label: string }) {
  return (
    <Link to={to} aria-label={label}>
      <i className="pi pi-pencil" aria-hidden="true" />
    </Link>
  );
}


/**
 * The "Site / Area" text of a row: the names the server sent, else those of the form data's sites
 * (a realtime update replaces a row with the raw record, which carries ids only).
 */
export function siteAreaName(sites: readonly SiteOption[], row: { site_id: number; area_id: number | null; site_name?: string; area_name?: string }): string {
  const site = sites.find((s) => s.id === row.site_id);
  const area = row.area_name ?? (row.area_id ? (site?.areas.find((a) => a.id === row.area_id)?.name ?? '') : '');
  return `${row.site_name ?? site?.name ?? ''}${area ? ` / ${area}` : ''}`;
}
