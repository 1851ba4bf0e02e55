import { Link, useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/lib/store/hooks';
import { Message } from 'primereact/message';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateUserMutation, useGetUserFormDataQuery, useGetUserRecordQuery, useUpdateUserRecordMutation, refusedMessages } from '../api/users-api';
import { userFieldErrors } from '../schemas/rule-messages';
import type { LicenceCounts } from '../model';
import { UserForm } from './user-form';
import { useUserLabels } from './labels';

/** true when the plan's user licences are all in use (SPEC §6, §8 "The subscription plan does not allow more users") */
export const usersFull = (counts: LicenceCounts | undefined) => !!counts && counts.users.total !== null && counts.users.used >= counts.users.total;

/**
 * the plan's user limit, said before any form opens (SPEC §8 message; on the free plan SPEC §6 "Free plan users cannot
 * add more users" with the plan's number, and an admin is offered the plans, as the permit chooser does)
 */
export function UserLimitNotice({ counts }: { counts?: LicenceCounts }) {
  const { t } = useUserLabels();
  const plan = useAppSelector((s) => s.session.user?.organization?.plan);
  const isAdmin = useAppSelector((s) => !!s.session.user?.is_admin);
  const free = plan === 'free' && counts?.users.total != null;
  return (
    <div style={{ width: '100%', marginBottom: '1rem' }}>
      <Message severity="warn" role="alert" text={free ? `${t('limit.free', { total: counts.users.total })} ${t('limit.reached')}` : t('limit.reached')} style={{ width: '100%' }} />
      {free && isAdmin && (
        <p>
          <Link to="/pricing">{t('limit.comparePlans')}</Link>
        </p>
      )}
    </div>
  );
}

/** Create (no id) or edit a user; a saved user opens in the editor, a 422 is shown on the fields it concerns. */
export function UserEditor({ id }: { id: number | null }) {
  const L = useUserLabels();
  const { t } = L;
  const navigate = useNavigate();
  const formData = useGetUserFormDataQuery();
  const record = useGetUserRecordQuery(id ?? 0, { skip: !id });
  const [create] = useCreateUserMutation();
  const [update] = useUpdateUserRecordMutation();
  return (
    <RecordEditor t={t} id={id} subject="User" titleId="user-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `/users/edit/${saved}`}>
      {({ record: user, submit }) =>
        formData.data &&
        (!id && usersFull(formData.data.licence_counts) ? (
          <UserLimitNotice counts={formData.data.licence_counts} />
        ) : (
          <UserForm
            key={id ?? 'new'}
            record={user}
            formData={formData.data}
            draftKey={id ? `user:edit:${id}` : 'user:new'}
            onCancel={() => navigate('/users')}
            onSubmit={async (values, helpers) => {
              helpers.setStatus(null);
              const result = id ? await update({ id, user: values }) : await create(values);
              const messages = refusedMessages(result.error);
              if (messages) {
                const { fields, other } = userFieldErrors(messages, t);
                // the refusal is shown on its fields (focus moves to the first) and above the form; what was typed stays
                if (Object.keys(fields).length > 0) helpers.setErrors(fields);
                helpers.setStatus(other.join(' ') || null);
                return false;
              }
              return submit(result);
            }}
          />
        ))
      }
    </RecordEditor>
  );
}
