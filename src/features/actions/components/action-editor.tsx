import { useNavigate } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateActionMutation, useGetActionFormDataQuery, useGetActionQuery, useUpdateActionMutation } from '../api/actions-api';
import { ActionForm } from './action-form';
import { useActionLabels } from './labels';

/** Create (no id) or edit an action; after saving, go to its summary under `base`. */
export function ActionEditor({ id, base }: { id: number | null; base: string }) {
  const { t } = useActionLabels();
  const navigate = useNavigate();
  const formData = useGetActionFormDataQuery();
  const record = useGetActionQuery(id ?? 0, { skip: !id });
  const [create] = useCreateActionMutation();
  const [update] = useUpdateActionMutation();
  return (
    <RecordEditor t={t} id={id} subject="Action" titleId="act-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `${base}/summary/${saved}`}>
      {({ record: action, submit }) =>
        formData.data && (
          <ActionForm
            key={id ?? 'new'}
            record={action}
            formData={formData.data}
            draftKey={id ? `action:edit:${id}` : 'action:new'}
            onCancel={() => navigate(id ? `${base}/summary/${id}` : base)}
            onSubmit={async (values) => submit(id ? await update({ id, ...values }) : await create(values))}
          />
        )
      }
    </RecordEditor>
  );
}
