import { useState } from 'react';
import { Button } from 'primereact/button';
import { useCan } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { useAssignUserToRoleMutation, useGetRoleMembersQuery } from '../api/roles-api';
import { useRoleLabels } from './labels';

/**
 * The users holding a role, and (User update) giving the role to another active user with PATCH /users/{id}
 * `{ user: { role_id } }`: the user's page gets the new rules live (RulesChannel), the list and counts refetch.
 */
export function RoleMembers({ roleId, roleName }: { roleId: number; roleName: string }) {
  const { t } = useRoleLabels();
  const canAssign = useCan('update', 'User');
  const members = useGetRoleMembersQuery(roleId);
  const [assign, assigning] = useAssignUserToRoleMutation();
  const [chosen, setChosen] = useState('');
  const holders = members.data?.holders ?? [];
  const others = members.data?.others ?? [];
  const headingId = `role-${roleId}-members-title`;
  const selectId = `role-${roleId}-assign-user`;

  const onAssign = async () => {
    const user = others.find((u) => String(u.id) === chosen);
    if (!user) return;
    const result = await assign({ userId: user.id, roleId });
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    setChosen('');
    showToast({ severity: 'success', detail: t('members.assigned', { user: user.full_name, role: roleName }) });
  };

  return (
    <section className="panel role-members" aria-labelledby={headingId} aria-busy={members.isFetching}>
      <h3 id={headingId}>{t('members.title', { count: holders.length })}</h3>
      {members.isError && <p role="alert">{t('members.loadFailed')}</p>}
      {members.data && holders.length === 0 && <p className="hint">{t('members.none')}</p>}
      {holders.length > 0 && (
        <ul aria-label={t('members.listLabel', { name: roleName })}>
          {holders.map((u) => (
            <li key={u.id}>
              {u.full_name} <span className="hint">({u.email})</span>
            </li>
          ))}
        </ul>
      )}
      {canAssign && members.data && (
        <div className="role-assign">
          <div className="field">
            <label htmlFor={selectId}>{t('members.assignLabel')}</label>
            <select id={selectId} className="native-select" value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <option value="">{t('members.choose')}</option>
              {others.map((u) => (
                <option key={u.id} value={u.id}>
                  {t('members.option', { name: u.full_name, role: u.role_name })}
                </option>
              ))}
            </select>
          </div>
          <Button type="button" icon="pi pi-user-plus" label={t('members.assign')} disabled={!chosen} loading={assigning.isLoading} onClick={() => void onAssign()} />
        </div>
      )}
    </section>
  );
}
