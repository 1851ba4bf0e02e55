import { Link, useOutlet } from 'react-router-dom';
import { useCan } from '@/lib/ability/use-can';
import { ListTable, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { RegisterPage } from '@/components/list/register';
import { rightsOf, type RoleRecord } from '../model';
import { useGetRolesQuery } from '../api/roles-api';
import { useRoleLabels } from '../components/labels';
import '../components/roles.css';

/** how many modules the role grants anything on */
const modulesWithRights = (r: RoleRecord) => r.role_actions_attributes.filter((a) => rightsOf(a.name).some((x) => a[x] === true)).length;

/** FRAME of /roles: the organisation's roles (system first, then custom, with their holders) and the role panel. */
export default function RolesPage() {
  const outlet = useOutlet();
  const { t } = useRoleLabels();
  const canCreate = useCan('create', 'Role');
  const query = useGetRolesQuery();
  const roles = query.data?.roles ?? [];

  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to="/roles/new" label={t('list.new')} />} outlet={outlet} listPath="/roles">
      <section className="panel register" aria-labelledby="roles-list-title">
        <h2 id="roles-list-title" className="sr-only">
          {t('list.title')}
        </h2>
        <ListTable
          caption={t('list.caption', { count: roles.length })}
          busy={query.isFetching}
          columns={5}
          rowActionsLabel={t('list.rowActions')}
          empty={!query.isFetching && roles.length === 0 ? (query.isError ? t('list.loadFailed') : t('list.empty')) : null}
          header={
            <>
              <th scope="col">{t('fields.name')}</th>
              <th scope="col">{t('fields.type')}</th>
              <th scope="col">{t('fields.users')}</th>
              <th scope="col">{t('fields.modules')}</th>
            </>
          }
        >
          {roles.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <Link to={`/roles/${r.id}`}>{r.name}</Link>
              </th>
              <td>{r.system ? <Badge kind="system">{t('type.system')}</Badge> : <Badge kind="custom">{t('type.custom')}</Badge>}</td>
              <td>{r.users_count}</td>
              <td>{modulesWithRights(r)}</td>
              <td>
                <Link to={`/roles/${r.id}`} aria-label={t('list.openOne', { name: r.name })} title={t('list.openOne', { name: r.name })}>
                  <i className="pi pi-pencil" aria-hidden="true" />
                </Link>
              </td>
            </tr>
          ))}
        </ListTable>
      </section>
    </RegisterPage>
  );
}
