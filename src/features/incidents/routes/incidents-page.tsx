import { useAbility } from '@/lib/ability/use-can';
import { Badge, Pager, StatusTabs } from '@/components/list/list-ui';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { useState } from 'react';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { showToast } from '@/lib/feedback/toast-service';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { DateFilter, EditLink, FilterSelect, FiltersForm, ListTable, ModuleBody, NewLink, SiteAreaCell, SortHeader } from '@/components/list/list-pieces';
import { useListState } from '@/components/list/list-state';

import { INCIDENT_CATEGORIES, INCIDENT_LIKELIHOODS, INCIDENT_SEVERITIES, INCIDENT_TYPES, displayIncidentStatus, ratingBand, ratingScore, type IncidentLikelihood, type IncidentRecord, type IncidentSeverity } from '../model';
import { useGetIncidentCountsQuery, useGetIncidentFormDataQuery, useGetIncidentsQuery, useLazyGetAllIncidentsQuery, type IncidentFilters } from '../api/incidents-api';
import { useIncidentLabels } from '../components/register/labels';
import { ClassificationMatrix, type MatrixSelection } from '../components/register/classification-matrix';
import { PrintPreview } from '../components/register/print-preview';
import { exportColumns } from '../components/register/incident-rows';

/** SPEC §9: incidents are listed 50 per page */
const INCIDENT_PAGE_SIZE = 50;
type Tab = 'open' | 'closed';
const INCIDENT_FILTER_KEYS = ['type', 'category', 'site_id', 'severity', 'likelihood', 'pending_rating', 'from', 'to'] as const;
type Filters = Pick<IncidentFilters, 'type' | 'category' | 'site_id' | 'severity' | 'likelihood' | 'pending_rating' | 'from' | 'to'>;

/**
 * FRAME of /incidents: the incident register (Open / Closed tabs with counts, filters, the
 * classification matrix, sort, paging, Excel export and print preview) and the child panel.
 */
