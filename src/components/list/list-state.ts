import { useState } from 'react';

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * A register list's local state: page, filters, search text and sort. Changing a filter or the search
 * goes back to page 1; `dependents(key)` clears filters that hang on the changed one (e.g. the area when
 * the site changes). Debounce `search` before querying.
 */
export function useListState<F extends object>(defaultSort: string, dependents?: (key: keyof F) => Partial<F>) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<F>({} as F);
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState<ListSort>({ field: defaultSort, order: 'desc' });
  const setFilter = (key: keyof F, value: string | number | undefined) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value === '' ? undefined : value, ...dependents?.(key) }));
  };
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  const clear = () => {
    setFilters({} as F);
    setSearchText('');
    setPage(1);
  };
  return { page, setPage, filters, setFilters, setFilter, search, setSearch, clear, sort, setSort };
}
