import { useEffect } from 'react';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useDeleteWorkflowMutation, usePreviewDeleteWorkflowMutation } from '../api/workflows-api';
import { ImpactDialog } from './impact-dialog';
import { useWorkflowLabels } from './labels';

interface Props {
  workflow: { id: number; title: string } | null;
  onClose(): void;
  onDeleted?(id: number): void;
}

/**
 * Deleting a workflow (WorkFlow delete): first the dry run lists the records under review whose review restarts and
 * who approves them afterwards — another workflow that covers them, or the super admin as primary reviewer (SPEC §6).
 */
export function DeleteWorkflowDialog({ workflow, onClose, onDeleted }: Props) {
  const { t } = useWorkflowLabels();
  const [preview, previewState] = usePreviewDeleteWorkflowMutation();
  const [remove, removal] = useDeleteWorkflowMutation();
  const id = workflow?.id ?? null;
  useEffect(() => {
    if (id) void preview(id);
  }, [id, preview]);
  const data = previewState.data && previewState.originalArgs === id ? previewState.data : null;
  const admin = data?.super_admin?.full_name ?? t('delete.theSuperAdmin');

  const confirm = async () => {
    if (!workflow) return;
    const result = await remove(workflow.id);
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    showToast({ severity: 'success', detail: t('delete.done', { title: workflow.title, admin: result.data?.super_admin?.full_name ?? admin }) });
    onClose();
    onDeleted?.(workflow.id);
  };

  return (
    <ImpactDialog
      visible={!!workflow}
      header={workflow ? t('delete.title', { title: workflow.title }) : ''}
      intro={
        <>
          <p>{t('delete.question', { title: workflow?.title ?? '' })}</p>
          <p>
            <strong>{t('delete.fallback', { admin })}</strong>
          </p>
        </>
      }
      impact={data?.impact ?? null}
      loading={!data}
      confirmLabel={t('delete.confirm')}
      danger
      busy={removal.isLoading}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
