import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { refusalOnFields } from '@/lib/api/refusal';
import { RecordEditor } from '@/components/record/record-editor';
import { useCan } from '@/lib/ability/use-can';
import type { WorkflowImpact, WorkflowInput } from '../model';
import { useCreateWorkflowMutation, useGetWorkflowFormDataQuery, useGetWorkflowQuery, usePreviewWorkflowMutation, useUpdateWorkflowMutation } from '../api/workflows-api';
import { workflowFieldErrors } from '../schemas/rule-messages';
import { WorkflowForm, type WorkflowFormValues } from './workflow-form';
import { ImpactDialog } from './impact-dialog';
import { DeleteWorkflowDialog } from './delete-dialog';
import { useWorkflowLabels } from './labels';
import type { FormikHelpers } from 'formik';


/**
 * Create (no id) or edit a workflow. A submit first asks the server for the impact (`?dry_run=true`): an edit — or a
 * new workflow that covers records under review — shows the records whose review restarts and their approvers, and
 * saves only when confirmed. A 422 (from the dry run or the save) is shown on its fields; the typed values stay.
 */
export function WorkflowEditor({ id }: { id: number | null }) {
  const { t } = useWorkflowLabels();
  const navigate = useNavigate();
  const canDelete = useCan('delete', 'WorkFlow');
  const formData = useGetWorkflowFormDataQuery();
  const record = useGetWorkflowQuery(id ?? 0, { skip: !id });
  const [preview] = usePreviewWorkflowMutation();
  const [create] = useCreateWorkflowMutation();
  const [update] = useUpdateWorkflowMutation();
  const [pending, setPending] = useState<{ impact: WorkflowImpact; resolve(ok: boolean): void } | null>(null);
  const [deleting, setDeleting] = useState(false);

  /** a 422 onto its fields: true when it was handled there */
  const onFields = (error: unknown, helpers: FormikHelpers<WorkflowFormValues>) => {
    return refusalOnFields(error, (messages) => workflowFieldErrors(messages, t), helpers.setErrors);
  };

  return (
    <RecordEditor
      t={t}
      id={id}
      subject="WorkFlow"
      titleId="workflow-form-title"
      record={record}
      pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }}
      summaryPath={(saved) => `/workflows/edit/${saved}`}
    >
      {({ record: workflow, submit }) =>
        formData.data && (
          <>
            <WorkflowForm
              key={id ?? 'new'}
              record={workflow}
              formData={formData.data}
              draftKey={id ? `workflow:edit:${id}` : 'workflow:new'}
              onCancel={() => navigate('/workflows')}
              onDelete={id && canDelete ? () => setDeleting(true) : undefined}
              onSubmit={async (values: WorkflowInput, helpers) => {
                const dry = await preview({ id, ...values });
                if ('error' in dry && dry.error) {
                  if (onFields(dry.error, helpers)) return false;
                  return submit({ error: dry.error });
                }
                const impact = dry.data!.impact;
                if (id || impact.total > 0) {
                  const confirmed = await new Promise<boolean>((resolve) => setPending({ impact, resolve }));
                  setPending(null);
                  if (!confirmed) return false;
                }
                const result = id ? await update({ id, ...values }) : await create(values);
                if ('error' in result && result.error && onFields(result.error, helpers)) return false;
                return submit(result);
              }}
            />
            <ImpactDialog
              visible={!!pending}
              header={id ? t('impact.editTitle') : t('impact.createTitle')}
              intro={<p>{t('impact.intro')}</p>}
              impact={pending?.impact ?? null}
              confirmLabel={t('impact.confirm')}
              onConfirm={() => pending?.resolve(true)}
              onCancel={() => pending?.resolve(false)}
            />
            {workflow && <DeleteWorkflowDialog workflow={deleting ? { id: workflow.id, title: workflow.title } : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/workflows')} />}
          </>
        )
      }
    </RecordEditor>
  );
}
