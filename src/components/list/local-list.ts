import type { ListSort } from './list-state';

export interface LocalListOptions<R> {
  /** the row is shown under the list's search and filters */
  matches(row: R): boolean;
  /** the register's sort fields and each one's key of a row */
  sorts: Record<string, (row: R) => string | number>;
  /** the field used when the URL names an unknown one */
  fallback: string;
  sort: ListSort;
  page: number;
  perPage: number;
}

/**
 * A register whose server sends every row at once (roles, a category's sub-categories): the search, filters, sort
 * and page of `useListState` applied here. Rows of equal key keep the server's order.
 */
export function localList<R>(all: readonly R[], o: LocalListOptions<R>): { total: number; rows: R[] } {
  const key = o.sorts[o.sort.field] ?? o.sorts[o.fallback];
  const sign = o.sort.order === 'asc' ? 1 : -1;
  const matching = all
    .filter(o.matches)
    .map((row, i) => ({ row, i, k: key(row) }))
    .sort((a, b) => (a.k < b.k ? -sign : a.k > b.k ? sign : a.i - b.i))
    .map(({ row }) => row);
  return { total: matching.length, rows: matching.slice((o.page - 1) * o.perPage, o.page * o.perPage) };
}
