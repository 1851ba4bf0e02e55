import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/store/hooks';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateObservationMutation, useGetObservationFormDataQuery, useGetObservationQuery, useUpdateObservationMutation } from '../api/observations-api';
import { ObservationForm } from '../components/observation-form';
import { useObservationLabels } from '../components/labels';

/** Child 'new' and 'edit/:id/:tab?' of /observations: create when there is no :id. */
export default function ObservationFormPage() {
  const { t } = useObservationLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const formData = useGetObservationFormDataQuery();
  const record = useGetObservationQuery(editId ?? 0, { skip: !editId });
  const [create] = useCreateObservationMutation();
  const [update] = useUpdateObservationMutation();

  return (
    <RecordEditor t={t} id={editId} subject="Observation" titleId="obs-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `/observations/summary/${saved}`}>
      {({ record: observation, submit }) =>
        formData.data && (
          <ObservationForm
            key={editId ?? 'new'}
            record={observation}
            formData={formData.data}
            reporterId={userId}
            draftKey={editId ? `observation:edit:${editId}` : 'observation:new'}
            onCancel={() => navigate(editId ? `/observations/summary/${editId}` : '/observations/new')}
            onSubmit={async (values) => submit(editId ? await update({ id: editId, ...values }) : await create(values))}
          />
        )
      }
    </RecordEditor>
  );
}
