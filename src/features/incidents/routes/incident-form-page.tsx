import { useAbility } from '@/lib/ability/use-can';
import { useNavigate, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { showToast } from '@/lib/feedback/toast-service';
import { TitledSection } from '@/components/layout/titled-section';
import { useGetIncidentQuery } from '../api/incidents-api';
import { IncidentReportForm } from '../components/report-form/incident-report-form';
import { useIncidentLabels } from '../components/register/labels';

/** Children 'new' and 'edit/:id' of /incidents, frames of their victim/new and victim/edit/:victimId dialog routes. */
export default function IncidentFormPage() {
  const can = useAbility();
  const { t } = useIncidentLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const record = useGetIncidentQuery(editId ?? 0, { skip: !editId });
  const allowed = editId ? can('update', 'Incident') : can('create', 'Incident');
  const title = editId ? t('form.editTitle', { number: record.data?.number ?? '' }) : t('form.newTitle');

  if (!allowed) {
    return (
      <TitledSection id="inc-form-title" title={title}>
        <Message severity="info" text={t('form.noPermission')} />
      </TitledSection>
    );
  }
  if (editId && !record.data) return <MissingRecord loading={record.isLoading} text={t('summary.notFound')} />;
  if (record.data?.status === 'closed') {
    return (
      <TitledSection id="inc-form-title" title={title}>
        <Message severity="info" text={t('form.closedLocked')} />
      </TitledSection>
    );
  }

  return (
    <TitledSection id="inc-form-title" title={title}>
      <IncidentReportForm
        key={editId ?? 'new'}
        incident={editId ? record.data : undefined}
        basePath={editId ? `/incidents/edit/${editId}` : '/incidents/new'}
        onCancel={() => navigate(editId ? `/incidents/summary/${editId}` : '/incidents/new')}
        onSaved={(saved) => {
          showToast({ severity: 'success', detail: editId ? t('form.updated', { number: saved.number }) : t('form.created', { number: saved.number }) });
          navigate(`/incidents/summary/${saved.id}`);
        }}
      />
    </TitledSection>
  );
}
