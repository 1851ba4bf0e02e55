import { EXPORT_MAX_ROWS } from '@/config/constants';
/**
 * The list endpoints' shared query handling (Rails-style params): read params, equality / date-range / search
 * filters, sorting with per-field sort keys (newest id first on ties) and paging.
 */
export type Query = (key: string) => string;

/** The request's query params; a missing one reads as ''. */
export function queryOf(request: Request): Query {
  const url = new URL(request.url);
  return (key) => url.searchParams.get(key) ?? '';
}

/** Rows whose `key` equals each given param (an empty param, or `ignore` when given, does not filter). */
export function whereEquals<T, K extends keyof T & string>(rows: T[], q: Query, keys: readonly K[], ignore?: string): T[] {
  let out = rows;
  for (const key of keys) {
    const v = q(key);
    if (v && v !== ignore) out = out.filter((r) => r[key] === v);
  }
  return out;
}

/** Rows whose id field equals the numeric param (0 or missing does not filter). */
export function whereId<T>(rows: T[], q: Query, param: string, id: (row: T) => number | null | undefined): T[] {
  const want = Number(q(param));
  return want ? rows.filter((r) => id(r) === want) : rows;
}

/** Rows whose date (the first 10 characters of `at`) lies within the `from`/`to` params. */
export function whereDateBetween<T>(rows: T[], q: Query, at: (row: T) => string): T[] {
  let out = rows;
  const from = q('from');
  if (from) out = out.filter((r) => at(r).slice(0, 10) >= from);
  const to = q('to');
  if (to) out = out.filter((r) => at(r).slice(0, 10) <= to);
  return out;
}

/** Rows whose text contains the `search` param (case-insensitive). */
export function whereSearch<T>(rows: T[], q: Query, text: (row: T) => string): T[] {
  const search = q('search').trim().toLowerCase();
  return search ? rows.filter((r) => text(r).toLowerCase().includes(search)) : rows;
}

/** Rows whose display status is the `status` param, or one of a comma-separated list ('all' or empty does not filter). */
export function whereStatus<T extends { display_status?: string }>(rows: T[], q: Query): T[] {
  const status = q('status');
  if (!status || status === 'all') return rows;
  const wanted = new Set(status.split(','));
  return rows.filter((r) => wanted.has(r.display_status ?? ''));
}

/** How many rows show each status (display status, else the stored one; 0 for a status none shows), and `all`. */
export function statusCounts<S extends string>(rows: { status: S; display_status?: S }[], statuses: readonly S[]): Record<S, number> & { all: number } {
  const out = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const r of rows) out[r.display_status ?? r.status] += 1;
  return { ...out, all: rows.length };
}

/** Sorted by the `sort` param (default `fallback`) and `order` (desc unless 'asc'); ties newest id first. */
export function sortRows<T extends { id: number }>(rows: T[], q: Query, fallback: string, keys: Record<string, (row: T) => string | number> = {}): T[] {
  const sort = q('sort') || fallback;
  const dir = q('order') === 'asc' ? 1 : -1;
  const key = (r: T): string | number => {
    if (keys[sort]) return keys[sort](r);
    const v = (r as unknown as Record<string, unknown>)[sort];
    return typeof v === 'number' ? v : String(v ?? '');
  };
  return [...rows].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * dir || b.id - a.id;
  });
}

/** SPEC §8 export alert: more rows than this in the chosen range → "apply filters" (config/constants.ts) */
export { EXPORT_MAX_ROWS };
export const EXPORT_TOO_LARGE = `The chosen range holds more than ${EXPORT_MAX_ROWS} records. Apply filters to export.`;

/** The `page` param's slice; `per_page` is honoured (1..max) only when `max` is given. */
export function pageOf<T>(rows: T[], q: Query, size: number, max?: number) {
  const perPage = max ? Math.min(max, Math.max(1, Number(q('per_page')) || size)) : size;
  const page = Math.max(1, Number(q('page')) || 1);
  return { rows: rows.slice((page - 1) * perPage, page * perPage), total_count: rows.length, page, per_page: perPage };
}
