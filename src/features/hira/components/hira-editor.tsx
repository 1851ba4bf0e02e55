import type { FormikHelpers } from 'formik';
import { useNavigate } from 'react-router-dom';
import { refusalOnFields } from '@/lib/api/refusal';
import { RecordEditor } from '@/components/record/record-editor';
import { useAppSelector } from '@/lib/store/hooks';
import { isEditable, type HiraInput } from '../model';
import { useCreateRiskMutation, useGetRiskDropdownsQuery, useGetRiskQuery, useUpdateRiskMutation } from '../api/hira-api';
import { hiraFieldErrors } from '../schemas/rule-messages';
import { HiraForm, type HiraFormValues, type HiraIntent } from './hira-form';
import { useHiraLabels } from './labels';


/**
 * Create (no id) or edit a risk. Saving a published risk makes its next version, a draft; "send for approval" saves
 * and submits in one call. A 422 is shown on its fields (the schema's own messages); the typed values stay.
 */
export function HiraEditor({ id }: { id: number | null }) {
  const { t } = useHiraLabels();
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const dropdowns = useGetRiskDropdownsQuery();
  const record = useGetRiskQuery(id ?? 0, { skip: !id });
  const [create] = useCreateRiskMutation();
  const [update] = useUpdateRiskMutation();

  const onFields = (error: unknown, helpers: FormikHelpers<HiraFormValues>) => {
    return refusalOnFields(error, (messages) => hiraFieldErrors(messages, t), helpers.setErrors);
  };

  return (
    <RecordEditor
      t={t}
      id={id}
      subject="HIRA"
      titleId="hira-form-title"
      record={record}
      pending={{ loading: dropdowns.isLoading, failed: dropdowns.data ? null : t('list.loadFailed') }}
      locked={(r) => (isEditable(r.status) ? null : t('form.locked', { status: t(`status.${r.status}`) }))}
      summaryPath={(saved) => `/hira/summary/${saved}`}
    >
      {({ record: risk, submit }) =>
        dropdowns.data && (
          <HiraForm
            key={`${id ?? 'new'}-${risk?.version ?? 0}`}
            record={risk}
            dropdowns={dropdowns.data}
            userId={userId}
            draftKey={id ? `hira:edit:${id}` : 'hira:new'}
            onCancel={() => navigate(id ? `/hira/summary/${id}` : '/hira')}
            onSubmit={async (values: HiraInput & { intent: HiraIntent }, helpers) => {
              const result = id ? await update({ id, ...values }) : await create(values);
              if ('error' in result && result.error && onFields(result.error, helpers)) return false;
              return submit(result);
            }}
          />
        )
      }
    </RecordEditor>
  );
}
