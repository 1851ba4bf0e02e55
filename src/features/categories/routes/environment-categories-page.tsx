import { Link, useOutlet } from 'react-router-dom';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge } from '@/components/list/list-ui';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { CATEGORY_STATUSES, ENVIRONMENT_TYPES, nameKey, type EnvironmentCategoryRecord, type EnvironmentType } from '../model';
import { useGetEnvironmentCategoriesQuery } from '../api/categories-api';
import { useCategoryLabels } from '../components/labels';

const PER_PAGE = 15;
interface EnvFilters {
  env_type?: string;
}
const FILTER_KEYS = ['env_type'] as const;

/**
 * FRAME of /environment_categories (admin only): SPEC §7 answers the whole list (optionally of some types), so
 * the status tab, search, sort and pages work on it here; a create or an update reloads it.
 */
export default function EnvironmentCategoriesPage() {
  const outlet = useOutlet();
  const L = useCategoryLabels();
  const { t } = L;
  const state = useListState<EnvFilters>({ base: '/environment_categories', filterKeys: FILTER_KEYS, defaultSort: 'name', defaultOrder: 'asc', defaultTab: 'all' });
  const { page, tab, filters, search, sort, linkTo } = state;
  const searched = nameKey(useDebounced(search));
  const list = useGetEnvironmentCategoriesQuery(filters.env_type ? { types: [filters.env_type as EnvironmentType] } : undefined);
  const field = (e: EnvironmentCategoryRecord) => (sort.field === 'env_type' ? L.envType(e.env_type) : sort.field === 'status' ? e.status : sort.field === 'unit' ? e.unit : nameKey(e.name));
  const all = (list.data ?? [])
    .filter((e) => tab === 'all' || e.status === tab)
    .filter((e) => !searched || nameKey(`${e.name} ${e.unit} ${e.description}`).includes(searched))
    .sort((a, b) => field(a).localeCompare(field(b)) * (sort.order === 'asc' ? 1 : -1) || a.id - b.id);
  const rows = all.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <RegisterPage title={t('env.list.title')} outlet={outlet} listPath="/environment_categories" actions={<NewLink to={linkTo('/environment_categories/new')} label={t('env.list.new')} />}>
      <Register<EnvironmentCategoryRecord, EnvFilters>
        idPrefix="env"
        title={t('env.list.title')}
        state={state}
        tabs={{ label: t('list.statusTabs'), items: [{ value: 'all', label: t('status.all') }, ...CATEGORY_STATUSES.map((s) => ({ value: s, label: L.status(s) }))] }}
        filtersLabel={t('env.list.filters')}
        filters={[{ kind: 'select', key: 'env_type', id: 'type', label: t('fields.envType'), options: ENVIRONMENT_TYPES.map((v) => [v, L.envType(v)]) }]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (e) => <Link to={`/environment_categories/${e.id}`}>{e.name}</Link> },
          { header: t('fields.envType'), sort: 'env_type', cell: (e) => L.envType(e.env_type) },
          { header: t('fields.unit'), sort: 'unit', cell: (e) => e.unit },
          { header: t('fields.status'), sort: 'status', cell: (e) => <Badge kind={e.status === 'active' ? 'completed' : 'closed'}>{L.status(e.status)}</Badge> },
        ]}
        rows={rows}
        rowActions={(e) => <EditLink to={linkTo(`/environment_categories/edit/${e.id}`)} label={t('list.editOne', { name: e.name })} />}
        total={all.length}
        perPage={PER_PAGE}
        query={list}
        caption={t('env.list.caption', { count: all.length })}
        loadFailed={t('env.list.loadFailed')}
      />
    </RegisterPage>
  );
}
