import '../components/investigation/investigation.css';
import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { isImageAttachment } from '@/lib/files/attachment';
import { ScreenLoading } from '@/components/feedback/loading';
import { useGetLessonsQuery } from '../api/incidents-api';
import { useInvestigationLabels } from '../components/investigation/labels';
import { LessonsNav } from '../components/lessons/lessons-nav';
import { InvPage } from '../components/inv-page';

/** /incidents/lfi-card: the published lessons as cards (image, title, incident number). */
export default function LessonsCardsPage() {
  const { t } = useInvestigationLabels();
  const lessons = useGetLessonsQuery({});
  const published = (lessons.data?.lessons ?? []).filter((l) => l.published);
  return (
    <InvPage id="lessons-cards-title" title={t('lessons.cardsTitle')} actions={<LessonsNav />}>
      {lessons.isLoading && <ScreenLoading />}
      {lessons.isError && <Message severity="error" text={t('lessons.loadFailed')} />}
      {lessons.data && published.length === 0 && <p>{t('lessons.nonePublished')}</p>}
      <ul className="inv-cards" aria-label={t('lessons.cardsTitle')}>
        {published.map((l) => {
          const image = [...l.incident_images, ...l.inc_act_images].find(isImageAttachment);
          return (
            <li key={l.id}>
              <article className="inv-card" aria-labelledby={`lesson-card-${l.id}`}>
                {image ? <img src={image.data_url} alt={t('lessons.imageOf', { title: l.title })} /> : <div className="no-image">{t('lessons.noImage')}</div>}
                <div className="body">
                  <h2 id={`lesson-card-${l.id}`}>
                    <Link to={`/incidents/${l.incident_id}/insight/${l.id}`}>{l.title}</Link>
                  </h2>
                  <span>{t('lessons.fromIncident', { number: l.incident_number ?? l.incident_id })}</span>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </InvPage>
  );
}
