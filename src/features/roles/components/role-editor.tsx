import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RecordEditor } from '@/components/record/record-editor';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { useCan } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { useCreateRoleMutation, useDeleteRoleMutation, useGetRoleQuery, useUpdateRoleMutation } from '../api/roles-api';
import { roleFieldErrors } from '../schemas/rule-messages';
import type { RoleRecord } from '../model';
import { PermissionMatrix } from './permission-matrix';
import { RoleForm } from './role-form';
import { RoleMembers } from './role-members';
import { RolePreview } from './role-preview';
import { useRoleLabels } from './labels';

/** the server's `errors` list of a refused write (Rails-style 422), else null */
function refusedMessages(error: unknown): string[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

/** "Delete role" with a confirmation; the server's refusal (system role, users hold it) is shown in the dialog. */
function DeleteRole({ role }: { role: RoleRecord }) {
  const { t, tr } = useRoleLabels();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, removal] = useDeleteRoleMutation();
  const confirm = async () => {
    const result = await remove(role.id);
    if ('error' in result && result.error) {
      const messages = refusedMessages(result.error);
      const refused = messages && roleFieldErrors(messages, tr);
      setRefusal(refused ? [...Object.values(refused.fields), ...refused.other].join(' ') : (apiErrorMessage(result.error) ?? t('form.deleteFailed')));
      return;
    }
    setOpen(false);
    showToast({ severity: 'success', detail: t('form.deleted', { name: role.name }) });
    navigate('/roles');
  };
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <Button type="button" severity="danger" outlined icon="pi pi-trash" label={t('form.delete')} onClick={() => setOpen(true)} />
      <Dialog
        header={t('form.deleteTitle', { name: role.name })}
        visible={open}
        onHide={close}
        style={{ width: 'min(480px, 96vw)' }}
        footer={
          <div>
            {!refusal && <Button type="button" severity="danger" label={t('form.confirmDelete')} loading={removal.isLoading} onClick={() => void confirm()} />}
            <Button type="button" outlined label={refusal ? t('form.close') : t('form.cancel')} onClick={close} />
          </div>
        }
      >
        {refusal ? <p role="alert">{refusal}</p> : <p>{role.users_count > 0 ? t('form.deleteHeld', { count: role.users_count }) : t('form.deleteQuestion', { name: role.name })}</p>}
      </Dialog>
    </>
  );
}

/** A role for a reader without Role update: the granted rights as text, its members and the preview; no controls. */
function RoleView({ role }: { role: RoleRecord }) {
  const { t } = useRoleLabels();
  return (
    <TitledSection id="role-view-title" title={t('form.viewTitle', { name: role.name })}>
      <p className="hint">{t('form.readOnly')}</p>
      <PermissionMatrix idp={`role-view-${role.id}`} actions={role.role_actions_attributes} />
      <div className="role-page-parts">
        <RoleMembers roleId={role.id} roleName={role.name} />
        <RolePreview actions={role.role_actions_attributes} roleName={role.name} />
      </div>
    </TitledSection>
  );
}

/** Create (no id) or edit a role; a saved role opens in its editor, a 422 is shown on the fields it concerns. */
export function RoleEditor({ id }: { id: number | null }) {
  const { t, tr } = useRoleLabels();
  const navigate = useNavigate();
  const canUpdate = useCan('update', 'Role');
  const canDelete = useCan('delete', 'Role');
  const record = useGetRoleQuery(id ?? 0, { skip: !id });
  const [create] = useCreateRoleMutation();
  const [update] = useUpdateRoleMutation();

  if (id && !canUpdate) return record.data ? <RoleView role={record.data} /> : <MissingRecord loading={record.isLoading} text={t('summary.notFound')} />;

  return (
    <>
      <RecordEditor t={t} id={id} subject="Role" titleId="role-form-title" record={record} summaryPath={(saved) => `/roles/${saved}`}>
        {({ record: role, submit }) => (
          <RoleForm
            key={id ?? 'new'}
            record={role}
            draftKey={id ? `role:edit:${id}` : 'role:new'}
            onCancel={() => navigate('/roles')}
            extraActions={role && canDelete && !role.system ? <DeleteRole role={role} /> : null}
            onSubmit={async (values, helpers) => {
              const result = id ? await update({ id, ...values }) : await create(values);
              const messages = refusedMessages(result.error);
              if (messages) {
                const { fields } = roleFieldErrors(messages, tr);
                if (Object.keys(fields).length > 0) {
                  // the refusal is shown on its fields (focus moves to the first); what was typed stays
                  helpers.setErrors(fields);
                  if (Object.keys(fields).length === messages.length) return false;
                }
              }
              return submit(result);
            }}
          />
        )}
      </RecordEditor>
      {id && record.data && (
        <div className="role-page-parts">
          <RoleMembers roleId={id} roleName={record.data.name} />
        </div>
      )}
    </>
  );
}
