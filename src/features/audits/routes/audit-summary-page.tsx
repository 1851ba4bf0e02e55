import { useMemo, useRef, useState } from 'react';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { useAppSelector } from '@/lib/store/hooks';
import { isOwnRecord } from '@/lib/approvals/separation-of-duties';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { biggestLosses } from '../model/scoring';
import { missingRequirements } from '../model/template';
import { decisionSchema } from '../schemas/audit-schemas';
import { useDecideAuditMutation } from '../api/audits-api';
import { useAudit } from '../components/audit-context';
import { ExplainScore } from '../components/explain-score';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';
import { useRecordForm } from '@/components/record/use-record-form';

/** /audits/{id}/summary: section scores, "explain my score", submit, and approval (approve, or reject with a reason). */
export default function AuditSummaryPage() {
  const { audit, score, editable, save, saving, answers, L } = useAudit();
  const { t } = L;
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const waiting = audit.status === 'completed' || audit.status === 'pending';
  // separation of duties: the auditor never decides on their own audit (the server refuses it too)
  const ownAudit = isOwnRecord(userId, [audit.auditor_id]);
  const canDecide = waiting && userId != null && !ownAudit && audit.current_approver_ids.includes(userId);
  const missing = missingRequirements(audit.definition, answers);
  const unanswered = score.total - score.answered;
  const losses = biggestLosses(score);
  return (
    <section aria-labelledby="audit-summary-title">
      <h2 id="audit-summary-title">{t('detail.summary')}</h2>
      {score.fail_reasons.length > 0 && (
        <ul className="audit-fail">
          {score.fail_reasons.map((r) => (
            <li key={r}>{L.failReason(r)}</li>
          ))}
        </ul>
      )}
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('summary.sections')}>
        <table className="data-table">
          <caption>{t('summary.sections')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('summary.section')}</th>
              <th scope="col">{t('summary.answered')}</th>
              <th scope="col">{t('summary.points')}</th>
              <th scope="col">{t('summary.percent')}</th>
              <th scope="col">{t('summary.passMark')}</th>
              <th scope="col">{t('summary.result')}</th>
            </tr>
          </thead>
          <tbody>
            {score.sections.map((s, i) => (
              <tr key={s.section_id}>
                <th scope="row">
                  <Link to={`../audit/${i}`}>{s.title}</Link>
                </th>
                <td>{`${s.answered} / ${s.total}`}</td>
                <td>{`${s.earned} / ${s.max}`}</td>
                <td>{s.percent == null ? '–' : `${s.percent}%`}</td>
                <td>{s.pass_mark == null ? '–' : `${s.pass_mark}%`}</td>
                <td>{s.passed == null || s.answered === 0 ? '–' : s.passed ? t('score.passed') : t('score.failed')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {score.scoring && losses.length > 0 && (
        <>
          <h3>{t('summary.biggestLosses')}</h3>
          <ol>
            {losses.map((q) => (
              <li key={q.question_id}>
                {q.text}: {q.critical_failed ? t('explain.criticalFailed') : t('explain.lost', { points: q.lost })}
              </li>
            ))}
          </ol>
        </>
      )}
      <ExplainScore score={score} L={L} />
      {editable && (
        <div className="panel">
          {unanswered > 0 && <p>{t('summary.unanswered', { count: unanswered })}</p>}
          {missing.length > 0 && <p>{t('summary.requirementsMissing', { count: missing.length })}</p>}
          <div className="audit-pager">
            <Button type="button" outlined icon="pi pi-save" label={t('conduct.save')} loading={saving} onClick={() => void save()} />
            <Button type="button" icon="pi pi-check" label={t('summary.submit')} loading={saving} onClick={() => void save(true)} />
          </div>
        </div>
      )}
      {audit.reason && (audit.status === 'rejected' || audit.status === 'approved') && (
        <p>
          {t(audit.status === 'rejected' ? 'decision.rejectedBecause' : 'decision.approvedWith', { name: audit.decided_by_name ?? '', reason: audit.reason })}
        </p>
      )}
      {(audit.approvers.length > 0 || waiting) && <Approvers />}
      {waiting && ownAudit && <p>{t('approval.ownAudit')}</p>}
      {canDecide && <Decision />}
    </section>
  );
}

/** who must approve (the workflow, the order or "N of M") and who already did */
function Approvers() {
  const { audit, L } = useAudit();
  const { t } = L;
  const waiting = audit.status === 'completed' || audit.status === 'pending';
  const rule =
    audit.approval_kind === 'super_admin'
      ? t('approval.superAdmin')
      : audit.approval_kind === 'sequential'
        ? t('approval.sequential', { workflow: audit.approval_workflow ?? '' })
        : t('approval.parallel', { workflow: audit.approval_workflow ?? '', needed: audit.approvals_required, total: audit.approvers.length });
  return (
    <section className="panel" aria-labelledby="approvers-title">
      <h3 id="approvers-title">{t('approval.title')}</h3>
      <p>
        {rule}
        {audit.auditor_excluded && <> {audit.substitute_names.length ? t('approval.auditorSubstituted', { names: audit.substitute_names.join(', ') }) : t('approval.auditorExcluded')}</>}
      </p>
      {waiting && audit.approvers.length === 0 && <p>{t('approval.nobody')}</p>}
      <ul>
        {audit.approvers.map((a) => (
          <li key={a.id}>
            {a.approved_at
              ? t('approval.approvedOn', { name: a.name, date: L.date(a.approved_at.slice(0, 10)) })
              : waiting && audit.current_approver_ids.includes(a.id)
                ? t('approval.waitingFor', { name: a.name })
                : t('approval.notYet', { name: a.name })}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decision() {
  const { audit, L } = useAudit();
  const { t } = L;
  const [decide, state] = useDecideAuditMutation();
  /** the button pressed: approve (the form's submit) or reject (a reason is then required) */
  const decision = useRef<'approve' | 'reject'>('approve');
  const [initialValues] = useState({ reason: '' });
  const schema = useMemo(() => decisionSchema(t), [t]);
  // a decision is not kept as a draft
  const { formik, focusRef } = useRecordForm({
    initialValues,
    validate: (v) => validateYupSchema({ ...v, decision: decision.current }, schema).then(() => ({}), yupToFormErrors),
    onSubmit: async ({ reason }) => {
      const chosen = decision.current;
      const result = await decide({ id: audit.id, decision: chosen, reason });
      if ('error' in result && result.error) {
        toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t(chosen === 'approve' ? 'decision.approved' : 'decision.rejected', { number: audit.number }) });
      return true;
    },
  });
  const submit = (chosen: 'approve' | 'reject') => {
    decision.current = chosen;
    void formik.submitForm();
  };
  // the message shows once a decision was tried, as before
  const error = formik.submitCount > 0 ? formik.errors.reason : undefined;
  return (
    <form
      ref={focusRef}
      className="panel"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit('approve');
      }}
      aria-labelledby="decision-title"
    >
      <h3 id="decision-title">{t('decision.title')}</h3>
      <LabelledControl className="audit-field" id="decision-reason" label={t('decision.reason')} error={error} hint={t('decision.reasonHint')}>
        <textarea {...controlProps('decision-reason', error)} className="native-input" rows={3} name="reason" value={formik.values.reason} onChange={formik.handleChange} />
      </LabelledControl>
      <div className="audit-pager">
        <Button type="button" severity="danger" outlined icon="pi pi-times" label={t('decision.reject')} loading={state.isLoading} onClick={() => submit('reject')} />
        <Button type="submit" icon="pi pi-check" label={t('decision.approve')} loading={state.isLoading} />
      </div>
    </form>
  );
}
