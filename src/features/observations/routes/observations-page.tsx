import { useAbility } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge } from '@/components/list/list-ui';
import { Link, useOutlet } from 'react-router-dom';
import { EditLink, NewLink, siteAreaName } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { OBSERVATION_CATEGORIES, OBSERVATION_STATUSES, OBSERVATION_TYPES, displayObservationStatus, type ObservationRecord } from '../model';
import { RISK_LEVELS } from '@/features/actions/public';
import { useGetObservationCountsQuery, useGetObservationFormDataQuery, useGetObservationsQuery, type ObservationFilters } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';

import { ExcelTools } from '../components/excel-tools';

const PER_PAGE = 15;
const OBSERVATION_FILTER_KEYS = ['type', 'category', 'site_id', 'area_id', 'risk_level', 'from', 'to'] as const;

/** FRAME of /observations: the list with tabs, filters, search and sort, and the child panel. */
export default function ObservationsPage() {
  const can = useAbility();
  const outlet = useOutlet();
  const L = useObservationLabels();
  const { t } = L;
  const state = useListState<ObservationFilters>({
    base: '/observations',
    filterKeys: OBSERVATION_FILTER_KEYS,
    defaultSort: 'observed_at',
    defaultTab: 'all',
    dependents: (key) => (key === 'site_id' ? { area_id: undefined } : {}),
  });
  const { page, tab: status, filters, search, sort, linkTo } = state;
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
  const canCreate = can('create', 'Observation');
  const canUpdate = can('update', 'Observation');

  return (
    <RegisterPage
      title={t('list.title')}
      outlet={outlet}
      listPath={'/observations'}
      actions={
        <>
          {canCreate && <NewLink to={linkTo('/observations/new')} label={t('list.new')} />}
          <ExcelTools filters={{ ...filters, search: searched || undefined, status }} canImport={canCreate} sites={sites} />
        </>
      }
    >
      <Register<ObservationRecord, ObservationFilters>
        idPrefix="obs"
        title={t('list.title')}
        state={state}
        tabs={{ label: t('list.statusTabs'), items: [{ value: 'all', label: t('status.all'), count: counts.data?.all }, ...OBSERVATION_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts.data?.[s] }))] }}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'type', id: 'type', label: t('fields.type'), options: OBSERVATION_TYPES.map((v) => [v, L.type(v)]) },
          { kind: 'select', key: 'category', id: 'category', label: t('fields.category'), options: OBSERVATION_CATEGORIES.map((v) => [v, L.category(v)]) },
          { kind: 'select', key: 'site_id', id: 'site', label: t('fields.site'), options: sites.map((s) => [s.id, s.name]) },
          { kind: 'select', key: 'area_id', id: 'area', label: t('fields.area'), options: areas.map((a) => [a.id, a.name]), disabled: !filters.site_id },
          { kind: 'select', key: 'risk_level', id: 'risk', label: t('fields.riskLevel'), options: RISK_LEVELS.map((v) => [v, L.risk(v)]) },
          { kind: 'dateRange', from: 'from', to: 'to' },
        ]}
        columns={[
          { header: t('fields.number'), sort: 'number', cell: (o) => <Link to={linkTo(`/observations/summary/${o.id}`)}>{o.number}</Link> },
          { header: t('fields.observedAt'), sort: 'observed_at', cell: (o) => L.dateTime(o.observed_at) },
          { header: t('fields.type'), sort: 'type', cell: (o) => L.type(o.type) },
          { header: t('fields.category'), sort: 'category', cell: (o) => L.category(o.category) },
          { header: t('fields.siteArea'), cell: (o) => siteAreaName(sites, o) },
          { header: t('fields.riskLevel'), sort: 'risk_level', cell: (o) => <Badge kind={o.risk_level}>{L.risk(o.risk_level)}</Badge> },
          { header: t('fields.status'), sort: 'status', cell: (o) => { const shown = displayObservationStatus(o, today); return <Badge kind={shown}>{L.status(shown)}</Badge>; } },
          { header: t('fields.reporter'), cell: (o) => (o.anonymous ? t('fields.anonymous') : (o.reporter_name ?? userName(o.reporter_id))) },
        ]}
        rows={rows}
        rowActions={(o) => canUpdate && <EditLink to={linkTo(`/observations/edit/${o.id}`)} label={t('list.editOne', { number: o.number })} />}
        total={list.data?.total_count ?? 0}
        perPage={PER_PAGE}
        query={list}
        caption={t('list.caption', { count: list.data?.total_count ?? 0 })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
