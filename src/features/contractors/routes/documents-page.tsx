import { Link, useOutlet, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { DOCUMENTS_PER_PAGE, type DocumentRecord } from '../model';
import { useGetContractorQuery, useGetDocumentsQuery } from '../api/contractors-api';
import { useContractorLabels } from '../components/labels';
import { reviewColumns, reviewTabs } from '../components/review-register';

const NO_FILTERS = [] as const;

/** FRAME of /contractor/{id}/documents: the documents by status, the one-month expiry warning (SPEC §9), new / edit. */
export default function DocumentsPage() {
  const { id } = useParams();
  const contractorId = Number(id);
  const outlet = useOutlet();
  const L = useContractorLabels();
  const { t } = L;
  const base = `/contractor/${contractorId}/documents`;
  const state = useListState<object>({ base, filterKeys: NO_FILTERS, defaultSort: 'valid_until', defaultOrder: 'asc', defaultTab: 'all' });
  const { page, tab, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const contractor = useGetContractorQuery(contractorId);
  const query = useGetDocumentsQuery({ contractorId, page, status: tab, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.documents ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;
  const expiring = query.data?.expiring_count ?? 0;
  const title = t('documents.title', { name: contractor.data?.company_name ?? '' });

  return (
    <RegisterPage title={title} actions={<NewLink to={linkTo(`${base}/new`)} label={t('documents.new')} />} outlet={outlet} listPath={base}>
      <p>
        <Link to="/contractors">{t('workers.backToContractors')}</Link> · <Link to={`/contractor/${contractorId}/workers`}>{t('list.workersOf', { name: contractor.data?.company_name ?? '' })}</Link>
      </p>
      {expiring > 0 && <Message severity="warn" text={t('documents.expiringCount', { count: expiring })} style={{ width: '100%', marginBottom: '1rem' }} />}
      <Register<DocumentRecord, object>
        idPrefix="documents"
        title={title}
        state={state}
        tabs={reviewTabs(L, counts)}
        filtersLabel={t('list.filters')}
        filters={[]}
        columns={[
          { header: t('fields.title'), sort: 'title', cell: (d) => d.title },
          {
            header: t('fields.validUntil'),
            sort: 'valid_until',
            cell: (d) => (
              <>
                {L.date(d.valid_until)}
                {d.validity === 'expiring' && d.display_status !== 'rejected' && (
                  <>
                    {' '}
                    <Badge kind="overdue">{L.validity('expiring')}</Badge>
                  </>
                )}
              </>
            ),
          },
          { header: t('fields.status'), sort: 'status', cell: (d) => <Badge kind={d.display_status}>{L.review(d.display_status)}</Badge> },
          ...reviewColumns<DocumentRecord>(L),
        ]}
        rows={rows}
        rowActions={(d) => <EditLink to={linkTo(`${base}/edit/${d.id}`)} label={t('documents.editOne', { name: d.title })} />}
        total={total}
        perPage={DOCUMENTS_PER_PAGE}
        query={query}
        caption={t('documents.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
