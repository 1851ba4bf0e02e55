import { useAbility } from '@/lib/ability/use-can';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useAppSelector } from '@/lib/store/hooks';
import { showToast } from '@/lib/feedback/toast-service';
import { DataTable } from '@/components/data/data-table';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { closureBlockers } from '../../model';
import { useGetIncidentQuery } from '../../api/incidents-api';
import { MultiSelectField, TextField } from '@/components/form/fields';
import { useInvestigationLabels } from './labels';
import { useStepUpdate } from './use-step-update';
import { approversSchema, decisionSchema } from '../../schemas/incident-schemas';
import type { StepProps } from './step-types';
import { FormError } from '@/components/record/form-parts';

/** Step 5: review and closure — approvers, their decisions (a reject needs a reason), and closing. */
export default function ReviewStep({ incident, formData, readOnly }: StepProps) {
  const can = useAbility();
  const L = useInvestigationLabels();
  const { t } = L;
  const { t: rules } = useTranslation('incidentRules');
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const { save, serverError, busy } = useStepUpdate();
  // the actions may have been completed on the action screens meanwhile: fetch the incident again on opening
  useGetIncidentQuery(incident.id, { refetchOnMountOrArgChange: true });
  const [rejecting, setRejecting] = useState(false);
  const userName = (id: number) => formData.users.find((u) => u.id === id)?.full_name ?? String(id);
  const blockers = closureBlockers(incident, incident.actions ?? []);
  const mine = incident.approvals.find((a) => a.approver_id === userId);
  const closed = incident.status === 'closed';

  const {
    formik: approversFormik,
    focusRef: approversRef,
    draft,
  } = useRecordForm<{ approver_ids: number[] }>({
    initialValues: { approver_ids: incident.approvals.map((a) => a.approver_id) },
    schema: useMemo(() => approversSchema(rules), [rules]),
    draftKey: readOnly ? null : `incident:${incident.id}:approvers`,
    onSubmit: async (values) => {
      if (!(await save({ id: incident.id, step: 'review', approver_ids: values.approver_ids }))) return false;
      showToast({ severity: 'success', detail: t('review.approversSaved') });
      return true;
    },
  });

  const decide = async (decision: 'approve' | 'reject', reason = '') => {
    if (!(await save({ id: incident.id, step: 'review', decision, reason }))) return false;
    showToast({ severity: 'success', detail: decision === 'approve' ? t('review.approved') : t('review.rejected') });
    return true;
  };

  const close = async () => {
    if (!(await save({ id: incident.id, step: 'review', close: true }))) return;
    showToast({ severity: 'success', detail: t('review.closed', { number: incident.number }) });
  };

  return (
    <div>
      {serverError && <FormError text={serverError} />}
      <section aria-labelledby="inv-approvals">
        <h3 id="inv-approvals">{t('review.approvals')}</h3>
        {incident.approvals.length === 0 ? (
          <p>{t('review.noApprovers')}</p>
        ) : (
          <DataTable caption={t('review.approvals')} columns={[t('review.approver'), t('review.decision'), t('review.reason'), t('review.decidedAt')]}>
            {incident.approvals.map((a) => (
              <tr key={a.approver_id}>
                <td>{a.approver_name ?? userName(a.approver_id)}</td>
                <td>
                  <span className={`badge badge-${a.decision}`}>{L.decision(a.decision)}</span>
                </td>
                <td className="plain-text">{a.reason || '—'}</td>
                <td>{a.decided_at ? L.dateTime(a.decided_at) : '—'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>

      {/* deciding is a change of the incident: it needs Incident update, like the backend */}
      {!readOnly && mine && mine.decision === 'pending' && (
        <section aria-labelledby="inv-my-decision" style={{ marginTop: '1rem' }}>
          <h3 id="inv-my-decision">{t('review.yourDecision')}</h3>
          <div className="form-actions">
            <Button type="button" label={t('review.approve')} icon="pi pi-check" severity="success" disabled={busy} onClick={() => void decide('approve')} />
            <Button type="button" label={t('review.reject')} icon="pi pi-times" severity="danger" outlined disabled={busy} onClick={() => setRejecting(true)} />
          </div>
        </section>
      )}
      <RejectDialog visible={rejecting} onHide={() => setRejecting(false)} onReject={async (reason) => (await decide('reject', reason)) && (setRejecting(false), true)} />

      {!readOnly && (
        <form ref={approversRef} onSubmit={approversFormik.handleSubmit} noValidate aria-label={t('review.approversForm')} style={{ marginTop: '1rem' }}>
          <DraftNotice draft={draft} />
          <MultiSelectField
            formik={approversFormik}
            name="approver_ids"
            id="inv-approvers"
            label={t('review.approvers')}
            hint={t('review.approversHint')}
            required
            options={formData.users.map((u) => [String(u.id), u.full_name])}
          />
          <div className="form-actions">
            <Button type="submit" outlined label={t('review.saveApprovers')} icon="pi pi-users" loading={approversFormik.isSubmitting} />
          </div>
        </form>
      )}

      <section aria-labelledby="inv-closure" style={{ marginTop: '1rem' }}>
        <h3 id="inv-closure">{t('review.closure')}</h3>
        {closed ? (
          <>
            <p>{t('review.closedOn', { date: L.dateTime(incident.closed_at) })}</p>
            {can('create', 'Incident') && <Link to={`/incidents/lfi/${incident.id}`}>{t('review.addLesson')}</Link>}
          </>
        ) : (
          <>
            {blockers.length > 0 ? (
              <>
                <p id="inv-blockers-intro">{t('review.blockedIntro')}</p>
                <ul className="inv-blockers" aria-labelledby="inv-blockers-intro">
                  {blockers.map((b) => (
                    <li key={b}>{rules(`closure.${b}`)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('review.readyToClose')}</p>
            )}
            {!readOnly && <Button type="button" label={t('review.close')} icon="pi pi-lock" disabled={blockers.length > 0 || busy} onClick={() => void close()} />}
          </>
        )}
      </section>
    </div>
  );
}

function RejectDialog({ visible, onHide, onReject }: { visible: boolean; onHide(): void; onReject(reason: string): Promise<boolean> }) {
  const { t } = useInvestigationLabels();
  const { t: rules } = useTranslation('incidentRules');
  const { formik, focusRef } = useRecordForm({
    initialValues: { decision: 'reject', reason: '' },
    schema: useMemo(() => decisionSchema(rules), [rules]),
    onSubmit: async (values, helpers) => {
      const rejected = await onReject(values.reason.trim());
      if (rejected) helpers.resetForm();
      return rejected;
    },
  });
  return (
    <Dialog header={t('review.rejectTitle')} visible={visible} onHide={onHide} style={{ width: 'min(560px, 96vw)' }}>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('review.rejectTitle')} className="inv-page">
        <TextField formik={formik} name="reason" id="inv-reject-reason" label={t('review.reason')} required multiline />
        <div className="form-actions">
          <Button type="submit" severity="danger" label={t('review.confirmReject')} loading={formik.isSubmitting} />
          <Button type="button" outlined label={t('form.cancel')} onClick={onHide} />
        </div>
      </form>
    </Dialog>
  );
}
