import '../components/users.css';
import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/list/list-pieces';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { ListTable } from '@/components/list/list-pieces';
import { TitledSection } from '@/components/layout/titled-section';
import { useGetUsersQuery, useResendInviteMutation } from '../api/users-api';
import { useUserLabels } from '../components/labels';
import { InviteUserForm } from '../components/invite-user-form';
import type { UserRecord } from '../model';

/**
 * /newusers (User read): the people invited who have not set a password yet, with "Resend invitation", the people who
 * joined lately, and (User create) an invitation form.
 */
export default function NewUsersPage() {
  const L = useUserLabels();
  const { t } = L;
  const canCreate = useCan('create', 'User');
  const canUpdate = useCan('update', 'User');
  const pending = useGetUsersQuery({ page: 1, status: 'pending', sort: 'invited_at', order: 'desc', per_page: 100 });
  const recent = useGetUsersQuery({ page: 1, status: 'active', sort: 'created_at', order: 'desc', per_page: 10 });
  const [resend, resending] = useResendInviteMutation();

  const onResend = async (u: UserRecord) => {
    const done = savedOrToast(await resend(u.id));
    if (done) showToast({ severity: 'success', detail: t('newUsers.resent', { email: u.email }) });
  };

  const pendingRows = pending.data?.users ?? [];
  const recentRows = recent.data?.users ?? [];
  return (
    <div className="module-page users-ui">
      <div className="module-head">
        <h1>{t('newUsers.title')}</h1>
        <div className="form-actions">
          <ButtonLink to="/users" icon="pi pi-users" label={t('newUsers.allUsers')} outlined />
        </div>
      </div>
      <p className="hint">{t('newUsers.intro')}</p>
      {canCreate && (
        <TitledSection id="invite-title" title={t('invite.title')}>
          <InviteUserForm idPrefix="newusers-invite" />
        </TitledSection>
      )}
      <TitledSection id="pending-title" title={t('newUsers.pendingTitle', { count: pending.data?.total_count ?? 0 })}>
        <ListTable
          caption={t('newUsers.pendingCaption', { count: pendingRows.length })}
          busy={pending.isFetching}
          columns={6}
          rowActionsLabel={t('list.actions')}
          empty={pending.isError ? t('list.loadFailed') : pendingRows.length === 0 && !pending.isLoading ? t('newUsers.nonePending') : null}
          header={
            <>
              <th scope="col">{t('fields.fullName')}</th>
              <th scope="col">{t('fields.email')}</th>
              <th scope="col">{t('fields.role')}</th>
              <th scope="col">{t('newUsers.invited')}</th>
              <th scope="col">{t('newUsers.lastSent')}</th>
            </>
          }
        >
          {pendingRows.map((u) => (
            <tr key={u.id}>
              <td>{u.full_name}</td>
              <td>{u.email}</td>
              <td>{u.role_name}</td>
              <td>{[L.date(u.invited_at), u.invited_by_name && t('newUsers.by', { name: u.invited_by_name })].filter(Boolean).join(' ')}</td>
              <td>{L.dateTime(u.last_invite_sent_at)}</td>
              <td>{canUpdate && <Button type="button" size="small" outlined icon="pi pi-send" label={t('newUsers.resend')} aria-label={t('newUsers.resendTo', { name: u.full_name })} loading={resending.isLoading && resending.originalArgs === u.id} onClick={() => void onResend(u)} />}</td>
            </tr>
          ))}
        </ListTable>
      </TitledSection>
      <TitledSection id="recent-title" title={t('newUsers.recentTitle')}>
        <ListTable
          caption={t('newUsers.recentCaption', { count: recentRows.length })}
          busy={recent.isFetching}
          columns={5}
          rowActionsLabel={t('list.actions')}
          empty={recent.isError ? t('list.loadFailed') : recentRows.length === 0 && !recent.isLoading ? t('newUsers.noneRecent') : null}
          header={
            <>
              <th scope="col">{t('fields.fullName')}</th>
              <th scope="col">{t('fields.email')}</th>
              <th scope="col">{t('fields.role')}</th>
              <th scope="col">{t('newUsers.added')}</th>
            </>
          }
        >
          {recentRows.map((u) => (
            <tr key={u.id}>
              <td>{u.full_name}</td>
              <td>{u.email}</td>
              <td>{u.role_name}</td>
              <td>{L.date(u.created_at)}</td>
              <td>
                <Link to={`/users/${u.id}/permission`} aria-label={t('list.permissionsOf', { name: u.full_name })} title={t('list.permissionsOf', { name: u.full_name })}>
                  <i className="pi pi-key" aria-hidden="true" />
                </Link>
              </td>
            </tr>
          ))}
        </ListTable>
      </TitledSection>
    </div>
  );
}
