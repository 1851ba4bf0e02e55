import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { RefusalNotice } from '@/components/offline/refusal-notice';
import { useReopenedEntry } from '@/components/offline/use-reopened-entry';
import { useGetIncidentQuery } from '../api/incidents-api';
import { IncidentReportForm } from '../components/report-form/incident-report-form';
import type { ReportValues } from '../components/report-form/report-values';
import { useIncidentLabels } from '../components/register/labels';

/** Children 'new' and 'edit/:id' of /incidents, frames of their victim/new and victim/edit/:victimId dialog routes. */
export default function IncidentFormPage() {
  const { t } = useIncidentLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const record = useGetIncidentQuery(editId ?? 0, { skip: !editId });
  // offline queue (new reports only): kept on the device without network; a refused one comes back to be corrected
  const [reopened, setReopened] = useState<{ id: string; values: ReportValues; intro: string; messages: string[] } | null>(null);
  const [round, setRound] = useState(0);
  useReopenedEntry<ReportValues>(({ id, values, intro, messages }) => {
    setReopened({ id, values, intro, messages });
    setRound((r) => r + 1);
  });

  return (
    <RecordEditor t={t} id={editId} subject="Incident" titleId="inc-form-title" record={record} locked={(i) => (i.status === 'closed' ? t('form.closedLocked') : null)} summaryPath={(saved) => `/incidents/summary/${saved}`}>
      {({ record: incident, saved }) => (
        <>
          {!editId && <RefusalNotice refusal={reopened} />}
          <IncidentReportForm
            key={editId ?? `new-${round}`}
            incident={incident}
            basePath={editId ? `/incidents/edit/${editId}` : '/incidents/new'}
            onCancel={() => navigate(editId ? `/incidents/summary/${editId}` : '/incidents/new')}
            reopened={editId ? null : reopened}
            onQueued={() => {
              setReopened(null);
                      setRound((r) => r + 1);
            }}
            onSaved={(r) => {
              setReopened(null);
              saved(r);
            }}
          />
        </>
      )}
    </RecordEditor>
  );
}
