import type { AuditScore } from '../model/scoring';
import type { AuditLabels } from './labels';

/** the total score, pass mark and verdict; `live` announces changes politely while answering */
export function ScoreLine({ score, L, live }: { score: AuditScore; L: AuditLabels; live?: boolean }) {
  const { t } = L;
  if (!score.scoring) return <p className="audit-score">{t('score.answered', { answered: score.answered, total: score.total })}</p>;
  return (
    <p className="audit-score" aria-live={live ? 'polite' : undefined}>
      <span>{t('score.total', { percent: score.percent ?? 0, earned: score.earned, max: score.max })}</span>
      {score.pass_mark != null && <span>{t('score.passMark', { mark: score.pass_mark })}</span>}
      <span>{t('score.answered', { answered: score.answered, total: score.total })}</span>
      {/* no verdict before the first answer: an empty audit is "not started", not "Failed" (issue 26) */}
      {score.answered === 0 ? <span>{t('score.noVerdict')}</span> : score.passed === true ? <span className="audit-pass">{t('score.passed')}</span> : score.passed === false ? <span className="audit-fail">{t('score.failed')}</span> : null}
    </p>
  );
}
