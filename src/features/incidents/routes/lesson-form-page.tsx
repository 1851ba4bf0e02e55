import { useAbility } from '@/lib/ability/use-can';
import '../components/investigation/investigation.css';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { showToast } from '@/lib/feedback/toast-service';
import { apiErrorMessage } from '@/lib/api/notify-error';
import { useCreateLessonMutation, useGetIncidentQuery, useGetLessonsQuery, useUpdateLessonMutation } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { LessonForm } from '../components/lessons/lesson-form';
import { InvPage } from '../components/inv-page';

/** /incidents/lfi/:id/:lessonId? — record (or edit) a lesson learned from closed incident :id. */
export default function LessonFormPage() {
  const can = useAbility();
  const { t } = useInvestigationLabels();
  const params = useParams();
  const navigate = useNavigate();
  const incidentId = Number(params.id);
  const lessonId = params.lessonId ? Number(params.lessonId) : null;
  const incident = useGetIncidentQuery(incidentId);
  const lessons = useGetLessonsQuery({ incident_id: incidentId }, { skip: !lessonId });
  const [create] = useCreateLessonMutation();
  const [update] = useUpdateLessonMutation();
  const lesson = lessonId ? lessons.data?.lessons.find((l) => l.id === lessonId) : undefined;
  const allowed = lessonId ? can('update', 'Incident') : can('create', 'Incident');
  const i = incident.data;
  const title = i ? (lessonId ? t('lessons.editHeading', { number: i.number }) : t('lessons.newHeading', { number: i.number })) : t('lessons.newTitle');

  const body = () => {
    if (incident.isLoading || (lessonId && lessons.isLoading)) return <ScreenLoading />;
    if (!i) return <Message severity="error" text={t('steps.notFound')} />;
    if (!allowed) return <Message severity="info" text={t('lessons.noPermission')} />;
    if (i.status !== 'closed') return <Message severity="warn" text={t('lessons.closedOnly', { number: i.number })} />;
    if (lessonId && !lesson) return <Message severity="error" text={t('lessons.notFound')} />;
    return (
      <LessonForm
        key={lesson?.id ?? 'new'}
        incidentId={i.id}
        lesson={lesson}
        onCancel={() => navigate(lesson ? `/incidents/${i.id}/insight/${lesson.id}` : '/incidents/lfi-list')}
        onSubmit={async (values) => {
          const result = lesson ? await update({ id: lesson.id, ...values }) : await create({ incident_id: i.id, ...values });
          if ('error' in result && result.error) return apiErrorMessage(result.error) ?? t('lessons.saveFailed');
          showToast({ severity: 'success', detail: lesson ? t('lessons.updated') : t('lessons.created') });
          navigate(`/incidents/${i.id}/insight/${result.data.id}`);
          return null;
        }}
      />
    );
  };

  return (
    <InvPage id="lesson-title-h" title={title} actions={<Link to="/incidents/lfi-list">{t('lessons.listLink')}</Link>}>
      <div className="inv-panel">{body()}</div>
    </InvPage>
  );
}
