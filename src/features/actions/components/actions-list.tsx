import { useAbility } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge, Pager, StatusTabs } from '@/components/list/list-ui';
import { Link } from 'react-router-dom';
import { EditLink, FilterSelect, FiltersForm, ListTable, SortHeader } from '@/components/list/list-pieces';
import { useListState } from '@/components/list/list-state';
import { ACTION_CATEGORIES, ACTION_STATUSES, ACTION_TYPES, CONTROL_TYPES, RISK_LEVELS, displayActionStatus, type ActionKind } from '../model';
import { useGetActionFormDataQuery, useGetActionsQuery, type ActionListArgs } from '../api/actions-api';
import { useActionLabels } from './labels';

const PER_PAGE = 50;
const ACTION_FILTER_KEYS = ['type', 'risk_level', 'control_type', 'category', 'site_id', 'area_id'] as const;
type Filters = Pick<ActionListArgs, 'type' | 'risk_level' | 'control_type' | 'category' | 'site_id' | 'area_id'>;

/** An actions list (page size 50) with status tabs, the SPEC filters (type, risk, control, category, area), search and sort. */
export function ActionsList({ kind, base, status: pathStatus, onStatus }: { kind: ActionKind; base: string; status: string; onStatus(next: string): void }) {
  const can = useAbility();
  const L = useActionLabels();
  const { t } = L;
  const { page, setPage, tab, setTab, filters, setFilter, search, setSearch, clear, sort, setSort, linkTo } = useListState<Filters>({
    base,
    filterKeys: ACTION_FILTER_KEYS,
    defaultSort: 'created_at',
    defaultTab: 'all',
    dependents: (key) => (key === 'site_id' ? { area_id: undefined } : {}),
  });
  // /actions/all/:tab names the status in the path; the other kinds keep it with the list state
  const status = kind === 'all' ? pathStatus : tab;
  const formData = useGetActionFormDataQuery();
  const searched = useDebounced(search.trim());
  const query = useGetActionsQuery({ kind, ...filters, search: searched || undefined, status, page, sort: sort.field, order: sort.order });
  const sites = formData.data?.sites ?? [];
  const areas = sites.find((s) => s.id === filters.site_id)?.areas ?? [];
  const today = todayIso();
  const rows = query.data?.actions ?? [];
  const total = query.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const counts = query.data?.status_counts;
  const sortHeader = (field: string, label: string) => <SortHeader field={field} label={label} sort={sort} onSort={setSort} />;
  const select = (id: string, label: string, key: keyof Filters, options: [string, string][], numeric = false, disabled = false) => (
    <FilterSelect id={id} label={label} any={t('list.any')} value={filters[key]} options={options} disabled={disabled} onChange={(v) => setFilter(key, numeric ? (v ? Number(v) : undefined) : v)} />
  );
  const canUpdate = can('update', 'Action');
  const panelId = `actions-${kind}-panel`;

  return (
    <section className="panel" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="sr-only">
        {t(`kinds.${kind}`)}
      </h2>
      <StatusTabs
        label={t('list.statusTabs')}
        panelId={panelId}
        value={status}
        onChange={(v) => (kind === 'all' ? onStatus(v) : setTab(v))}
        tabs={[{ value: 'all', label: t('status.all'), count: counts?.all }, ...ACTION_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts?.[s] }))]}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${status}`}>
        <FiltersForm label={t('list.filters')} searchId={`${panelId}-search`} searchLabel={t('list.search')} search={search} onSearch={setSearch} clearLabel={t('list.clear')} onClear={clear}>
          {kind === 'all' && select(`${panelId}-type`, t('fields.type'), 'type', ACTION_TYPES.map((v) => [v, L.type(v)]))}
          {select(`${panelId}-risk`, t('fields.risk'), 'risk_level', RISK_LEVELS.map((v) => [v, L.risk(v)]))}
          {select(`${panelId}-control`, t('fields.controlType'), 'control_type', CONTROL_TYPES.map((v) => [v, L.control(v)]))}
          {select(`${panelId}-category`, t('fields.category'), 'category', ACTION_CATEGORIES.map((v) => [v, L.category(v)]))}
          {select(`${panelId}-site`, t('fields.site'), 'site_id', sites.map((s) => [String(s.id), s.name]), true)}
          {select(`${panelId}-area`, t('fields.area'), 'area_id', areas.map((a) => [String(a.id), a.name]), true, !filters.site_id)}
        </FiltersForm>
        <ListTable
          caption={t('list.caption', { count: total })}
          busy={query.isFetching}
          columns={9}
          rowActionsLabel={t('list.rowActions')}
          empty={!query.isFetching && rows.length === 0 ? (query.isError ? t('list.loadFailed') : t('list.empty')) : null}
          header={
            <>
              {sortHeader('number', t('fields.number'))}
              {sortHeader('type', t('fields.type'))}
              {sortHeader('description', t('fields.description'))}
              {sortHeader('control_type', t('fields.controlType'))}
              {sortHeader('risk_level', t('fields.risk'))}
              <th scope="col">{t('fields.responsible')}</th>
              {sortHeader('due_date', t('fields.dueDate'))}
              {sortHeader('status', t('fields.status'))}
            </>
          }
        >
          {rows.map((a) => {
            const shown = displayActionStatus(a.status, a.due_date, today);
            return (
              <tr key={a.id}>
                <td>
                  <Link to={linkTo(`${base}/summary/${a.id}`)}>{a.number}</Link>
                </td>
                <td>{L.type(a.type)}</td>
                <td>{a.description}</td>
                <td>{L.control(a.control_type)}</td>
                <td>
                  <Badge kind={a.risk_level}>{L.risk(a.risk_level)}</Badge>
                </td>
                <td>{a.responsible_user_name ?? formData.data?.users.find((u) => u.id === a.responsible_user_id)?.full_name ?? ''}</td>
                <td>{L.date(a.due_date)}</td>
                <td>
                  <Badge kind={shown}>{L.status(shown)}</Badge>
                </td>
                <td>
                  {canUpdate && <EditLink to={linkTo(`${base}/edit/${a.id}`)} label={t('list.editOne', { number: a.number })} />}
                </td>
              </tr>
            );
          })}
        </ListTable>
        <Pager page={page} total={total} perPage={PER_PAGE} onPage={setPage} label={{ prev: t('list.prev'), next: t('list.next'), nav: t('list.pages'), status: t('list.pageStatus', { page, pages, total }) }} />
      </div>
    </section>
  );
}
