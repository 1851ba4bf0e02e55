import { Link, useLocation, useOutlet } from 'react-router-dom';
import { PERMIT_TYPES } from '@/features/site-plans/public';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { DateFilter, FilterSelect, FiltersForm, NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage, type RegisterFilter } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { BOARD_COLUMNS, DISPLAY_PERMIT_STATUSES, type BoardColumn, type PermitSummary } from '../model/types';
import { PERMIT_TABS, type PermitTab } from '../model/status';
import { PERMITS_MAX_PER_PAGE, PERMITS_PER_PAGE, type PermitListArgs } from '../model/filters';
import { useGetPermitsQuery } from '../api/permits-api';
import { useGetPermitViewOptionsQuery } from '../api/permit-views-api';
import { PermitBoard } from '../components/views/permit-board';
import { statusBadge, usePermitViewLabels } from '../components/views/labels';
import '@/components/list/module.css';
import '../components/views/views.css';

/** the list's filters in the URL (useListState): `…_id` are numbers */
interface PermitFilters {
  status?: string;
  site_id?: number;
  permit_form_id?: number;
  permit_type?: string;
  board_column?: string;
  from?: string;
  to?: string;
  overdue?: string;
  clashing?: string;
}
const FILTER_KEYS = ['status', 'site_id', 'permit_form_id', 'permit_type', 'board_column', 'from', 'to', 'overdue', 'clashing'] as const;

export type PermitsView = 'board' | 'list';
const isTab = (v: string): v is PermitTab => (PERMIT_TABS as readonly string[]).includes(v);

/** what GET /permits gets from the URL's filters (both views) */
function argsOf(f: PermitFilters, search: string): PermitListArgs {
  return {
    status: f.status || undefined,
    site_id: f.site_id || undefined,
    permit_form_id: f.permit_form_id || undefined,
    permit_type: (PERMIT_TYPES as readonly string[]).includes(f.permit_type ?? '') ? (f.permit_type as PermitListArgs['permit_type']) : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    overdue: f.overdue === '1' ? 1 : undefined,
    clashing: f.clashing === '1' ? 1 : undefined,
    search: search || undefined,
  };
}

/**
 * /permits (Permit read): the status board (8 columns with counts, light cards) and the list (tabs All / Requested /
 * Drafts / Approved / Revoked / Rejected / Closed, search, filters, sort, pager). One filter state for both views,
 * kept in the URL (`view=list` for the list); overdue permits and clashes are flagged on both.
 */
