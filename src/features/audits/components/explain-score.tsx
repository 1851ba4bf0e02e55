import type { AuditScore } from '../model/scoring';
import type { AuditLabels } from './labels';

/** "Explain my score": every question's contribution (points, share of the total, points lost, critical failure). */
export function ExplainScore({ score, L }: { score: AuditScore; L: AuditLabels }) {
  const { t } = L;
  if (!score.scoring) return null;
  return (
    <details className="audit-explain">
      <summary>{t('explain.title')}</summary>
      <p>{t('explain.intro')}</p>
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('explain.title')}>
        <table className="data-table">
          <caption className="sr-only">{t('explain.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('explain.question')}</th>
              <th scope="col">{t('explain.state')}</th>
              <th scope="col">{t('explain.points')}</th>
              <th scope="col">{t('explain.share')}</th>
              <th scope="col">{t('explain.lostCol')}</th>
            </tr>
          </thead>
          <tbody>
            {score.questions
              .filter((q) => q.state !== 'hidden' && q.state !== 'unscored')
              .map((q) => (
                <tr key={q.question_id}>
                  <th scope="row">
                    {q.text}
                    {q.critical && <small> ({t('question.critical')})</small>}
                  </th>
                  <td>{q.critical_failed ? t('explain.criticalFailed') : t(`explain.states.${q.state}`)}</td>
                  <td>{q.state === 'na' ? '–' : `${q.earned} / ${q.max}`}</td>
                  <td>{q.state === 'na' ? '–' : `${q.share}%`}</td>
                  <td>{q.state === 'na' ? '–' : `${q.lost}%`}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
