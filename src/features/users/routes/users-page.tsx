import '../components/users.css';
import type { QueryOf } from '@/lib/api/contract';
import { useState } from 'react';
import { Link, useOutlet } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { showToast } from '@/lib/feedback/toast-service';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { ButtonLink, EditLink, NewLink } from '@/components/list/list-pieces';
import { Badge } from '@/components/list/list-ui';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { DISPLAY_STATUSES, LICENCE_MODULES, USERS_PER_PAGE, type UserRecord } from '../model';
import { useDeleteUserMutation, useGetUserFormDataQuery, useGetUsersQuery } from '../api/users-api';
import { useUserLabels } from '../components/labels';
import { UserLimitNotice, usersFull } from '../components/user-editor';
import { ExportButton, ImportButton } from '../components/excel-tools';

type Filters = Pick<QueryOf<'/users', 'get'>, 'role_id' | 'site_id'>;
const FILTER_KEYS = ['role_id', 'site_id'] as const;

/** FRAME of /users: the users register (Active / Pending / Inactive / All, search, role and site filters, sort) and the new / edit panel. */
export default function UsersPage() {
  const outlet = useOutlet();
  const L = useUserLabels();
  const { t } = L;
  const canCreate = useCan('create', 'User');
  const canUpdate = useCan('update', 'User');
  const canDelete = useCan('delete', 'User');
  const state = useListState<Filters>({ base: '/users', filterKeys: FILTER_KEYS, defaultSort: 'full_name', defaultOrder: 'asc', defaultTab: 'active' });
  const { page, tab, search, sort, filters, linkTo } = state;
  const searched = useDebounced(search.trim());
  const args = { status: tab, search: searched || undefined, role_id: filters.role_id, site_id: filters.site_id, sort: sort.field, order: sort.order };
  const query = useGetUsersQuery({ page, ...args });
  const formData = useGetUserFormDataQuery();
  const [remove, removing] = useDeleteUserMutation();
  const [limitShown, setLimitShown] = useState(false);
  const [toDelete, setToDelete] = useState<UserRecord | null>(null);
  const rows = query.data?.users ?? [];
  const total = query.data?.total_count ?? 0;
  const counts = query.data?.status_counts;
  const full = usersFull(formData.data?.licence_counts);
  const usersCount = formData.data?.licence_counts.users;

  const confirmDelete = async () => {
    if (!toDelete) return;
    const done = savedOrToast(await remove(toDelete.id));
    if (done) showToast({ severity: 'success', detail: t('list.deleted', { name: toDelete.full_name }) });
    setToDelete(null);
  };

  const actions = (
    <>
      {canCreate &&
        (full ? (
          <Button type="button" icon="pi pi-plus" label={t('list.new')} onClick={() => setLimitShown(true)} />
        ) : (
          <NewLink to={linkTo('/users/new')} label={t('list.new')} />
        ))}
      {canCreate && <ImportButton formData={formData.data} disabled={full} />}
      <ExportButton filters={args} />
      <ButtonLink to="/newusers" icon="pi pi-envelope" label={t('newUsers.link')} outlined />
    </>
  );

  return (
    <div className="users-ui">
      <RegisterPage title={t('list.title')} actions={actions} outlet={outlet} listPath="/users">
        {limitShown && full && <UserLimitNotice counts={formData.data?.licence_counts} />}
        {usersCount && (
          <p className="hint" aria-live="polite">
            {t('licenceCount.users', { used: usersCount.used, total: usersCount.total ?? '∞' })}
          </p>
        )}
        <Register<UserRecord, Filters>
          idPrefix="users"
          title={t('list.title')}
          state={state}
          tabs={{
            label: t('list.statusTabs'),
            items: [...DISPLAY_STATUSES.map((s) => ({ value: s, label: L.status(s), count: counts?.[s] })), { value: 'all', label: t('status.all'), count: counts?.all }],
          }}
          filtersLabel={t('list.filters')}
          filters={[
            { kind: 'select', key: 'role_id', id: 'role', label: t('fields.role'), options: (formData.data?.roles ?? []).map((r) => [r.id, r.name] as const) },
            { kind: 'select', key: 'site_id', id: 'site', label: t('fields.site'), options: (formData.data?.sites ?? []).map((s) => [s.id, s.name] as const) },
          ]}
          columns={[
            { header: t('fields.fullName'), sort: 'full_name', cell: (u) => u.full_name },
            { header: t('fields.email'), sort: 'email', cell: (u) => u.email },
            { header: t('fields.role'), sort: 'role_name', cell: (u) => (u.is_admin ? `${u.role_name} (${t('list.admin')})` : u.role_name) },
            { header: t('fields.sites'), cell: (u) => u.site_names.join(', ') },
            { header: t('fields.licences'), cell: (u) => LICENCE_MODULES.filter((m) => u.licences[m]).map((m) => L.licence(m)).join(', ') || t('list.noLicence') },
            { header: t('fields.status'), sort: 'status', cell: (u) => <Badge kind={u.display_status}>{L.status(u.display_status)}</Badge> },
          ]}
          rows={rows}
          rowActions={(u) => (
            <>
              {canUpdate && <EditLink to={linkTo(`/users/edit/${u.id}`)} label={t('list.editOne', { name: u.full_name })} />}
              <Link to={`/users/${u.id}/permission`} aria-label={t('list.permissionsOf', { name: u.full_name })} title={t('list.permissionsOf', { name: u.full_name })}>
                <i className="pi pi-key" aria-hidden="true" />
              </Link>
              {canDelete && (
                <button type="button" className="p-button p-button-text p-button-danger p-button-sm" aria-label={t('list.deleteOne', { name: u.full_name })} title={t('list.deleteOne', { name: u.full_name })} onClick={() => setToDelete(u)}>
                  <i className="pi pi-trash" aria-hidden="true" />
                </button>
              )}
            </>
          )}
          total={total}
          perPage={USERS_PER_PAGE}
          query={query}
          caption={t('list.caption', { count: total })}
          loadFailed={t('list.loadFailed')}
        />
      </RegisterPage>
      <Dialog
        header={t('list.deleteTitle')}
        visible={!!toDelete}
        onHide={() => setToDelete(null)}
        style={{ width: 'min(480px, 95vw)' }}
        footer={
          <div className="form-actions">
            <Button type="button" severity="danger" label={t('list.deleteConfirm')} loading={removing.isLoading} onClick={() => void confirmDelete()} />
            <Button type="button" outlined label={t('form.cancel')} onClick={() => setToDelete(null)} />
          </div>
        }
      >
        <p>{toDelete && t('list.deleteQuestion', { name: toDelete.full_name })}</p>
      </Dialog>
    </div>
  );
}
