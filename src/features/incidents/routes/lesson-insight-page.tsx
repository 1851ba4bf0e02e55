import { useAbility } from '@/lib/ability/use-can';
import '../components/investigation/investigation.css';
import { Link, useParams } from 'react-router-dom';
import { AttachmentList } from '@/lib/files/file-field';
import { ScreenLoading } from '@/components/feedback/loading';
import { TitledSection } from '@/components/layout/titled-section';
import { useGetLessonsQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { InvPage, PageError } from '../components/inv-page';

/** /incidents/:inciId/insight/:id — one lesson, read-only. The text is plain text (never HTML). */
export default function LessonInsightPage() {
  const can = useAbility();
  const L = useInvestigationLabels();
  const { t } = L;
  const params = useParams();
  const incidentId = Number(params.inciId);
  const id = Number(params.id);
  const lessons = useGetLessonsQuery({ incident_id: incidentId });
  const lesson = lessons.data?.lessons.find((l) => l.id === id);
  if (lessons.isLoading) return <ScreenLoading />;
  if (!lesson) {
    return <PageError id="insight-title" title={t('lessons.insightTitle')} text={t('lessons.notFound')} />;
  }
  return (
    <InvPage
      id="insight-title"
      title={lesson.title}
      as="article"
      actions={
        <div className="form-actions">
          {can('update', 'Incident') && <Link to={`/incidents/lfi/${lesson.incident_id}/${lesson.id}`}>{t('lessons.edit')}</Link>}
          <Link to="/incidents/lfi-card">{t('lessons.cardView')}</Link>
        </div>
      }
    >
      <dl className="details">
        <dt>{t('lessons.incident')}</dt>
        <dd>{can('read', 'Incident') ? <Link to={`/incidents/summary/${lesson.incident_id}`}>{lesson.incident_number ?? lesson.incident_id}</Link> : lesson.incident_number}</dd>
        <dt>{t('lessons.state')}</dt>
        <dd>{lesson.published ? t('lessons.published') : t('lessons.draft')}</dd>
        <dt>{t('lessons.author')}</dt>
        <dd>{lesson.created_by_name ?? '—'}</dd>
        <dt>{t('lessons.createdAt')}</dt>
        <dd>{L.date(lesson.created_at)}</dd>
      </dl>
      <TitledSection id="insight-lesson" title={t('lessons.lessonField')}>
        {/* plain text with its line breaks: the lesson may hold anything a user typed */}
        <p className="plain-text">{lesson.lesson}</p>
      </TitledSection>
      <TitledSection id="insight-inc-images" title={t('lessons.incidentImages')}>
        <AttachmentList items={lesson.incident_images} label={t('lessons.incidentImages')} />
      </TitledSection>
      <TitledSection id="insight-act-images" title={t('lessons.actionImages')}>
        <AttachmentList items={lesson.inc_act_images} label={t('lessons.actionImages')} />
      </TitledSection>
    </InvPage>
  );
}
