import { useOutlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/ability/use-can';
import { NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { PROBE_PER_PAGE, type ProbeItem } from '../model';
import { useGetProbeItemsQuery } from '../api/probe-api';

/** the probe's register, from the kit */
export default function ProbePage() {
  const { t } = useTranslation('probe');
  const outlet = useOutlet();
  const canCreate = useCan('create', 'Probe Item');
  const state = useListState<object>({ base: '/probe-items', filterKeys: [], defaultSort: 'name', defaultOrder: 'asc' });
  const query = useGetProbeItemsQuery({ page: state.page });
  const total = query.data?.total_count ?? 0;
  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to={state.linkTo('/probe-items/new')} label={t('list.new')} />} outlet={outlet} listPath="/probe-items">
      <Register<ProbeItem, object>
        idPrefix="probe"
        title={t('list.title')}
        state={state}
        filtersLabel={t('list.filters')}
        filters={[]}
        columns={[{ header: t('fields.name'), cell: (p) => p.name }]}
        rows={query.data?.probe_items ?? []}
        total={total}
        perPage={PROBE_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
