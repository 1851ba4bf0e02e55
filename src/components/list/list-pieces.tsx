import type { SiteOption } from '@/lib/api/lookups';
import { Suspense, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import { Button } from 'primereact/button';
import { ScreenLoading } from '@/components/feedback/loading';
import type { ListSort } from './list-state';

/** The "new record" link styled as the primary button of a list page's head. */
export function NewLink({ to, label }: { to: To; label: string }) {
  return (
    <Link to={to} className="p-button p-component" style={{ textDecoration: 'none' }}>
      <i className="pi pi-plus" aria-hidden="true" style={{ marginRight: 6 }} />
      {label}
    </Link>
  );
}

/** A list frame's body: the list, and the child route (summary / edit / new) as a side panel when there is one. */
export function ModuleBody({ outlet, children }: { outlet: ReactNode; children: ReactNode }) {
  return (
    <div className={`module-body${outlet ? ' with-panel' : ''}`}>
      {children}
      {outlet && (
        <div className="panel">
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
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="native-input" disabled={disabled} value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange(value: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="native-input" type="date" value={value ?? ''} onChange={(e) => onChange(e.target.value)} />
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
    <div className="table-scroll">
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
    </div>
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
