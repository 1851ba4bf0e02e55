import { useAbility } from '@/lib/ability/use-can';
import { useNavigate } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { showToast } from '@/lib/feedback/toast-service';
import { TitledSection } from '@/components/layout/titled-section';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { useCreateActionMutation, useGetActionFormDataQuery, useGetActionQuery, useUpdateActionMutation } from '../api/actions-api';
import { ActionForm } from './action-form';
import { useActionLabels } from './labels';

/** Create (no id) or edit an action; after saving, go to its summary under `base`. */
export function ActionEditor({ id, base }: { id: number | null; base: string }) {
  const can = useAbility();
  const { t } = useActionLabels();
  const navigate = useNavigate();
  const formData = useGetActionFormDataQuery();
  const record = useGetActionQuery(id ?? 0, { skip: !id });
  const [create] = useCreateActionMutation();
  const [update] = useUpdateActionMutation();
  const allowed = id ? can('update', 'Action') : can('create', 'Action');
  const title = id ? t('form.editTitle', { number: record.data?.number ?? '' }) : t('form.newTitle');
  if (!allowed) {
    return (
      <TitledSection id="act-form-title" title={title}>
        <Message severity="info" text={t('form.noPermission')} />
      </TitledSection>
    );
  }
  if (formData.isLoading || (id && record.isLoading)) return <ScreenLoading />;
  if (!formData.data || (id && !record.data)) return <Message severity="error" text={t('list.loadFailed')} />;
  return (
    <TitledSection id="act-form-title" title={title}>
      <ActionForm
        key={id ?? 'new'}
        record={id ? record.data : undefined}
        formData={formData.data}
        draftKey={id ? `action:edit:${id}` : 'action:new'}
        onCancel={() => navigate(id ? `${base}/summary/${id}` : base)}
        onSubmit={async (values) => {
          const saved = savedOrToast(id ? await update({ id, ...values }) : await create(values));
          if (!saved) return false;
          showToast({ severity: 'success', detail: id ? t('form.updated', { number: saved.number }) : t('form.created', { number: saved.number }) });
          navigate(`${base}/summary/${saved.id}`);
          return true;
        }}
      />
    </TitledSection>
  );
}