export default function PermitsPage() {
  const outlet = useOutlet();
  const location = useLocation();
  const L = usePermitViewLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Permit');
  const state = useListState<PermitFilters>({ base: '/permits', filterKeys: FILTER_KEYS, defaultSort: 'start_at', defaultTab: 'all' });
  const { page, filters, search, sort, tab } = state;
  const view: PermitsView = new URLSearchParams(location.search).get('view') === 'list' ? 'list' : 'board';
  const searched = useDebounced(search.trim());
  const base = argsOf(filters, searched);
  const options = useGetPermitViewOptionsQuery();

  const board = useGetPermitsQuery({ ...base, per_page: PERMITS_MAX_PER_PAGE, sort: 'end_at', order: 'asc' }, { skip: view !== 'board' });
  const list = useGetPermitsQuery(
    { ...base, tab: isTab(tab) ? tab : 'all', board_column: (BOARD_COLUMNS as readonly string[]).includes(filters.board_column ?? '') ? (filters.board_column as BoardColumn) : undefined, page, per_page: PERMITS_PER_PAGE, sort: sort.field as PermitListArgs['sort'], order: sort.order },
    { skip: view !== 'list' },
  );

  /** the same URL with another view (filters kept, page and tab reset for the board) */
  const viewLink = (next: PermitsView, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams(location.search);
    params.delete('page');
    if (next === 'board') {
      params.delete('view');
      params.delete('tab');
      params.delete('board_column');
    } else params.set('view', 'list');
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const s = params.toString();
    return `/permits${s ? `?${s}` : ''}`;
  };

  const counts = (view === 'board' ? board.data : list.data)?.counts;
  const tabCount = (x: PermitTab) => {
    if (!counts) return undefined;
    if (x === 'all') return BOARD_COLUMNS.reduce((s, c) => s + counts[c], 0);
    if (x === 'approved') return counts.approved + counts.suspended + counts.expired;
    return counts[x];
  };

  const sites = options.data?.sites ?? [];
  const templates = options.data?.templates ?? [];
  const yes: readonly (readonly [string, string])[] = [['1', t('filters.yes')]];
  const filterDefs: RegisterFilter<PermitFilters>[] = [
    { kind: 'select', key: 'status', id: 'status', label: t('filters.status'), options: DISPLAY_PERMIT_STATUSES.map((s) => [s, L.status(s)]) },
    { kind: 'select', key: 'site_id', id: 'site', label: t('filters.site'), options: sites.map((s) => [s.id, s.name]) },
    { kind: 'select', key: 'permit_form_id', id: 'template', label: t('filters.template'), options: templates.map((s) => [s.id, s.name]) },
    { kind: 'select', key: 'permit_type', id: 'type', label: t('filters.type'), options: PERMIT_TYPES.map((p) => [p, L.permitType(p)]) },
    { kind: 'dateRange', from: 'from', to: 'to' },
    { kind: 'select', key: 'overdue', id: 'overdue', label: t('filters.overdue'), options: yes },
    { kind: 'select', key: 'clashing', id: 'clashing', label: t('filters.clashing'), options: yes },
  ];
  const listFilters: RegisterFilter<PermitFilters>[] = filters.board_column ? [...filterDefs, { kind: 'select', key: 'board_column', id: 'column', label: t('filters.column'), options: BOARD_COLUMNS.map((c) => [c, L.column(c)]) }] : filterDefs;

  const head = (
    <span className="permit-views-head">
      <nav className="permit-view-switch" aria-label={t('views.label')}>
        <Link to={viewLink('board')} aria-current={view === 'board' ? 'page' : undefined}>
          {t('views.board')}
        </Link>
        <Link to={viewLink('list')} aria-current={view === 'list' ? 'page' : undefined}>
          {t('views.list')}
        </Link>
      </nav>
      {canCreate && <Link to="/permits/map-view">{t('links.map')}</Link>}
      <Link to="/permit-dashboard">{t('links.dashboard')}</Link>
      {canCreate && <NewLink to="/permit-form-questions/new" label={t('links.new')} />}
    </span>
  );

  const flags = (p: PermitSummary) => (
    <span className="permit-flags">
      <span className={`badge badge-${statusBadge(p.display_status)}`}>{L.status(p.display_status)}</span>
      {p.clash_count > 0 && (
        <span className="badge badge-clash">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {t('clash.count', { count: p.clash_count })}
        </span>
      )}
    </span>
  );

  return (
    <RegisterPage title={t('title')} actions={head} outlet={outlet} listPath="/permits">
      {view === 'board' ? (
        <section className="panel register" aria-labelledby="permits-board-title">
          <h2 id="permits-board-title" className="sr-only">
            {t('board.title')}
          </h2>
          <FiltersForm label={t('filters.label')} searchId="permits-search" searchLabel={t('filters.search')} search={search} onSearch={state.setSearch} clearLabel={t('filters.clear')} onClear={state.clear}>
            {filterDefs.map((f) =>
              f.kind === 'dateRange' ? (
                [f.from, f.to].map((key, i) => <DateFilter key={key} id={`permits-f-${i ? 'to' : 'from'}`} label={t(i ? 'filters.to' : 'filters.from')} value={filters[key] as string | undefined} onChange={(v) => state.setFilter(key, v || undefined)} />)
              ) : (
                <FilterSelect key={f.key} id={`permits-f-${f.id}`} label={f.label} any={t('filters.any')} value={filters[f.key] as string | number | undefined} options={f.options} onChange={(v) => state.setFilter(f.key, f.key.endsWith('_id') && v ? Number(v) : v || undefined)} />
              ),
            )}
          </FiltersForm>
          {board.isError ? (
            <p role="alert">{t('loadFailed')}</p>
          ) : !board.data ? (
            <p aria-busy="true">{t('loading')}</p>
          ) : (
            <>
              <p className="sr-only" aria-live="polite">
                {t('board.summary', { count: board.data.total_count })}
              </p>
              <PermitBoard permits={board.data.permits} counts={board.data.counts} busy={board.isFetching} L={L} columnLink={(c) => viewLink('list', { board_column: c })} />
            </>
          )}
        </section>
      ) : (
        <Register<PermitSummary, PermitFilters>
          idPrefix="permits"
          title={t('list.title')}
          state={state}
          tabs={{ label: t('tabsLabel'), items: PERMIT_TABS.map((x) => ({ value: x, label: L.tab(x), count: tabCount(x) })) }}
          filtersLabel={t('filters.label')}
          filters={listFilters}
          columns={[
            { header: t('list.number'), sort: 'number', cell: (p) => <Link className="permit-number" to={`/permit/${p.id}/summary`}>{p.number}</Link> },
            { header: t('list.work'), cell: (p) => p.title },
            { header: t('list.template'), cell: (p) => [p.template_name, L.permitType(p.permit_type)].filter(Boolean).join(' · ') },
            { header: t('list.location'), cell: (p) => [p.site_name, p.location.description].filter(Boolean).join(' · ') },
            { header: t('list.start'), sort: 'start_at', cell: (p) => L.dateTime(p.start_at) },
            { header: t('list.end'), sort: 'end_at', cell: (p) => L.dateTime(p.end_at) },
            { header: t('list.status'), cell: flags },
            { header: t('list.requestor'), cell: (p) => p.requestor_name },
          ]}
          rows={list.data?.permits ?? []}
          rowActions={(p) => (
            <Link to={`/permit/${p.id}/report`} aria-label={t('list.reportOf', { number: p.number })}>
              <i className="pi pi-print" aria-hidden="true" />
            </Link>
          )}
          total={list.data?.total_count ?? 0}
          perPage={PERMITS_PER_PAGE}
          query={list}
          caption={t('list.caption', { count: list.data?.total_count ?? 0 })}
          loadFailed={t('loadFailed')}
        />
      )}
    </RegisterPage>
  );
}
