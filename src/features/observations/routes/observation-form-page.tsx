import { useAbility } from '@/lib/ability/use-can';
import { useNavigate, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { useAppSelector } from '@/lib/store/hooks';
import { ScreenLoading } from '@/components/feedback/loading';
import { showToast } from '@/lib/feedback/toast-service';
import { TitledSection } from '@/components/layout/titled-section';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { useCreateObservationMutation, useGetObservationFormDataQuery, useGetObservationQuery, useUpdateObservationMutation } from '../api/observations-api';
import { ObservationForm } from '../components/observation-form';
import { useObservationLabels } from '../components/labels';

/** Child 'new' and 'edit/:id/:tab?' of /observations: create when there is no :id. */
export default function ObservationFormPage() {
  const can = useAbility();
  const { t } = useObservationLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const formData = useGetObservationFormDataQuery();
  const record = useGetObservationQuery(editId ?? 0, { skip: !editId });
  const [create] = useCreateObservationMutation();
  const [update] = useUpdateObservationMutation();
  const allowed = editId ? can('update', 'Observation') : can('create', 'Observation');
  const title = editId ? t('form.editTitle', { number: record.data?.number ?? '' }) : t('form.newTitle');

  if (!allowed) {
    return (
      <TitledSection id="obs-form-title" title={title}>
        <Message severity="info" text={t('form.noPermission')} />
      </TitledSection>
    );
  }
  if (formData.isLoading || (editId && record.isLoading)) return <ScreenLoading />;
  if (!formData.data || (editId && !record.data)) return <Message severity="error" text={t('list.loadFailed')} />;

  return (
    <TitledSection id="obs-form-title" title={title}>
      <ObservationForm
        key={editId ?? 'new'}
        record={editId ? record.data : undefined}
        formData={formData.data}
        reporterId={userId}
        draftKey={editId ? `observation:edit:${editId}` : 'observation:new'}
        onCancel={() => navigate(editId ? `/observations/summary/${editId}` : '/observations/new')}
        onSubmit={async (values) => {
          const saved = savedOrToast(editId ? await update({ id: editId, ...values }) : await create(values));
          if (!saved) return false;
          showToast({ severity: 'success', detail: editId ? t('form.updated', { number: saved.number }) : t('form.created', { number: saved.number }) });
          navigate(`/observations/summary/${saved.id}`);
          return true;
        }}
      />
    </TitledSection>
  );
}
