import { Link, useOutlet } from 'react-router-dom';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { localList } from '@/components/list/local-list';
import { rightsOf, type RoleRecord } from '../model';
import { useGetRolesQuery } from '../api/roles-api';
import { useRoleLabels } from '../components/labels';
import '../components/roles.css';

const PER_PAGE = 25;
const FILTER_KEYS = ['type'] as const;
type RoleFilters = { type?: 'system' | 'custom' };

/** how many modules the role grants anything on */
const modulesWithRights = (r: RoleRecord) => r.role_actions_attributes.filter((a) => rightsOf(a.name).some((x) => a[x] === true)).length;

/** the sort keys of the register (the server sends every role, system first then by name: `type` ascending keeps that order) */
const SORTS: Record<string, (r: RoleRecord) => string | number> = {
  name: (r) => r.name.toLocaleLowerCase(),
  type: (r) => (r.system ? 0 : 1),
  users_count: (r) => r.users_count,
  modules: modulesWithRights,
};

/**
 * FRAME of /roles: the organisation's roles (system first, then custom, with their holders) and the role panel.
 * The server sends every role at once (an organisation has a few dozen at most): search, the type filter, the sort
 * and the page are applied here, and kept in the URL like every register's.
 */
export default function RolesPage() {
  const outlet = useOutlet();
  const { t } = useRoleLabels();
  const canCreate = useCan('create', 'Role');
  const state = useListState<RoleFilters>({ base: '/roles', filterKeys: FILTER_KEYS, defaultSort: 'type', defaultOrder: 'asc' });
  const { page, filters, search, sort, linkTo } = state;
  const searched = useDebounced(search.trim().toLocaleLowerCase());
  const query = useGetRolesQuery();
  const { rows, total } = localList(query.data?.roles ?? [], {
    matches: (r) => (!filters.type || r.system === (filters.type === 'system')) && (!searched || r.name.toLocaleLowerCase().includes(searched)),
    sorts: SORTS,
    fallback: 'type',
    sort,
    page,
    perPage: PER_PAGE,
  });

  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to={linkTo('/roles/new')} label={t('list.new')} />} outlet={outlet} listPath="/roles">
      <Register<RoleRecord, RoleFilters>
        idPrefix="roles"
        title={t('list.title')}
        state={state}
        filtersLabel={t('list.filters')}
        filters={[{ kind: 'select', key: 'type', id: 'type', label: t('fields.type'), options: [['system', t('type.system')], ['custom', t('type.custom')]] }]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (r) => <Link to={linkTo(`/roles/${r.id}`)}>{r.name}</Link> },
          { header: t('fields.type'), sort: 'type', cell: (r) => (r.system ? <Badge kind="system">{t('type.system')}</Badge> : <Badge kind="custom">{t('type.custom')}</Badge>) },
          { header: t('fields.users'), sort: 'users_count', cell: (r) => r.users_count },
          { header: t('fields.modules'), sort: 'modules', cell: modulesWithRights },
        ]}
        rows={rows}
        rowActions={(r) => (
          <Link to={linkTo(`/roles/${r.id}`)} aria-label={t('list.openOne', { name: r.name })} title={t('list.openOne', { name: r.name })}>
            <i className="pi pi-pencil" aria-hidden="true" />
          </Link>
        )}
        total={total}
        perPage={PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}
