import { EXPORT_MAX_ROWS } from '@/config/constants';
import { useAbility } from '@/lib/ability/use-can';
import { Badge } from '@/components/list/list-ui';
import { useTranslation } from 'react-i18next';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { useState } from 'react';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { showToast } from '@/lib/feedback/toast-service';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { EditLink, NewLink, siteAreaName } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
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
  const { t: tc, i18n } = useTranslation('common');
  const listState = useListState<Filters>({
    base: '/incidents',
    filterKeys: INCIDENT_FILTER_KEYS,
    numeric: ['pending_rating'],
    defaultSort: 'occurred_at',
    defaultTab: 'open',
    dependents: (key) => (key === 'severity' || key === 'likelihood' ? { pending_rating: undefined } : {}),
  });
  const { page, filters, setFilters, search, sort, linkTo } = listState;
  const tab: Tab = listState.tab === 'closed' ? 'closed' : 'open';
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
  const canCreate = can('create', 'Incident');
  const canUpdate = can('update', 'Incident');

  const loadAll = async (kind: 'export' | 'print') => {
    setBusy(kind);
    try {
      const result = await fetchAll({ ...shared, tab, sort: sort.field, order: sort.order });
      if (result.error) {
        // SPEC §8: too many records in the chosen range → apply filters
        if ('status' in result.error && result.error.status === 422) showToast({ severity: 'warn', detail: t('excel.tooMany', { limit: EXPORT_MAX_ROWS.toLocaleString(i18n.language) }), group: 'alerts', life: 10_000 });
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
    if (filters.from) parts.push(`${tc('list.from')}: ${L.date(filters.from)}`);
    if (filters.to) parts.push(`${tc('list.to')}: ${L.date(filters.to)}`);
    if (searched) parts.push(`${tc('list.search')}: ${searched}`);
    return t('print.filters', { filters: parts.join(' · ') });
  };

  const statusCell = (i: IncidentRecord) => {
    const shown = displayIncidentStatus(i, today);
    return <Badge kind={L.incidentBadge(shown)}>{L.incidentStatus(shown)}</Badge>;
  };

  if (preview) {
    return (
      <div className="module-page">
        <PrintPreview rows={preview} filterSummary={filterSummary()} onClose={() => setPreview(null)} />
      </div>
    );
  }

  return (
    <RegisterPage
      title={t('list.title')}
      outlet={outlet}
      listPath={'/incidents'}
      actions={
        <>
          {canCreate && <NewLink to={linkTo('/incidents/new')} label={t('list.new')} />}
          <Button type="button" outlined icon="pi pi-file-excel" label={t('excel.export')} loading={busy === 'export'} onClick={() => void onExport()} />
          <Button type="button" outlined icon="pi pi-print" label={t('print.open')} loading={busy === 'print'} onClick={() => void onPrint()} />
        </>
      }
    >
      <Register<IncidentRecord, Filters>
        idPrefix="inc"
        title={t('list.title')}
        state={listState}
        above={<ClassificationMatrix cells={matrixCounts.data?.matrix} pending={matrixCounts.data?.pending_rating} selected={selection} onSelect={onMatrix} />}
        tabs={{
          label: t('list.tabs'),
          value: tab,
          items: [
            { value: 'open', label: t('tabs.open'), count: counts.data?.open_tab },
            { value: 'closed', label: t('tabs.closed'), count: counts.data?.closed_tab },
          ],
        }}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'type', id: 'type', label: t('fields.type'), options: INCIDENT_TYPES.map((v) => [v, L.type(v)]) },
          { kind: 'select', key: 'category', id: 'category', label: t('fields.category'), options: INCIDENT_CATEGORIES.map((v) => [v, L.category(v)]) },
          { kind: 'select', key: 'site_id', id: 'site', label: t('fields.site'), options: sites.map((s) => [s.id, s.name]) },
          { kind: 'select', key: 'severity', id: 'severity', label: t('fields.severity'), options: INCIDENT_SEVERITIES.map((v) => [v, L.severity(v)]) },
          { kind: 'select', key: 'likelihood', id: 'likelihood', label: t('fields.likelihood'), options: INCIDENT_LIKELIHOODS.map((v) => [v, L.likelihood(v)]) },
          { kind: 'dateRange', from: 'from', to: 'to' },
        ]}
        columns={[
          { header: t('fields.number'), sort: 'number', cell: (i) => <Link to={linkTo(`/incidents/summary/${i.id}`)}>{i.number}</Link> },
          { header: t('fields.occurredAt'), sort: 'occurred_at', cell: (i) => L.dateTime(i.occurred_at) },
          { header: t('fields.type'), sort: 'type', cell: (i) => L.type(i.type) },
          { header: t('fields.category'), sort: 'category', cell: (i) => L.category(i.category) },
          { header: t('fields.siteArea'), cell: (i) => siteAreaName(sites, i) },
          { header: t('fields.rating'), sort: 'rating', cell: (i) => <Badge kind={`band-${ratingBand(ratingScore(i.severity, i.likelihood))}`}>{L.rating(i.severity, i.likelihood)}</Badge> },
          { header: t('fields.status'), sort: 'status', cell: statusCell },
        ]}
        rows={rows}
        rowActions={(i) => canUpdate && i.status !== 'closed' && <EditLink to={linkTo(`/incidents/edit/${i.id}`)} label={t('list.editOne', { number: i.number })} />}
        total={total}
        perPage={INCIDENT_PAGE_SIZE}
        query={list}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
