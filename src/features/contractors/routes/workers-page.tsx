import { Link, useOutlet, useParams } from 'react-router-dom';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { WORKERS_PER_PAGE, type WorkerRecord } from '../model';
import { useGetContractorFormDataQuery, useGetContractorQuery, useGetWorkersQuery } from '../api/contractors-api';
import { useContractorLabels } from '../components/labels';
import { reviewColumns, reviewTabs } from '../components/review-register';
import { WorkerImportButton } from '../components/worker-import';

const NO_FILTERS = [] as const;

/**
 * FRAME of /contractor/{id}/workers (a contractor's workers, by review status) and, without an id,
 * /contractor/uncategory-workers (admins: workers tied to no contractor yet, to assign).
 */
export default function WorkersPage() {
  const { id } = useParams();
  const contractorId = id ? Number(id) : null;
  const outlet = useOutlet();
  const L = useContractorLabels();
  const { t } = L;
  const base = contractorId === null ? '/contractor/uncategory-workers' : `/contractor/${contractorId}/workers`;
  const state = useListState<object>({ base, filterKeys: NO_FILTERS, defaultSort: 'name', defaultOrder: 'asc', defaultTab: 'all' });
  const { page, tab, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const contractor = useGetContractorQuery(contractorId ?? 0, { skip: contractorId === null });
  const formData = useGetContractorFormDataQuery();
  const query = useGetWorkersQuery({ contractorId, page, status: tab, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.workers ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;
  const title = contractorId === null ? t('uncategorised.title') : t('workers.title', { name: contractor.data?.company_name ?? '' });

  return (
    <RegisterPage
      title={title}
      actions={
        <>
          {contractorId !== null && <WorkerImportButton contractorId={contractorId} fields={formData.data?.worker_fields} />}
          <NewLink to={linkTo(`${base}/new`)} label={t('workers.new')} />
        </>
      }
      outlet={outlet}
      listPath={base}
    >
      {contractorId !== null ? (
        <p>
          <Link to="/contractors">{t('workers.backToContractors')}</Link> · <Link to={`/contractor/${contractorId}/documents`}>{t('list.documentsOf', { name: contractor.data?.company_name ?? '' })}</Link>
        </p>
      ) : (
        <p className="hint">{t('uncategorised.help')}</p>
      )}
      <Register<WorkerRecord, object>
        idPrefix="workers"
        title={title}
        state={state}
        tabs={reviewTabs(L, counts)}
        filtersLabel={t('list.filters')}
        filters={[]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (w) => w.name },
          { header: t('fields.idNumber'), cell: (w) => w.id_number },
          { header: t('fields.phone'), cell: (w) => w.phone },
          { header: t('fields.gender'), cell: (w) => L.gender(w.gender) },
          { header: t('fields.status'), sort: 'status', cell: (w) => <Badge kind={w.status}>{L.review(w.status)}</Badge> },
          ...reviewColumns<WorkerRecord>(L, 'submitted_at'),
        ]}
        rows={rows}
        rowActions={(w) => <EditLink to={linkTo(`${base}/edit/${w.id}`)} label={t('workers.editOne', { name: w.name })} />}
        total={total}
        perPage={WORKERS_PER_PAGE}
        query={query}
        caption={t('workers.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
