import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateFilter, FilterSelect, FiltersForm, ListTable, ModuleBody, SortHeader } from './list-pieces';
import { Pager, StatusTabs, type StatusTab } from './list-ui';
import type { useListState } from './list-state';

type ListState<F extends object> = ReturnType<typeof useListState<F>>;

export interface RegisterColumn<R> {
  header: string;
  /** the server's sort field, when the column sorts */
  sort?: string;
  cell(row: R): ReactNode;
}

type FilterOptions = readonly (readonly [string | number, string])[];

/** A filter of the register's bar; its control gets the id `${idPrefix}-f-${id}`. */
export type RegisterFilter<F> =
  | { kind: 'select'; key: keyof F & string; id: string; label: string; options: FilterOptions; disabled?: boolean }
  /** a date range: two date inputs labelled "From date" / "To date", ids `…-f-from` and `…-f-to` */
  | { kind: 'dateRange'; from: keyof F & string; to: keyof F & string };

export interface RegisterProps<R, F extends object> {
  /** prefix of the register's element ids: `${idPrefix}-list-panel`, `${idPrefix}-search`, `${idPrefix}-f-…` */
  idPrefix: string;
  /** the list's (visually hidden) heading */
  title: string;
  state: ListState<F>;
  /** status tabs: label of the tab list, the tabs with counts; `value`/`onChange` when the tab lives elsewhere than the list state */
  tabs?: { label: string; items: StatusTab[]; value?: string; onChange?(next: string): void };
  filtersLabel: string;
  filters: readonly (RegisterFilter<F> | false | null | undefined)[];
  columns: readonly RegisterColumn<R>[];
  rows: readonly R[];
  rowKey?(row: R): Key;
  /** the row's own actions (edit link…), in the last, visually unlabelled column */
  rowActions?(row: R): ReactNode;
  total: number;
  perPage: number;
  query: { isFetching: boolean; isError: boolean };
  /** the table's caption for screen readers, e.g. "Observations: 12 found" */
  caption: string;
  /** the message when the list could not be loaded */
  loadFailed: string;
  /** the message of an empty list (default: the shared "No records found.") */
  empty?: string;
  /** shown above the tabs (e.g. a classification matrix) */
  above?: ReactNode;
}

/**
 * A module's register: status tabs with counts, the filter bar (search first), the sortable table with a
 * row-actions column, the empty / failed row and the pager, all wired to `useListState` (state in the URL).
 * A module describes its columns and filters; the markup, ids, ARIA wiring and shared labels live here.
 */
export function Register<R, F extends object>(props: RegisterProps<R, F>) {
  const { idPrefix, title, state, tabs, filters, columns, rows, total, perPage, query } = props;
  const { t } = useTranslation('common');
  const { page, setPage, filters: values, setFilter, search, setSearch, clear, sort, setSort } = state;
  const panelId = `${idPrefix}-list-panel`;
  const tab = tabs?.value ?? state.tab;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const rowKey = props.rowKey ?? ((row: R) => (row as { id: Key }).id);
  const value = (key: keyof F) => values[key] as string | number | undefined;
  // filters named `…_id` hold numbers (as useListState reads them from the URL)
  const set = (key: keyof F & string, v: string) => setFilter(key, key.endsWith('_id') && v ? Number(v) : v || undefined);
  // a From after the To matches nothing: say so instead of a silent empty list
  const range = filters.find((f): f is Extract<RegisterFilter<F>, { kind: 'dateRange' }> => !!f && f.kind === 'dateRange');
  const from = range && (value(range.from) as string | undefined);
  const to = range && (value(range.to) as string | undefined);
  const rangeError = from && to && from > to ? t('list.rangeInverted') : undefined;

  const table = (
    <>
      <FiltersForm label={props.filtersLabel} searchId={`${idPrefix}-search`} searchLabel={t('list.search')} search={search} onSearch={setSearch} clearLabel={t('list.clear')} onClear={clear}>
        {filters.map((f) => {
          if (!f) return null;
          if (f.kind === 'dateRange') {
            return [f.from, f.to].map((key, i) => (
              <DateFilter key={key} id={`${idPrefix}-f-${i ? 'to' : 'from'}`} label={t(i ? 'list.to' : 'list.from')} value={value(key) as string | undefined} onChange={(v) => set(key, v)} error={i ? rangeError : undefined} />
            ));
          }
          return <FilterSelect key={f.key} id={`${idPrefix}-f-${f.id}`} label={f.label} any={t('list.any')} value={value(f.key)} options={f.options} disabled={f.disabled} onChange={(v) => set(f.key, v)} />;
        })}
      </FiltersForm>
      <ListTable
        caption={props.caption}
        busy={query.isFetching}
        columns={columns.length + 1}
        rowActionsLabel={t('list.rowActions')}
        empty={!query.isFetching && rows.length === 0 ? (query.isError ? props.loadFailed : (rangeError ?? props.empty ?? t('list.empty'))) : null}
        header={columns.map((c) => (c.sort ? <SortHeader key={c.header} field={c.sort} label={c.header} sort={sort} onSort={setSort} /> : <th key={c.header} scope="col">{c.header}</th>))}
      >
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header}>{c.cell(row)}</td>
            ))}
            <td>{props.rowActions?.(row)}</td>
          </tr>
        ))}
      </ListTable>
      <Pager page={page} total={total} perPage={perPage} onPage={setPage} label={{ prev: t('list.prev'), next: t('list.next'), nav: t('list.pages'), status: t('list.pageStatus', { page, pages, total }) }} />
    </>
  );

  return (
    <section className="panel register" aria-labelledby={`${idPrefix}-list-title`}>
      <h2 id={`${idPrefix}-list-title`} className="sr-only">
        {title}
      </h2>
      {props.above}
      {tabs ? (
        <>
          <StatusTabs label={tabs.label} panelId={panelId} value={tab} onChange={tabs.onChange ?? state.setTab} tabs={tabs.items} />
          <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`}>
            {table}
          </div>
        </>
      ) : (
        table
      )}
    </section>
  );
}

/** A register page's frame: the heading with the page's actions, the register, and the record panel of a child route. */
export function RegisterPage({ title, actions, outlet, listPath, children }: { title: string; actions?: ReactNode; outlet: ReactNode; listPath: string; children: ReactNode }) {
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{title}</h1>
        {actions && <div className="form-actions">{actions}</div>}
      </div>
      <ModuleBody outlet={outlet} listPath={listPath}>
        {children}
      </ModuleBody>
    </div>
  );
}
