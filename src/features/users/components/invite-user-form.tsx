import './users.css';
import { useMemo } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { MultiSelectField, SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { NO_LICENCES, type UserInput, type UserRecord } from '../model';
import { userSchemaFor } from '../schemas/user-schema';
import { userFieldErrors } from '../schemas/rule-messages';
import { refusedMessages, useCreateUserMutation, useGetUserFormDataQuery } from '../api/users-api';
import { UserLimitNotice, usersFull } from './user-editor';
import { useUserLabels } from './labels';
import { FormError } from '@/components/record/form-parts';

type InviteValues = Pick<UserInput, 'full_name' | 'email' | 'role_id' | 'site_ids'>;
const EMPTY: InviteValues = { full_name: '', email: '', role_id: null, site_ids: [] };

/**
 * Invite one person (POST /users): name, email, role and sites, the rest as defaults; the person gets the invitation
 * mail and shows under "New users" until they set a password. Used by /newusers and the onboarding wizard.
 */
export function InviteUserForm({ idPrefix = 'invite', onInvited }: { idPrefix?: string; onInvited?(user: UserRecord): void }) {
  const L = useUserLabels();
  const { t } = L;
  const formData = useGetUserFormDataQuery();
  const [create] = useCreateUserMutation();
  const schema = useMemo(() => userSchemaFor(t, ['full_name', 'email', 'role_id', 'site_ids']), [t]);
  // no draft: the form is sent again and again (one invitation each)
  const { formik, focusRef } = useRecordForm<InviteValues>({
    initialValues: EMPTY,
    schema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(null);
      const user: UserInput = { ...values, full_name: values.full_name.trim(), email: values.email.trim(), employee_id: '', phone: '', is_admin: false, is_contractor: false, gender: '', shift: '', status: 'Active', licences: { ...NO_LICENCES } };
      const { licences: _none, ...body } = user;
      const result = await create(body as UserInput);
      const messages = refusedMessages(result.error);
      if (messages) {
        const { fields, other } = userFieldErrors(messages, t);
        helpers.setErrors(fields);
        helpers.setStatus(other.join(' ') || null);
        return false;
      }
      if (result.error) {
        toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t('invite.sent', { email: result.data.email }) });
      helpers.resetForm({ values: EMPTY });
      onInvited?.(result.data);
      return true;
    },
  });
  const data = formData.data;
  if (!data) return formData.isError ? <Message severity="error" text={t('list.loadFailed')} /> : null;
  if (usersFull(data.licence_counts)) return <UserLimitNotice counts={data.licence_counts} />;
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('invite.title')} className="users-ui">
      {typeof formik.status === 'string' && formik.status && <FormError text={formik.status} />}
      <div className="form-grid two">
        <TextField formik={formik} name="full_name" id={`${idPrefix}-name`} label={t('fields.fullName')} required />
        <TextField formik={formik} name="email" id={`${idPrefix}-email`} label={t('fields.email')} type="email" required />
        <SelectField formik={formik} name="role_id" id={`${idPrefix}-role`} label={t('fields.role')} required numeric placeholder={t('form.choose')} options={data.roles.map((r) => [String(r.id), r.name])} />
      </div>
      <MultiSelectField formik={formik} name="site_ids" id={`${idPrefix}-sites`} label={t('fields.sites')} required options={data.sites.map((s) => [String(s.id), s.name])} />
      <div className="form-actions">
        <Button type="submit" icon="pi pi-send" label={t('invite.send')} loading={formik.isSubmitting} />
      </div>
    </form>
  );
}
