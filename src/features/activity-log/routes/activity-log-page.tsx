import { useOutlet } from 'react-router-dom';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { ACTIVITY_PER_PAGE, RECORD_TYPES, type ActivityEntry } from '../model';
import { useGetActivityActorsQuery, useGetActivityLogsQuery, type ActivityFilters } from '../api/activity-log-api';
import { ChangeList } from '../components/changes';
import '../components/activity-log.css';

const FILTER_KEYS = ['actor_id', 'record_type', 'from', 'to'] as const;

/**
 * /activity-logs (SPEC §2): who changed what when, newest first. Filters (who, record type, date range, search) and
 * the page live in the URL. Admins see every entry; others those about records they may read (the server decides).
 */
export default function ActivityLogPage() {
  const L = useEnumLabels('activityLog', { type: 'recordTypes', verb: 'verbs' });
  const { t } = L;
  const outlet = useOutlet();
  const state = useListState<ActivityFilters>({ base: '/activity-logs', filterKeys: FILTER_KEYS, defaultSort: 'at', defaultOrder: 'desc' });
  const { page, filters, search } = state;
  const searched = useDebounced(search.trim());
  const actors = useGetActivityActorsQuery();
  const invertedRange = !!filters.from && !!filters.to && filters.from > filters.to;
  const list = useGetActivityLogsQuery({ ...filters, search: searched || undefined, page }, { skip: invertedRange, refetchOnMountOrArgChange: true });
  const rows = invertedRange ? [] : (list.data?.activity_logs ?? []);
  const total = invertedRange ? 0 : (list.data?.total_count ?? 0);

  return (
    <div className="activity-log-page">
      <RegisterPage title={t('title')} outlet={outlet} listPath="/activity-logs">
        <p>{t('intro')}</p>
        <Register<ActivityEntry, ActivityFilters>
          idPrefix="activity"
          title={t('title')}
          state={state}
          filtersLabel={t('filters')}
          filters={[
            { kind: 'select', key: 'actor_id', id: 'actor', label: t('columns.who'), options: (actors.data?.actors ?? []).map((a) => [a.id, a.full_name]) },
            { kind: 'select', key: 'record_type', id: 'type', label: t('columns.type'), options: RECORD_TYPES.map((r) => [r, L.type(r)]) },
            { kind: 'dateRange', from: 'from', to: 'to' },
          ]}
          columns={[
            { header: t('columns.when'), cell: (e) => <time dateTime={e.at}>{L.dateTime(e.at)}</time> },
            { header: t('columns.who'), cell: (e) => e.actor_name ?? t('system') },
            { header: t('columns.type'), cell: (e) => L.type(e.record_type) },
            { header: t('columns.record'), cell: (e) => e.record_label },
            { header: t('columns.verb'), cell: (e) => L.verb(e.verb) },
            { header: t('columns.changes'), cell: (e) => <ChangeList t={t} changes={e.changes} /> },
          ]}
          rows={rows}
          total={total}
          perPage={ACTIVITY_PER_PAGE}
          query={{ isFetching: list.isFetching, isError: list.isError }}
          caption={t('caption', { count: total })}
          loadFailed={t('loadFailed')}
        />
      </RegisterPage>
    </div>
  );
}
