import { useNavigate } from 'react-router-dom';
import { Message } from 'primereact/message';
import { refusalOnFields } from '@/lib/api/refusal';
import { useAppSelector } from '@/lib/store/hooks';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateContractorMutation, useGetContractorFormDataQuery, useGetContractorQuery, useUpdateContractorMutation } from '../api/contractors-api';
import { contractorFieldErrors } from '../schemas/rule-messages';
import { ContractorForm } from './contractor-form';
import { useContractorLabels } from './labels';

/** Create (admins; no id) or edit a contractor; a 422 is shown on the fields it concerns. */
export function ContractorEditor({ id }: { id: number | null }) {
  const { t } = useContractorLabels();
  const navigate = useNavigate();
  const isAdmin = useAppSelector((s) => !!s.session.user?.is_admin);
  const formData = useGetContractorFormDataQuery();
  const record = useGetContractorQuery(id ?? 0, { skip: !id });
  const [create] = useCreateContractorMutation();
  const [update] = useUpdateContractorMutation();
  // a contractor user edits their own company; only an admin adds one
  if (!id && !isAdmin) return <Message severity="info" text={t('form.adminAdds')} />;
  return (
    <RecordEditor t={t} id={id} subject={null} titleId="contractor-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `/contractors/edit/${saved}`}>
      {({ record: contractor, submit }) =>
        formData.data && (
          <>
            {contractor?.documents_warning && (
              <Message severity={contractor.documents_warning === 'expired' ? 'error' : 'warn'} text={t(`warning.${contractor.documents_warning}`)} style={{ width: '100%', marginBottom: '1rem' }} />
            )}
            <ContractorForm
              key={id ?? 'new'}
              record={contractor}
              formData={formData.data}
              isAdmin={isAdmin}
              draftKey={id ? `contractor:edit:${id}` : 'contractor:new'}
              onCancel={() => navigate('/contractors')}
              onSubmit={async (values, helpers) => {
                const result = id ? await update({ id, ...values }) : await create(values);
                if (refusalOnFields(result.error, (messages) => contractorFieldErrors(messages, t), helpers.setErrors)) return false;
                return submit(result);
              }}
            />
          </>
        )
      }
    </RecordEditor>
  );
}
