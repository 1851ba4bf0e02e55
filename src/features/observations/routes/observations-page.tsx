import { Suspense, useState } from 'react';
import { ScreenLoading } from '@/components/feedback/loading';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useAbilityVersion } from '@/lib/ability/use-ability';
import { ability } from '@/lib/ability/ability';
import { OBSERVATION_CATEGORIES, OBSERVATION_STATUSES, OBSERVATION_TYPES, displayObservationStatus } from '../model';
import { RISK_LEVELS, todayIso, useDebounced } from '@/features/actions/public';
import { useGetObservationCountsQuery, useGetObservationFormDataQuery, useGetObservationsQuery, type ObservationFilters } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';
import { Badge, Pager, StatusTabs } from '@/features/actions/public';
import { ExcelTools } from '../components/excel-tools';

const PER_PAGE = 15;
const SORTS = ['observed_at', 'number', 'risk_level', 'status', 'type', 'category'] as const;

/** FRAME of /observations: the list with tabs, filters, search and sort, and the child panel. */
export default function ObservationsPage() {
  useAbilityVersion();
  const outlet = useOutlet();
  const L = useObservationLabels();
  const { t } = L;
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<ObservationFilters>({});
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ field: string; order: 'asc' | 'desc' }>({ field: 'observed_at', order: 'desc' });
  const formData = useGetObservationFormDataQuery();
  const searched = useDebounced(search.trim());
  const args = { ...filters, search: searched || undefined, status, page, sort: sort.field, order: sort.order };
  const list = useGetObservationsQuery(args);
  const counts = useGetObservationCountsQuery({ ...filters, search: searched || undefined });
  const sites = formData.data?.sites ?? [];
  const areas = sites.find((s) => s.id === filters.site_id)?.areas ?? [];
  // names and the overdue status are derived here too: a realtime update replaces a row with the raw record
  const today = todayIso();
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? '';
  const areaName = (siteId: number, id: number | null) => (id ? (sites.find((s) => s.id === siteId)?.areas.find((a) => a.id === id)?.name ?? '') : '');
  const userName = (id: number | null) => (id ? (formData.data?.users.find((u) => u.id === id)?.full_name ?? '') : '');

  const setFilter = (key: keyof ObservationFilters, value: string | number | undefined) => {
    setPage(1);
    setFilters((f) => ({ ...f, [key]: value === '' ? undefined : value, ...(key === 'site_id' ? { area_id: undefined } : {}) }));
  };
  const rows = list.data?.observations ?? [];
  const total = list.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const canCreate = ability.can('create', 'Observation');
  const canUpdate = ability.can('update', 'Observation');
  const sortHeader = (field: (typeof SORTS)[number], label: string) => {
    const active = sort.field === field;
    return (
      <th scope="col" aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" onClick={() => setSort({ field, order: active && sort.order === 'desc' ? 'asc' : 'desc' })}>
          {label}
          {active && <i className={`pi pi-sort-amount-${sort.order === 'asc' ? 'up' : 'down'}`} aria-hidden="true" style={{ marginLeft: 4 }} />}
        </button>
      </th>
    );
  };

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('list.title')}</h1>
        <div className="form-actions">
          {canCreate && (
            <Link to="/observations/new" className="p-button p-component" style={{ textDecoration: 'none' }}>
              <i className="pi pi-plus" aria-hidden="true" style={{ marginRight: 6 }} />
              {t('list.new')}
            </Link>
          )}
          <ExcelTools filters={{ ...filters, search: searched || undefined, status }} canImport={canCreate} sites={sites} />
        </div>
      </div>
      <div className={`module-body${outlet ? ' with-panel' : ''}`}>
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
              setPage(1);
            }}
            tabs={[{ value: 'all', label: t('status.all'), count: counts.data?.all }, ...OBSERVATION_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts.data?.[s] }))]}
          />
          <div id="obs-list-panel" role="tabpanel" aria-labelledby={`obs-list-panel-tab-${status}`}>
            <form className="filters" role="search" aria-label={t('list.filters')} onSubmit={(e) => e.preventDefault()}>
              <div className="field">
                <label htmlFor="obs-search">{t('list.search')}</label>
                <input
                  id="obs-search"
                  className="native-input"
                  type="search"
                  value={search}
                  onChange={(e) => {
                    setSearch(e.target.value);
                    setPage(1);
                  }}
                />
              </div>
              <div className="field">
                <label htmlFor="obs-f-type">{t('fields.type')}</label>
                <select id="obs-f-type" className="native-input" value={filters.type ?? ''} onChange={(e) => setFilter('type', e.target.value)}>
                  <option value="">{t('list.any')}</option>
                  {OBSERVATION_TYPES.map((v) => (
                    <option key={v} value={v}>
                      {L.type(v)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="obs-f-category">{t('fields.category')}</label>
                <select id="obs-f-category" className="native-input" value={filters.category ?? ''} onChange={(e) => setFilter('category', e.target.value)}>
                  <option value="">{t('list.any')}</option>
                  {OBSERVATION_CATEGORIES.map((v) => (
                    <option key={v} value={v}>
                      {L.category(v)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="obs-f-site">{t('fields.site')}</label>
                <select id="obs-f-site" className="native-input" value={filters.site_id ?? ''} onChange={(e) => setFilter('site_id', e.target.value ? Number(e.target.value) : undefined)}>
                  <option value="">{t('list.any')}</option>
                  {sites.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="obs-f-area">{t('fields.area')}</label>
                <select id="obs-f-area" className="native-input" value={filters.area_id ?? ''} disabled={!filters.site_id} onChange={(e) => setFilter('area_id', e.target.value ? Number(e.target.value) : undefined)}>
                  <option value="">{t('list.any')}</option>
                  {areas.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="obs-f-risk">{t('fields.riskLevel')}</label>
                <select id="obs-f-risk" className="native-input" value={filters.risk_level ?? ''} onChange={(e) => setFilter('risk_level', e.target.value)}>
                  <option value="">{t('list.any')}</option>
                  {RISK_LEVELS.map((v) => (
                    <option key={v} value={v}>
                      {L.risk(v)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="obs-f-from">{t('list.from')}</label>
                <input id="obs-f-from" className="native-input" type="date" value={filters.from ?? ''} onChange={(e) => setFilter('from', e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor="obs-f-to">{t('list.to')}</label>
                <input id="obs-f-to" className="native-input" type="date" value={filters.to ?? ''} onChange={(e) => setFilter('to', e.target.value)} />
              </div>
              <div className="field">
                <Button
                  type="button"
                  outlined
                  label={t('list.clear')}
                  onClick={() => {
                    setFilters({});
                    setSearch('');
                    setPage(1);
                  }}
                />
              </div>
            </form>
            <div className="table-scroll">
              <table className="data-table" aria-busy={list.isFetching}>
                <caption className="sr-only">{t('list.caption', { count: total })}</caption>
                <thead>
                  <tr>
                    {sortHeader('number', t('fields.number'))}
                    {sortHeader('observed_at', t('fields.observedAt'))}
                    {sortHeader('type', t('fields.type'))}
                    {sortHeader('category', t('fields.category'))}
                    <th scope="col">{t('fields.siteArea')}</th>
                    {sortHeader('risk_level', t('fields.riskLevel'))}
                    {sortHeader('status', t('fields.status'))}
                    <th scope="col">{t('fields.reporter')}</th>
                    <th scope="col">
                      <span className="sr-only">{t('list.rowActions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((o) => {
                    const shown = displayObservationStatus(o, today);
                    const area = o.area_name ?? areaName(o.site_id, o.area_id);
                    return (
                      <tr key={o.id}>
                        <td>
                          <Link to={`/observations/summary/${o.id}`}>{o.number}</Link>
                        </td>
                        <td>{L.dateTime(o.observed_at)}</td>
                        <td>{L.type(o.type)}</td>
                        <td>{L.category(o.category)}</td>
                        <td>
                          {o.site_name ?? siteName(o.site_id)}
                          {area ? ` / ${area}` : ''}
                        </td>
                        <td>
                          <Badge kind={o.risk_level}>{L.risk(o.risk_level)}</Badge>
                        </td>
                        <td>
                          <Badge kind={shown}>{L.status(shown)}</Badge>
                        </td>
                        <td>{o.anonymous ? t('fields.anonymous') : (o.reporter_name ?? userName(o.reporter_id))}</td>
                        <td>
                          {canUpdate && (
                            <Link to={`/observations/edit/${o.id}`} aria-label={t('list.editOne', { number: o.number })}>
                              <i className="pi pi-pencil" aria-hidden="true" />
                            </Link>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                  {!list.isFetching && rows.length === 0 && (
                    <tr>
                      <td colSpan={9}>{list.isError ? t('list.loadFailed') : t('list.empty')}</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
            <Pager page={page} total={total} perPage={PER_PAGE} onPage={setPage} label={{ prev: t('list.prev'), next: t('list.next'), nav: t('list.pages'), status: t('list.pageStatus', { page, pages, total }) }} />
          </div>
        </section>
        {outlet && (
          <div className="panel">
            <Suspense fallback={<ScreenLoading />}>{outlet}</Suspense>
          </div>
        )}
      </div>
    </div>
  );
}
