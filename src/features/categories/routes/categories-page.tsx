import { Link, useOutlet } from 'react-router-dom';
import { useAbility } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { Badge } from '@/components/list/list-ui';
import { EditLink, NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { CATEGORY_STATUSES, CATEGORY_TYPES, type CategoryRecord } from '../model';
import { useGetCategoriesQuery, useGetCategoryTypesQuery, type CategoryFilters } from '../api/categories-api';
import { useCategoryLabels } from '../components/labels';

const PER_PAGE = 15;
const FILTER_KEYS = ['category_type'] as const;

/** FRAME of /categories: the top-level categories (tabs by status, type filter, search, sort) and the new / edit panel. */
export default function CategoriesPage() {
  const can = useAbility();
  const outlet = useOutlet();
  const L = useCategoryLabels();
  const { t } = L;
  const state = useListState<CategoryFilters>({ base: '/categories', filterKeys: FILTER_KEYS, defaultSort: 'name', defaultOrder: 'asc', defaultTab: 'all' });
  const { page, tab, filters, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim());
  const types = useGetCategoryTypesQuery();
  const list = useGetCategoriesQuery({ ...filters, parent_id: 'none', status: tab, search: searched || undefined, page, per_page: PER_PAGE, sort: sort.field, order: sort.order });
  const rows = list.data?.categories ?? [];
  const canCreate = can('create', 'Category');
  const canUpdate = can('update', 'Category');

  return (
    <RegisterPage title={t('list.title')} outlet={outlet} listPath="/categories" actions={canCreate && <NewLink to={linkTo('/categories/new')} label={t('list.new')} />}>
      <Register<CategoryRecord, CategoryFilters>
        idPrefix="cat"
        title={t('list.title')}
        state={state}
        tabs={{ label: t('list.statusTabs'), items: [{ value: 'all', label: t('status.all') }, ...CATEGORY_STATUSES.map((s) => ({ value: s, label: L.status(s) }))] }}
        filtersLabel={t('list.filters')}
        filters={[{ kind: 'select', key: 'category_type', id: 'type', label: t('fields.type'), options: (types.data?.category_types ?? CATEGORY_TYPES).map((v) => [v, L.type(v)]) }]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (c) => <Link to={`/categories/${c.id}`}>{c.name}</Link> },
          { header: t('fields.type'), sort: 'category_type', cell: (c) => L.type(c.category_type) },
          { header: t('fields.subCategories'), cell: (c) => c.sub_categories_count ?? 0 },
          { header: t('fields.status'), sort: 'status', cell: (c) => <Badge kind={c.status === 'active' ? 'completed' : 'closed'}>{L.status(c.status)}</Badge> },
          { header: t('fields.updatedAt'), sort: 'updated_at', cell: (c) => L.date(c.updated_at) },
        ]}
        rows={rows}
        rowActions={(c) => canUpdate && <EditLink to={linkTo(`/categories/edit/${c.id}`)} label={t('list.editOne', { name: c.name })} />}
        total={list.data?.total_count ?? 0}
        perPage={PER_PAGE}
        query={list}
        caption={t('list.caption', { count: list.data?.total_count ?? 0 })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
