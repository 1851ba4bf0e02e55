import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { refusalOnFields } from '@/lib/api/refusal';
import { RecordEditor } from '@/components/record/record-editor';
import { useGetContractorFormDataQuery, useGetContractorsQuery, useGetWorkerQuery, useCreateWorkerMutation, useUpdateWorkerMutation } from '../api/contractors-api';
import { contractorFieldErrors } from '../schemas/rule-messages';
import { ReviewPanel, ReviewTrailView } from './review-panel';
import { WorkerForm } from './worker-form';
import { useContractorLabels } from './labels';

/**
 * Add or edit a worker of a contractor (`contractorId`), or (null) an uncategorised worker, whom an admin may assign
 * to a contractor here. `v2`: the v2 routes save through /v2_update_contractor_worker.
 */
export function WorkerEditor({ contractorId, id, v2 = false }: { contractorId: number | null; id: number | null; v2?: boolean }) {
  const L = useContractorLabels();
  const { t } = L;
  const navigate = useNavigate();
  const formData = useGetContractorFormDataQuery();
  const record = useGetWorkerQuery({ contractorId: contractorId ?? 0, id: id ?? 0 }, { skip: !id });
  const contractors = useGetContractorsQuery({ page: 1, status: 'Active' }, { skip: contractorId !== null });
  const [assignTo, setAssignTo] = useState('');
  const [create] = useCreateWorkerMutation();
  const [update] = useUpdateWorkerMutation();
  const listPath = contractorId === null ? '/contractor/uncategory-workers' : `/contractor/${contractorId}/workers`;
  // the record editor's messages are the workers' (`workers.newTitle` …)
  const tw = ((key: string, options?: Record<string, unknown>) => t(key.replace(/^form\./, 'workers.'), options as never)) as unknown as TFunction;
  return (
    <RecordEditor t={tw} id={id} subject={null} titleId="worker-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `${listPath}/${v2 ? 'v2/' : ''}edit/${saved}`}>
      {({ record: worker, submit }) =>
        formData.data && (
          <>
            {worker && <ReviewTrailView record={worker} status={worker.status} />}
            <WorkerForm
              key={id ?? 'new'}
              record={worker}
              fields={formData.data.worker_fields}
              draftKey={`contractor-worker:${contractorId ?? 'none'}:${id ?? 'new'}`}
              onCancel={() => navigate(listPath)}
              onSubmit={async (values, helpers) => {
                const target = contractorId ?? (assignTo ? Number(assignTo) : null);
                const result = id && target !== null ? await update({ contractorId: target, id, v2, worker: values }) : id ? await update({ contractorId: 0, id, worker: values }) : await create({ contractorId: contractorId ?? 0, worker: values });
                if (refusalOnFields(result.error, (messages) => contractorFieldErrors(messages, t), helpers.setErrors)) return false;
                const ok = submit(result);
                if (ok && contractorId === null && target !== null) navigate(`/contractor/${target}/workers`);
                return ok;
              }}
            >
              {contractorId === null && id && (
                <div className="field">
                  <label htmlFor="worker-assign">{t('uncategorised.assignTo')}</label>
                  <select id="worker-assign" value={assignTo} onChange={(e) => setAssignTo(e.currentTarget.value)}>
                    <option value="">{t('uncategorised.keep')}</option>
                    {(contractors.data?.contractors ?? []).map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.company_name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </WorkerForm>
            {worker && worker.contractor_id !== null && <ReviewPanel record={worker} onReview={(review) => update({ contractorId: worker.contractor_id!, id: worker.id, v2, review })} />}
          </>
        )
      }
    </RecordEditor>
  );
}
