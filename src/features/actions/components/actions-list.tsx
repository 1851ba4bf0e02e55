import { useAbility } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge } from '@/components/list/list-ui';
import { Link } from 'react-router-dom';
import { EditLink } from '@/components/list/list-pieces';
import { Register } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { ACTION_CATEGORIES, ACTION_STATUSES, ACTION_TYPES, CONTROL_TYPES, RISK_LEVELS, displayActionStatus, type ActionKind, type ActionRecord } from '../model';
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
  const state = useListState<Filters>({
    base,
    filterKeys: ACTION_FILTER_KEYS,
    defaultSort: 'created_at',
    defaultTab: 'all',
    dependents: (key) => (key === 'site_id' ? { area_id: undefined } : {}),
  });
  const { page, tab, filters, search, sort, linkTo } = state;
  // /actions/all/:tab names the status in the path; the other kinds keep it with the list state
  const status = kind === 'all' ? pathStatus : tab;
  const formData = useGetActionFormDataQuery();
  const searched = useDebounced(search.trim());
  const query = useGetActionsQuery({ kind, ...filters, search: searched || undefined, status, page, sort: sort.field, order: sort.order });
  const sites = formData.data?.sites ?? [];
  const areas = sites.find((s) => s.id === filters.site_id)?.areas ?? [];
  const today = todayIso();
  const statusCell = (a: ActionRecord) => {
    const shown = displayActionStatus(a.status, a.due_date, today);
    return <Badge kind={shown}>{L.status(shown)}</Badge>;
  };
  const rows = query.data?.actions ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;
  const canUpdate = can('update', 'Action');

  return (
    <Register<ActionRecord, Filters>
      idPrefix={`actions-${kind}`}
      title={t(`kinds.${kind}`)}
      state={state}
      tabs={{
        label: t('list.statusTabs'),
        value: status,
        onChange: kind === 'all' ? onStatus : state.setTab,
        items: [{ value: 'all', label: t('status.all'), count: counts?.all }, ...ACTION_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts?.[s] }))],
      }}
      filtersLabel={t('list.filters')}
      filters={[
        kind === 'all' && { kind: 'select', key: 'type', id: 'type', label: t('fields.type'), options: ACTION_TYPES.map((v) => [v, L.type(v)]) },
        { kind: 'select', key: 'risk_level', id: 'risk', label: t('fields.risk'), options: RISK_LEVELS.map((v) => [v, L.risk(v)]) },
        { kind: 'select', key: 'control_type', id: 'control', label: t('fields.controlType'), options: CONTROL_TYPES.map((v) => [v, L.control(v)]) },
        { kind: 'select', key: 'category', id: 'category', label: t('fields.category'), options: ACTION_CATEGORIES.map((v) => [v, L.category(v)]) },
        { kind: 'select', key: 'site_id', id: 'site', label: t('fields.site'), options: sites.map((s) => [s.id, s.name]) },
        { kind: 'select', key: 'area_id', id: 'area', label: t('fields.area'), options: areas.map((a) => [a.id, a.name]), disabled: !filters.site_id },
      ]}
      columns={[
        { header: t('fields.number'), sort: 'number', cell: (a) => <Link to={linkTo(`${base}/summary/${a.id}`)}>{a.number}</Link> },
        { header: t('fields.type'), sort: 'type', cell: (a) => L.type(a.type) },
        { header: t('fields.description'), sort: 'description', cell: (a) => a.description },
        { header: t('fields.controlType'), sort: 'control_type', cell: (a) => L.control(a.control_type) },
        { header: t('fields.risk'), sort: 'risk_level', cell: (a) => <Badge kind={a.risk_level}>{L.risk(a.risk_level)}</Badge> },
        { header: t('fields.responsible'), cell: (a) => a.responsible_user_name ?? formData.data?.users.find((u) => u.id === a.responsible_user_id)?.full_name ?? '' },
        { header: t('fields.dueDate'), sort: 'due_date', cell: (a) => L.date(a.due_date) },
        { header: t('fields.status'), sort: 'status', cell: statusCell },
      ]}
      rows={rows}
      rowActions={(a) => canUpdate && <EditLink to={linkTo(`${base}/edit/${a.id}`)} label={t('list.editOne', { number: a.number })} />}
      total={total}
      perPage={PER_PAGE}
      query={query}
      caption={t('list.caption', { count: total })}
      loadFailed={t('list.loadFailed')}
    />
  );
}
