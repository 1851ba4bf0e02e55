import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { showToast } from '@/lib/feedback/toast-service';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { useAppSelector } from '@/lib/store/hooks';
import { Badge } from '@/components/list/list-ui';
import { REVIEW_DECISIONS, reviewRefusal, type ReviewDecision, type ReviewInput, type ReviewTrail } from '../model';
import { reviewSchema } from '../schemas/document-schema';
import { useContractorLabels } from './labels';

/** Who submitted and reviewed a worker or document, and when (SPEC §4 statuses with who and when). */
export function ReviewTrailView({ record, status }: { record: ReviewTrail; status: ReviewTrail['status'] }) {
  const L = useContractorLabels();
  const { t } = L;
  return (
    <dl className="review-trail">
      <dt>{t('fields.status')}</dt>
      <dd>
        <Badge kind={status}>{L.review(status)}</Badge>
      </dd>
      <dt>{t('review.submitted')}</dt>
      <dd>{record.submitted_by_name ? t('review.byAt', { name: record.submitted_by_name, at: L.dateTime(record.submitted_at) }) : L.dateTime(record.submitted_at)}</dd>
      {record.reviewed_by_name && (
        <>
          <dt>{t('review.reviewed')}</dt>
          <dd>{t('review.byAt', { name: record.reviewed_by_name, at: L.dateTime(record.reviewed_at) })}</dd>
        </>
      )}
      {record.status_reason && (
        <>
          <dt>{t('review.reason')}</dt>
          <dd>{record.status_reason}</dd>
        </>
      )}
    </dl>
  );
}

type Result<R> = { data: R; error?: undefined } | { data?: undefined; error: unknown };

/**
 * An admin's decision on a worker or document: approve, reject (with a reason) or mark expired. Never the person who
 * submitted this version (the panel says so instead; the server refuses it too).
 */
export function ReviewPanel<R>({ record, onReview }: { record: ReviewTrail; onReview(review: ReviewInput): Promise<Result<R>> }) {
  const L = useContractorLabels();
  const { t } = L;
  const me = useAppSelector((s) => s.session.user);
  const ids = useId();
  const [decision, setDecision] = useState<ReviewDecision>('approved');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!me?.is_admin) return null;
  const refusal = reviewRefusal(record, me, 'approved', 'x');
  return (
    <section className="panel review-panel" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`}>{t('review.title')}</h3>
      {refusal === 'ownSubmission' ? (
        <Message severity="info" text={t('review.ownSubmission')} />
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void (async () => {
              const problems = await ruleErrors(reviewSchema(t), { decision, reason });
              setError(problems[0] ?? null);
              if (problems.length) return;
              setBusy(true);
              const saved = savedOrToast(await onReview({ decision, reason: reason.trim() }));
              setBusy(false);
              if (saved) {
                showToast({ severity: 'success', detail: t('review.saved', { status: L.review(decision) }) });
                setReason('');
              }
            })();
          }}
        >
          <fieldset className="group">
            <legend>{t('review.decision')}</legend>
            {REVIEW_DECISIONS.map((d) => (
              <label key={d} className="check">
                <input type="radio" name={`${ids}-decision`} value={d} checked={decision === d} onChange={() => setDecision(d)} /> {L.review(d)}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${ids}-reason`}>
              {t('review.reason')}
              {decision === 'rejected' && <span aria-hidden="true"> *</span>}
            </label>
            <textarea id={`${ids}-reason`} value={reason} onChange={(e) => setReason(e.currentTarget.value)} aria-invalid={!!error} aria-describedby={error ? `${ids}-reason-error` : undefined} rows={3} />
            {error && (
              <small id={`${ids}-reason-error`} className="field-error">
                {error}
              </small>
            )}
          </div>
          <Button type="submit" label={t('review.submit')} icon="pi pi-check-circle" loading={busy} />
        </form>
      )}
    </section>
  );
}