export default function IncidentsPage() {
  const can = useAbility();
  const outlet = useOutlet();
  const L = useIncidentLabels();
  const { t } = L;
  const listState = useListState<Filters>({
    base: '/incidents',
    filterKeys: INCIDENT_FILTER_KEYS,
    numeric: ['pending_rating'],
    defaultSort: 'occurred_at',
    defaultTab: 'open',
    dependents: (key) => (key === 'severity' || key === 'likelihood' ? { pending_rating: undefined } : {}),
  });
  const { page, setPage, filters, setFilters, setFilter, search, setSearch, clear, sort, setSort, linkTo } = listState;
  const tab: Tab = listState.tab === 'closed' ? 'closed' : 'open';
  const setTab = listState.setTab;
  const [busy, setBusy] = useState<'export' | 'print' | null>(null);
  const [preview, setPreview] = useState<IncidentRecord[] | null>(null);
  const formData = useGetIncidentFormDataQuery();
  const searched = useDebounced(search.trim());
  const shared = { ...filters, search: searched || undefined };
  const list = useGetIncidentsQuery({ ...shared, tab, page, sort: sort.field, order: sort.order });
  const counts = useGetIncidentCountsQuery(shared);
  // the matrix counts every rating of the other filters, so a chosen cell does not hide the others
  const matrixArgs = { ...shared, severity: undefined, likelihood: undefined, pending_rating: undefined };
  const matrixCounts = useGetIncidentCountsQuery(matrixArgs);
  const [fetchAll] = useLazyGetAllIncidentsQuery();
  const sites = formData.data?.sites ?? [];
  const today = todayIso();
  const siteName = (id: number) => sites.find((s) => s.id === id)?.name ?? '';

  const selection: MatrixSelection = filters.pending_rating ? 'pending' : filters.severity && filters.likelihood ? { severity: filters.severity as IncidentSeverity, likelihood: filters.likelihood as IncidentLikelihood } : null;
  const onMatrix = (next: MatrixSelection) => {
    setFilters((f) => ({
      ...f,
      severity: next && next !== 'pending' ? next.severity : undefined,
      likelihood: next && next !== 'pending' ? next.likelihood : undefined,
      pending_rating: next === 'pending' ? 1 : undefined,
    }));
  };

  const rows = list.data?.incidents ?? [];
  const total = list.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / INCIDENT_PAGE_SIZE));
  const canCreate = can('create', 'Incident');
  const canUpdate = can('update', 'Incident');

  const loadAll = async (kind: 'export' | 'print') => {
    setBusy(kind);
    try {
      const result = await fetchAll({ ...shared, tab, sort: sort.field, order: sort.order });
      if (result.error) {
        // SPEC §8: too many records in the chosen range → apply filters
        if ('status' in result.error && result.error.status === 422) showToast({ severity: 'warn', detail: t('excel.tooMany'), group: 'alerts', life: 10_000 });
        else showToast({ severity: 'error', detail: apiErrorMessage(result.error) ?? t('excel.failed') });
        return null;
      }
      return result.data?.incidents ?? [];
    } finally {
      setBusy(null);
    }
  };
  const onExport = async () => {
    const all = await loadAll('export');
    if (!all) return;
    const { buildWorkbook, downloadBlob } = await import('@/lib/excel/workbook');
    const columns = exportColumns(L, today);
    const buffer = await buildWorkbook(
      'Incidents',
      columns.map((c) => c.header),
      all.map((i) => columns.map((c) => c.value(i))),
    );
    downloadBlob(buffer, `incidents-${today}.xlsx`);
    showToast({ severity: 'success', detail: t('excel.exported', { count: all.length }) });
  };
  const onPrint = async () => {
    const all = await loadAll('print');
    if (all) setPreview(all);
  };
  const filterSummary = () => {
    const parts = [t(`tabs.${tab}`)];
    if (filters.type) parts.push(`${t('fields.type')}: ${L.type(filters.type)}`);
    if (filters.category) parts.push(`${t('fields.category')}: ${L.category(filters.category)}`);
    if (filters.site_id) parts.push(`${t('fields.site')}: ${siteName(filters.site_id)}`);
    if (filters.severity) parts.push(`${t('fields.severity')}: ${L.severity(filters.severity)}`);
    if (filters.likelihood) parts.push(`${t('fields.likelihood')}: ${L.likelihood(filters.likelihood)}`);
    if (filters.pending_rating) parts.push(t('matrix.pending'));
    if (filters.from) parts.push(`${t('list.from')}: ${L.date(filters.from)}`);
    if (filters.to) parts.push(`${t('list.to')}: ${L.date(filters.to)}`);
    if (searched) parts.push(`${t('list.search')}: ${searched}`);
    return t('print.filters', { filters: parts.join(' · ') });
  };

  const sortHeader = (field: string, label: string) => <SortHeader field={field} label={label} sort={sort} onSort={setSort} />;

  if (preview) {
    return (
      <div className="module-page">
        <PrintPreview rows={preview} filterSummary={filterSummary()} onClose={() => setPreview(null)} />
      </div>
    );
  }

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('list.title')}</h1>
        <div className="form-actions">
          {canCreate && <NewLink to={linkTo('/incidents/new')} label={t('list.new')} />}
          <Button type="button" outlined icon="pi pi-file-excel" label={t('excel.export')} loading={busy === 'export'} onClick={() => void onExport()} />
          <Button type="button" outlined icon="pi pi-print" label={t('print.open')} loading={busy === 'print'} onClick={() => void onPrint()} />
        </div>
      </div>
      <ModuleBody outlet={outlet}>
        <section className="panel" aria-labelledby="inc-list-title">
          <h2 id="inc-list-title" className="sr-only">
            {t('list.title')}
          </h2>
          <ClassificationMatrix cells={matrixCounts.data?.matrix} pending={matrixCounts.data?.pending_rating} selected={selection} onSelect={onMatrix} />
          <StatusTabs
            label={t('list.tabs')}
            panelId="inc-list-panel"
            value={tab}
            onChange={(v) => setTab(v as Tab)}
            tabs={[
              { value: 'open', label: t('tabs.open'), count: counts.data?.open_tab },
              { value: 'closed', label: t('tabs.closed'), count: counts.data?.closed_tab },
            ]}
          />
          <div id="inc-list-panel" role="tabpanel" aria-labelledby={`inc-list-panel-tab-${tab}`}>
            <FiltersForm label={t('list.filters')} searchId="inc-search" searchLabel={t('list.search')} search={search} onSearch={setSearch} clearLabel={t('list.clear')} onClear={clear}>
              <FilterSelect id="inc-f-type" label={t('fields.type')} any={t('list.any')} value={filters.type} options={INCIDENT_TYPES.map((v) => [v, L.type(v)])} onChange={(v) => setFilter('type', v)} />
              <FilterSelect id="inc-f-category" label={t('fields.category')} any={t('list.any')} value={filters.category} options={INCIDENT_CATEGORIES.map((v) => [v, L.category(v)])} onChange={(v) => setFilter('category', v)} />
              <FilterSelect id="inc-f-site" label={t('fields.site')} any={t('list.any')} value={filters.site_id ? String(filters.site_id) : ''} options={sites.map((s) => [String(s.id), s.name])} onChange={(v) => setFilter('site_id', v ? Number(v) : undefined)} />
              <FilterSelect id="inc-f-severity" label={t('fields.severity')} any={t('list.any')} value={filters.severity} options={INCIDENT_SEVERITIES.map((v) => [v, L.severity(v)])} onChange={(v) => setFilter('severity', v)} />
              <FilterSelect id="inc-f-likelihood" label={t('fields.likelihood')} any={t('list.any')} value={filters.likelihood} options={INCIDENT_LIKELIHOODS.map((v) => [v, L.likelihood(v)])} onChange={(v) => setFilter('likelihood', v)} />
              <DateFilter id="inc-f-from" label={t('list.from')} value={filters.from} onChange={(v) => setFilter('from', v)} />
              <DateFilter id="inc-f-to" label={t('list.to')} value={filters.to} onChange={(v) => setFilter('to', v)} />
            </FiltersForm>
            <ListTable
              caption={t('list.caption', { count: total })}
              busy={list.isFetching}
              columns={8}
              rowActionsLabel={t('list.rowActions')}
              empty={!list.isFetching && rows.length === 0 ? (list.isError ? t('list.loadFailed') : t('list.empty')) : null}
              header={
                <>
                  {sortHeader('number', t('fields.number'))}
                  {sortHeader('occurred_at', t('fields.occurredAt'))}
                  {sortHeader('type', t('fields.type'))}
                  {sortHeader('category', t('fields.category'))}
                  <th scope="col">{t('fields.siteArea')}</th>
                  {sortHeader('rating', t('fields.rating'))}
                  {sortHeader('status', t('fields.status'))}
                </>
              }
            >
              {rows.map((i) => {
                const shown = displayIncidentStatus(i, today);
                const band = ratingBand(ratingScore(i.severity, i.likelihood));
                return (
                  <tr key={i.id}>
                    <td>
                      <Link to={linkTo(`/incidents/summary/${i.id}`)}>{i.number}</Link>
                    </td>
                    <td>{L.dateTime(i.occurred_at)}</td>
                    <td>{L.type(i.type)}</td>
                    <td>{L.category(i.category)}</td>
                    <SiteAreaCell sites={sites} row={i} />
                    <td>
                      <Badge kind={`band-${band}`}>{L.rating(i.severity, i.likelihood)}</Badge>
                    </td>
                    <td>
                      <Badge kind={shown}>{L.status(shown)}</Badge>
                    </td>
                    <td>
                      {canUpdate && i.status !== 'closed' && <EditLink to={linkTo(`/incidents/edit/${i.id}`)} label={t('list.editOne', { number: i.number })} />}
                    </td>
                  </tr>
                );
              })}
            </ListTable>
            <Pager page={page} total={total} perPage={INCIDENT_PAGE_SIZE} onPage={setPage} label={{ prev: t('list.prev'), next: t('list.next'), nav: t('list.pages'), status: t('list.pageStatus', { page, pages, total }) }} />
          </div>
        </section>
      </ModuleBody>
    </div>
  );
}
