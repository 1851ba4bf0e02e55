import { PERMIT_TYPES, type PermitType } from '@/features/site-plans/public';
import type { QueryOf } from '@/lib/api/contract';
import { BOARD_COLUMNS, DISPLAY_PERMIT_STATUSES, type BoardColumn, type DisplayPermitStatus, type PermitSummary } from './types';
import { PERMIT_TABS, boardColumn, displayStatus, inTab, isOverdue, type PermitTab } from './status';

type PermitsQuery = QueryOf<'/permits', 'get'>;

/**
 * GET /permits query, its documented parameters (permits-plan.md "Endpoints"): the filters of the board / list, shared by the demo backend (which
 * filters with `matchesPermitFilters`) and the realtime patch of cached lists (a row that leaves a list's filters
 * leaves it at once).
 */
export type PermitListArgs = Pick<
  PermitsQuery,
  'tab' | 'board_column' | 'status' | 'search' | 'site_id' | 'permit_form_id' | 'permit_type' | 'from' | 'to' | 'overdue' | 'clashing' | 'sort' | 'order' | 'page' | 'per_page'
> & {
  tab?: PermitTab;
  board_column?: BoardColumn;
  /** display statuses, comma-separated */
  status?: string;
  permit_type?: PermitType;
  /** YYYY-MM-DD or ISO: permits whose start–end window overlaps from–to */
  from?: string;
  sort?: 'start_at' | 'end_at' | 'number' | 'updated_at';
  /** ≤ 500 (the board asks for every permit of its filters) */
  per_page?: number;
};

export const PERMITS_PER_PAGE = 25;
export const PERMITS_MAX_PER_PAGE = 500;

const isTab = (v: unknown): v is PermitTab => typeof v === 'string' && (PERMIT_TABS as readonly string[]).includes(v);
const isColumn = (v: unknown): v is BoardColumn => typeof v === 'string' && (BOARD_COLUMNS as readonly string[]).includes(v);
const isType = (v: unknown): v is PermitType => typeof v === 'string' && (PERMIT_TYPES as readonly string[]).includes(v);
const positive = (v: unknown) => (Number(v) > 0 ? Number(v) : undefined);

/** the args from a query string (unknown values are dropped) */
export function permitArgsOf(get: (key: string) => string): PermitListArgs {
  const statuses = get('status')
    .split(',')
    .filter((s) => (DISPLAY_PERMIT_STATUSES as readonly string[]).includes(s));
  const sort = get('sort');
  return {
    tab: isTab(get('tab')) ? (get('tab') as PermitTab) : undefined,
    board_column: isColumn(get('board_column')) ? (get('board_column') as BoardColumn) : undefined,
    status: statuses.length ? statuses.join(',') : undefined,
    search: get('search').trim() || undefined,
    site_id: positive(get('site_id')),
    permit_form_id: positive(get('permit_form_id')),
    permit_type: isType(get('permit_type')) ? (get('permit_type') as PermitType) : undefined,
    from: get('from') || undefined,
    to: get('to') || undefined,
    overdue: get('overdue') === '1' || get('overdue') === 'true' ? 1 : undefined,
    clashing: get('clashing') === '1' || get('clashing') === 'true' ? 1 : undefined,
    sort: (['start_at', 'end_at', 'number', 'updated_at'] as const).find((s) => s === sort),
    order: get('order') === 'asc' ? 'asc' : get('order') === 'desc' ? 'desc' : undefined,
  };
}

type Filterable = Pick<PermitSummary, 'status' | 'start_at' | 'end_at' | 'number' | 'title' | 'requestor_name' | 'permit_form_id' | 'permit_type' | 'location'> &
  Partial<Pick<PermitSummary, 'display_status' | 'clash_count' | 'extension_count' | 'approval'>>;

/** day bounds: a bare date `to` means the end of that day */
const fromMs = (v: string) => new Date(v.length === 10 ? `${v}T00:00:00` : v).getTime();
const toMs = (v: string) => new Date(v.length === 10 ? `${v}T23:59:59.999` : v).getTime();

/** whether a permit passes the list's filters; `ignore` for the per-column counts */
export function matchesPermitFilters(p: Filterable, args: PermitListArgs, now: Date = new Date(), ignore: { tab?: boolean; column?: boolean } = {}): boolean {
  if (!ignore.tab && args.tab && !inTab(p, args.tab, now)) return false;
  if (!ignore.column && args.board_column && boardColumn(p, now) !== args.board_column) return false;
  if (args.status) {
    const wanted = args.status.split(',') as DisplayPermitStatus[];
    if (!wanted.includes(p.display_status ?? displayStatus(p, now))) return false;
  }
  if (args.site_id && p.location.site_id !== Number(args.site_id)) return false;
  if (args.permit_form_id && p.permit_form_id !== Number(args.permit_form_id)) return false;
  if (args.permit_type && p.permit_type !== args.permit_type) return false;
  if (args.from && new Date(p.end_at).getTime() < fromMs(args.from)) return false;
  if (args.to && new Date(p.start_at).getTime() > toMs(args.to)) return false;
  if (args.overdue && !isOverdue(p, now)) return false;
  if (args.clashing && !(p.clash_count ?? 0)) return false;
  if (args.search) {
    const s = args.search.trim().toLowerCase();
    const text = [p.number, p.title, p.location.description, p.requestor_name].join(' ').toLowerCase();
    if (s && !text.includes(s)) return false;
  }
  return true;
}
