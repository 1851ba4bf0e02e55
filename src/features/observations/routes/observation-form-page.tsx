import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/store/hooks';
import { RecordEditor } from '@/components/record/record-editor';
import { submitOrQueue } from '@/lib/offline/submit';
import { localDateTimeValue } from '@/components/form/date-time-value';
import { RefusalNotice } from '@/components/offline/refusal-notice';
import { useReopenedEntry } from '@/components/offline/use-reopened-entry';
import { useCreateObservationMutation, useGetObservationFormDataQuery, useGetObservationQuery, useUpdateObservationMutation } from '../api/observations-api';
import { ObservationForm } from '../components/observation-form';
import { useObservationLabels } from '../components/labels';
import type { ObservationFormValues, ObservationInput } from '../model';

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
  // offline queue (new reports only): kept on the device without network; a refused one comes back to be corrected
  const [reopened, setReopened] = useState<{ id: string; values: ObservationFormValues; intro: string; messages: string[] } | null>(null);
  const [round, setRound] = useState(0);
  useReopenedEntry<ObservationFormValues>(({ id, values, intro, messages }) => {
    setReopened({ id, values: { ...values, observed_at: localDateTimeValue(new Date(values.observed_at)) }, intro, messages });
    setRound((r) => r + 1);
  });

  /** a new report: sent with an Idempotency-Key, or kept in the offline queue without network; the answer for `submit`, null when queued */
  const fileNew = async (values: ObservationInput) => {
    const refused: { answer?: Awaited<ReturnType<typeof create>> } = {};
    try {
      const result = await submitOrQueue(
        { kind: 'observation', url: '/observations', secured: true, body: values, values, summary: values.description, path: '/observations/new', userId, replaces: reopened?.id },
        async (key) => {
          const answer = await create({ ...values, idempotencyKey: key });
          if ('error' in answer && answer.error) {
            // no answer (network): the report goes to the queue with this key; any other answer comes back to the form
            if ((answer.error as { status?: unknown }).status === 'FETCH_ERROR') throw answer.error;
            refused.answer = answer;
            throw refused;
          }
          return answer;
        },
      );
      setReopened(null);
      if ('sent' in result) return result.sent;
      // kept on the device: an empty form, as after a send (the queue's status in the shell says so)
      setRound((r) => r + 1);
      return null;
    } catch (e) {
      if (e === refused && refused.answer) return refused.answer;
      throw e;
    }
  };

  return (
    <RecordEditor t={t} id={editId} subject="Observation" titleId="obs-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `/observations/summary/${saved}`}>
      {({ record: observation, submit }) =>
        formData.data && (
          <>
            {!editId && <RefusalNotice refusal={reopened} />}
            <ObservationForm
              key={editId ?? `new-${round}`}
              record={observation}
              initial={editId ? undefined : reopened?.values}
              formData={formData.data}
              reporterId={userId}
              draftKey={editId ? `observation:edit:${editId}` : 'observation:new'}
              onCancel={() => navigate(editId ? `/observations/summary/${editId}` : '/observations/new')}
              onSubmit={async (values) => {
                if (editId) return submit(await update({ id: editId, ...values }));
                const answer = await fileNew(values);
                return answer ? submit(answer) : true;
              }}
            />
          </>
        )
      }
    </RecordEditor>
  );
}
