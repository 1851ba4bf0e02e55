import { useAbility } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge, Pager, StatusTabs } from '@/components/list/list-ui';
import { Link, useOutlet } from 'react-router-dom';
import { DateFilter, EditLink, FilterSelect, FiltersForm, ListTable, ModuleBody, NewLink, SiteAreaCell, SortHeader } from '@/components/list/list-pieces';
import { useListState } from '@/components/list/list-state';
import { OBSERVATION_CATEGORIES, OBSERVATION_STATUSES, OBSERVATION_TYPES, displayObservationStatus } from '../model';
import { RISK_LEVELS } from '@/features/actions/public';
import { useGetObservationCountsQuery, useGetObservationFormDataQuery, useGetObservationsQuery, type ObservationFilters } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';

import { ExcelTools } from '../components/excel-tools';

const PER_PAGE = 15;
const OBSERVATION_FILTER_KEYS = ['type', 'category', 'site_id', 'area_id', 'risk_level', 'from', 'to'] as const;
const SORTS = ['observed_at', 'number', 'risk_level', 'status', 'type', 'category'] as const;

/** FRAME of /observations: the list with tabs, filters, search and sort, and the child panel. */
export default function ObservationsPage() {
  const can = useAbility();
  const outlet = useOutlet();
  const L = useObservationLabels();
  const { t } = L;
  const { page, setPage, tab: status, setTab: setStatus, filters, setFilter, search, setSearch, clear, sort, setSort, linkTo } = useListState<ObservationFilters>({
    base: '/observations',
    filterKeys: OBSERVATION_FILTER_KEYS,
    defaultSort: 'observed_at',
    defaultTab: 'all',
    dependents: (key) => (key === 'site_id' ? { area_id: undefined } : {}),
  });
  const formData = useGetObservationFormDataQuery();
  const searched = useDebounced(search.trim());
  const args = { ...filters, search: searched || undefined, status, page, sort: sort.field, order: sort.order };
  const list = useGetObservationsQuery(args);
  const counts = useGetObservationCountsQuery({ ...filters, search: searched || undefined });
  const sites = formData.data?.sites ?? [];
  const areas = sites.find((s) => s.id === filters.site_id)?.areas ?? [];
  // names and the overdue status are derived here too: a realtime update replaces a row with the raw record
  const today = todayIso();
  const userName = (id: number | null) => (id ? (formData.data?.users.find((u) => u.id === id)?.full_name ?? '') : '');

  const rows = list.data?.observations ?? [];
  const total = list.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const canCreate = can('create', 'Observation');
  const canUpdate = can('update', 'Observation');
  const sortHeader = (field: (typeof SORTS)[number], label: string) => <SortHeader field={field} label={label} sort={sort} onSort={setSort} />;

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('list.title')}</h1>
        <div className="form-actions">
          {canCreate && <NewLink to={linkTo('/observations/new')} label={t('list.new')} />}
          <ExcelTools filters={{ ...filters, search: searched || undefined, status }} canImport={canCreate} sites={sites} />
        </div>
      </div>
      <ModuleBody outlet={outlet}>
        <section className="panel" aria-labelledby="obs-list-title">
          <h2 id="obs-list-title" className="sr-only">
            {t('list.title')}
          </h2>
          <StatusTabs
            label={t('list.statusTabs')}
            panelId="obs-list-panel"
            value={status}
            onChange={(v) => {
              setStatus(v);
            }}
            tabs={[{ value: 'all', label: t('status.all'), count: counts.data?.all }, ...OBSERVATION_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts.data?.[s] }))]}
          />
          <div id="obs-list-panel" role="tabpanel" aria-labelledby={`obs-list-panel-tab-${status}`}>
            <FiltersForm label={t('list.filters')} searchId="obs-search" searchLabel={t('list.search')} search={search} onSearch={setSearch} clearLabel={t('list.clear')} onClear={clear}>
              <FilterSelect id="obs-f-type" label={t('fields.type')} any={t('list.any')} value={filters.type} options={OBSERVATION_TYPES.map((v) => [v, L.type(v)])} onChange={(v) => setFilter('type', v)} />
              <FilterSelect id="obs-f-category" label={t('fields.category')} any={t('list.any')} value={filters.category} options={OBSERVATION_CATEGORIES.map((v) => [v, L.category(v)])} onChange={(v) => setFilter('category', v)} />
              <FilterSelect id="obs-f-site" label={t('fields.site')} any={t('list.any')} value={filters.site_id} options={sites.map((s) => [s.id, s.name])} onChange={(v) => setFilter('site_id', v ? Number(v) : undefined)} />
              <FilterSelect id="obs-f-area" label={t('fields.area')} any={t('list.any')} value={filters.area_id} disabled={!filters.site_id} options={areas.map((a) => [a.id, a.name])} onChange={(v) => setFilter('area_id', v ? Number(v) : undefined)} />
              <FilterSelect id="obs-f-risk" label={t('fields.riskLevel')} any={t('list.any')} value={filters.risk_level} options={RISK_LEVELS.map((v) => [v, L.risk(v)])} onChange={(v) => setFilter('risk_level', v)} />
              <DateFilter id="obs-f-from" label={t('list.from')} value={filters.from} onChange={(v) => setFilter('from', v)} />
              <DateFilter id="obs-f-to" label={t('list.to')} value={filters.to} onChange={(v) => setFilter('to', v)} />
            </FiltersForm>
            <ListTable
              caption={t('list.caption', { count: total })}
              busy={list.isFetching}
              columns={9}
              rowActionsLabel={t('list.rowActions')}
              empty={!list.isFetching && rows.length === 0 ? (list.isError ? t('list.loadFailed') : t('list.empty')) : null}
              header={
                <>
                  {sortHeader('number', t('fields.number'))}
                  {sortHeader('observed_at', t('fields.observedAt'))}
                  {sortHeader('type', t('fields.type'))}
                  {sortHeader('category', t('fields.category'))}
                  <th scope="col">{t('fields.siteArea')}</th>
                  {sortHeader('risk_level', t('fields.riskLevel'))}
                  {sortHeader('status', t('fields.status'))}
                  <th scope="col">{t('fields.reporter')}</th>
                </>
              }
            >
              {rows.map((o) => {
                const shown = displayObservationStatus(o, today);
                return (
                  <tr key={o.id}>
                    <td>
                      <Link to={linkTo(`/observations/summary/${o.id}`)}>{o.number}</Link>
                    </td>
                    <td>{L.dateTime(o.observed_at)}</td>
                    <td>{L.type(o.type)}</td>
                    <td>{L.category(o.category)}</td>
                    <SiteAreaCell sites={sites} row={o} />
                    <td>
                      <Badge kind={o.risk_level}>{L.risk(o.risk_level)}</Badge>
                    </td>
                    <td>
                      <Badge kind={shown}>{L.status(shown)}</Badge>
                    </td>
                    <td>{o.anonymous ? t('fields.anonymous') : (o.reporter_name ?? userName(o.reporter_id))}</td>
                    <td>
                      {canUpdate && <EditLink to={linkTo(`/observations/edit/${o.id}`)} label={t('list.editOne', { number: o.number })} />}
                    </td>
                  </tr>
                );
              })}
            </ListTable>
            <Pager page={page} total={total} perPage={PER_PAGE} onPage={setPage} label={{ prev: t('list.prev'), next: t('list.next'), nav: t('list.pages'), status: t('list.pageStatus', { page, pages, total }) }} />
          </div>
        </section>
      </ModuleBody>
    </div>
  );
}
