import { useNavigate, useParams } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { useGetIncidentQuery } from '../api/incidents-api';
import { IncidentReportForm } from '../components/report-form/incident-report-form';
import { useIncidentLabels } from '../components/register/labels';

/** Children 'new' and 'edit/:id' of /incidents, frames of their victim/new and victim/edit/:victimId dialog routes. */
export default function IncidentFormPage() {
  const { t } = useIncidentLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const record = useGetIncidentQuery(editId ?? 0, { skip: !editId });

  return (
    <RecordEditor t={t} id={editId} subject="Incident" titleId="inc-form-title" record={record} locked={(i) => (i.status === 'closed' ? t('form.closedLocked') : null)} summaryPath={(saved) => `/incidents/summary/${saved}`}>
      {({ record: incident, saved }) => (
        <IncidentReportForm
          key={editId ?? 'new'}
          incident={incident}
          basePath={editId ? `/incidents/edit/${editId}` : '/incidents/new'}
          onCancel={() => navigate(editId ? `/incidents/summary/${editId}` : '/incidents/new')}
          onSaved={saved}
        />
      )}
    </RecordEditor>
  );
}
