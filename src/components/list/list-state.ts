import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ListSort {
  field: string;
  order: 'asc' | 'desc';
}

type FilterValue = string | number | undefined;

export interface ListStateOptions<F extends object> {
  /** the register's own path (e.g. '/observations'); its child routes (summary/edit panels) keep the list state */
  base: string;
  /** every filter key the list may put in the URL; keys ending in `_id` and those in `numeric` are numbers */
  filterKeys: readonly (keyof F & string)[];
  numeric?: readonly (keyof F & string)[];
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  /** the status tab shown when the URL names none */
  defaultTab?: string;
  /** filters that hang on the changed one and are cleared with it (e.g. the area when the site changes) */
  dependents?: (key: keyof F) => Partial<F>;
}

const PAGE = 'page';
const SORT = 'sort';
const ORDER = 'order';
const SEARCH = 'q';
const TAB = 'tab';

/**
 * The last list search of each register, so a child route reached without it (a save that navigates
 * to the summary) still shows the list as the user left it.
 */
const remembered = new Map<string, string>();
/** search texts typed but maybe not yet in the URL, oldest first (the URL catches up after each keystroke) */
const searchesWritten = new Map<string, string[]>();

/** Clears what the registers remember (tests start from a clean slate). */
export function forgetListStates(): void {
  remembered.clear();
  searchesWritten.clear();
}

/**
 * A register list's state — page, sort, status tab, search text and filters — kept in the URL's search
 * parameters: a link shares the exact list, and the back button returns to the previous one. Defaults
 * stay out of the URL; parameters the list does not own (e.g. `webview`) are kept. Changing a filter,
 * the tab or the search goes back to page 1. Typing in the search replaces the history entry instead of
 * adding one per keystroke. Debounce `search` before querying.
 */
export function useListState<F extends object>(options: ListStateOptions<F>) {
  const { base, filterKeys, numeric = [], defaultSort, defaultOrder = 'desc', defaultTab = '', dependents } = options;
  const location = useLocation();
  const navigate = useNavigate();
  const ownKeys = useMemo(() => new Set<string>([PAGE, SORT, ORDER, SEARCH, TAB, ...filterKeys]), [filterKeys]);

  const current = useMemo(() => {
    const params = new URLSearchParams(location.search);
    const hasOwn = [...params.keys()].some((k) => ownKeys.has(k));
    const atBase = location.pathname.replace(/\/+$/, '') === base;
    if (!hasOwn && !atBase) {
      // a child panel opened without the list's parameters: the list stays as it was left
      for (const [k, v] of new URLSearchParams(remembered.get(base) ?? '')) params.set(k, v);
    }
    return params;
  }, [location.search, location.pathname, base, ownKeys]);

  const own = useMemo(() => {
    const out = new URLSearchParams();
    for (const [k, v] of current) if (ownKeys.has(k)) out.set(k, v);
    return out.toString();
  }, [current, ownKeys]);
  if (location.pathname.replace(/\/+$/, '') === base || own) remembered.set(base, own);

  const filters = useMemo(() => {
    const out: Record<string, FilterValue> = {};
    for (const key of filterKeys) {
      const raw = current.get(key);
      if (raw === null || raw === '') continue;
      const isNumber = key.endsWith('_id') || (numeric as readonly string[]).includes(key);
      out[key] = isNumber && !Number.isNaN(Number(raw)) ? Number(raw) : raw;
    }
    return out as F;
  }, [current, filterKeys, numeric]);

  const page = Math.max(1, Number(current.get(PAGE)) || 1);
  // The search box shows local state (typing must not wait for a navigation); the URL follows it.
  // A search text that arrives from the URL by other means (back button, a shared link) replaces it.
  const urlSearch = current.get(SEARCH) ?? '';
  const [search, setSearchText] = useState(urlSearch);
  const [seen, setSeen] = useState(urlSearch);
  if (seen !== urlSearch) {
    setSeen(urlSearch);
    const pending = searchesWritten.get(base) ?? [];
    const at = pending.indexOf(urlSearch);
    if (at >= 0) searchesWritten.set(base, pending.slice(at));
    else {
      searchesWritten.set(base, [urlSearch]);
      setSearchText(urlSearch);
    }
  }
  const tab = current.get(TAB) || defaultTab;
  const sort: ListSort = { field: current.get(SORT) || defaultSort, order: current.get(ORDER) === 'asc' ? 'asc' : current.get(ORDER) === 'desc' ? 'desc' : defaultOrder };

  const update = useCallback(
    (change: (params: URLSearchParams) => void, replace = false) => {
      const params = new URLSearchParams(current);
      change(params);
      for (const k of Array.from(params.keys())) if (params.get(k) === '' || params.get(k) === 'undefined') params.delete(k);
      if (params.get(PAGE) === '1') params.delete(PAGE);
      if (params.get(TAB) === defaultTab) params.delete(TAB);
      if (params.get(SORT) === defaultSort) params.delete(SORT);
      if (params.get(ORDER) === defaultOrder) params.delete(ORDER);
      const search = params.toString();
      // what the list now is, also when its last parameter was just removed on a child route (flushSync below: the
      // list shows the new state at once, as local state would, not after a deferred router transition)
      remembered.set(base, [...params].filter(([k]) => ownKeys.has(k)).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace, preventScrollReset: true, flushSync: true });
    },
    [current, navigate, location.pathname, defaultTab, defaultSort, defaultOrder, base, ownKeys],
  );

  const writeFilters = (params: URLSearchParams, next: Partial<Record<string, FilterValue>>) => {
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined || v === '') params.delete(k);
      else params.set(k, String(v));
    }
  };

  const setPage = (next: number) => update((p) => p.set(PAGE, String(next)));
  const setTab = (next: string) =>
    update((p) => {
      p.set(TAB, next);
      p.delete(PAGE);
    });
  const setSort = (next: ListSort) =>
    update((p) => {
      p.set(SORT, next.field);
      p.set(ORDER, next.order);
    });
  const setFilter = (key: keyof F & string, value: FilterValue) =>
    update((p) => {
      writeFilters(p, { [key]: value === '' ? undefined : value, ...(dependents?.(key) as Record<string, FilterValue> | undefined) });
      p.delete(PAGE);
    });
  /** several filters at once (e.g. a matrix cell sets severity and likelihood together) */
  const setFilters = (next: (current: F) => F) =>
    update((p) => {
      const merged = next(filters) as Record<string, FilterValue>;
      for (const key of filterKeys) writeFilters(p, { [key]: merged[key] });
      p.delete(PAGE);
    });
  const setSearch = (text: string) => {
    setSearchText(text);
    searchesWritten.set(base, [...(searchesWritten.get(base) ?? []), text]);
    update((p) => {
      p.set(SEARCH, text);
      p.delete(PAGE);
    }, true);
  };
  const clear = () => {
    setSearchText('');
    searchesWritten.set(base, [...(searchesWritten.get(base) ?? []), '']);
    update((p) => {
      for (const key of filterKeys) p.delete(key);
      p.delete(SEARCH);
      p.delete(PAGE);
    });
  };
  /** a link to a child route (summary / edit) that keeps the list's parameters */
  const linkTo = (pathname: string) => ({ pathname, search: own ? `?${own}` : '' });

  return { page, setPage, tab, setTab, filters, setFilters, setFilter, search, setSearch, clear, sort, setSort, linkTo };
}
