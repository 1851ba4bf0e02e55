import { Link, useOutlet } from 'react-router-dom';
import type { QueryOf } from '@/lib/api/contract';
import { useAppSelector } from '@/lib/store/hooks';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { CONTRACTOR_STATUSES, CONTRACTORS_PER_PAGE, type ContractorRecord } from '../model';
import { useGetContractorFormDataQuery, useGetContractorsQuery } from '../api/contractors-api';
import { useContractorLabels } from '../components/labels';

type Filters = Pick<QueryOf<'/contractors', 'get'>, 'skill'>;
const FILTER_KEYS = ['skill'] as const;

/** FRAME of /contractors: the register (Active / Inactive / All, skill filter, search) and the new / edit panel. */
export default function ContractorsPage() {
  const outlet = useOutlet();
  const L = useContractorLabels();
  const { t } = L;
  const isAdmin = useAppSelector((s) => !!s.session.user?.is_admin);
  const state = useListState<Filters>({ base: '/contractors', filterKeys: FILTER_KEYS, defaultSort: 'company_name', defaultOrder: 'asc', defaultTab: 'Active' });
  const { page, tab, search, sort, filters, linkTo } = state;
  const searched = useDebounced(search.trim());
  const formData = useGetContractorFormDataQuery();
  const query = useGetContractorsQuery({ page, status: tab, skill: filters.skill, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.contractors ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;
  const skillName = new Map((formData.data?.skills ?? []).map((s) => [s.code, s.name]));

  return (
    <RegisterPage
      title={t('list.title')}
      actions={
        isAdmin && (
          <>
            <Link to="/contractor/uncategory-workers" className="p-button p-button-outlined">
              {t('uncategorised.title')}
            </Link>
            <NewLink to={linkTo('/contractors/new')} label={t('list.new')} />
          </>
        )
      }
      outlet={outlet}
      listPath="/contractors"
    >
      <Register<ContractorRecord, Filters>
        idPrefix="contractors"
        title={t('list.title')}
        state={state}
        tabs={{ label: t('list.statusTabs'), items: [...CONTRACTOR_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts?.[s] })), { value: 'all', label: t('status.all'), count: counts?.all }] }}
        filtersLabel={t('list.filters')}
        filters={[{ kind: 'select', key: 'skill', id: 'skill', label: t('fields.skills'), options: (formData.data?.skills ?? []).map((s) => [s.code, s.name] as const) }]}
        columns={[
          { header: t('fields.companyName'), sort: 'company_name', cell: (c) => c.company_name },
          { header: t('fields.taxId'), cell: (c) => c.tax_id },
          { header: t('fields.primaryContact'), cell: (c) => c.primary_contact },
          { header: t('fields.city'), cell: (c) => [c.city, c.country].filter(Boolean).join(', ') },
          { header: t('fields.skills'), cell: (c) => c.skills.map((s) => skillName.get(s) ?? s).join(', ') },
          { header: t('list.workers'), sort: 'worker_count', cell: (c) => String(c.worker_count) },
          { header: t('list.documents'), cell: (c) => (c.documents_warning ? <Badge kind={c.documents_warning === 'expired' ? 'expired' : 'overdue'}>{t(`warning.short.${c.documents_warning}`)}</Badge> : t('warning.short.ok')) },
          { header: t('fields.status'), sort: 'status', cell: (c) => <Badge kind={c.status.toLowerCase()}>{L.status(c.status)}</Badge> },
        ]}
        rows={rows}
        rowActions={(c) => (
          <>
            <EditLink to={linkTo(`/contractors/edit/${c.id}`)} label={t('list.editOne', { name: c.company_name })} />
            <Link to={`/contractor/${c.id}/workers`} aria-label={t('list.workersOf', { name: c.company_name })} title={t('list.workersOf', { name: c.company_name })}>
              <i className="pi pi-users" aria-hidden="true" />
            </Link>
            <Link to={`/contractor/${c.id}/documents`} aria-label={t('list.documentsOf', { name: c.company_name })} title={t('list.documentsOf', { name: c.company_name })}>
              <i className="pi pi-file" aria-hidden="true" />
            </Link>
          </>
        )}
        total={total}
        perPage={CONTRACTORS_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
