import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { TitledSection } from '@/components/layout/titled-section';
import { Badge } from '@/components/list/list-ui';
import { useCan } from '@/lib/ability/use-can';
import { isOwnRecord } from '@/lib/approvals/separation-of-duties';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useAppSelector } from '@/lib/store/hooks';
import { CONTROL_KINDS, canSubmitStatus, isEditable, ratingIn, weakControlsWarning, type HiraRecord } from '../model';
import { useDeleteRiskMutation, useGetRiskDropdownsQuery, useGetRiskQuery, useRiskActionMutation } from '../api/hira-api';
import { rejectSchema } from '../schemas/hira-schema';
import { useHiraLabels, type HiraLabels } from '../components/labels';
import { RatingBadge, StatusBadge } from '../components/badges';
import { VersionDiff, controlLine } from '../components/version-diff';
import '../components/hira.css';

function RejectDialog({ risk, visible, onHide, onReject, L }: { risk: HiraRecord; visible: boolean; onHide(): void; onReject(reason: string): Promise<boolean>; L: HiraLabels }) {
  const { t } = L;
  const { formik, focusRef } = useRecordForm({
    initialValues: { reason: '' },
    schema: rejectSchema(t),
    onSubmit: async (values, helpers) => {
      const rejected = await onReject(values.reason.trim());
      if (rejected) helpers.resetForm();
      return rejected;
    },
  });
  return (
    <Dialog header={t('reject.title', { number: risk.number })} visible={visible} onHide={onHide} style={{ width: 'min(560px, 96vw)' }}>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('reject.title', { number: risk.number })}>
        <TextField formik={formik} name="reason" id="hira-reject-reason" label={t('reject.reason')} required multiline />
        <div className="form-actions">
          <Button type="submit" severity="danger" label={t('reject.confirm')} loading={formik.isSubmitting} />
          <Button type="button" outlined label={t('form.cancel')} onClick={onHide} />
        </div>
      </form>
    </Dialog>
  );
}

function Timeline({ risk, L }: { risk: HiraRecord; L: HiraLabels }) {
  const { t } = L;
  return (
    <ol className="hira-timeline" aria-label={t('summary.timeline')}>
      {[...risk.history].reverse().map((e, i) => (
        <li key={i}>
          <strong>{t('summary.eventLine', { date: L.dateTime(e.at), version: e.version, event: L.event(e.event), name: e.by_name })}</strong>
          {e.reason && <div>{t('summary.reason', { reason: e.reason })}</div>}
        </li>
      ))}
    </ol>
  );
}

const row = (label: string, value: ReactNode) => (
  <>
    <dt>{label}</dt>
    <dd>{value || '—'}</dd>
  </>
);

/** Child 'summary/:id' of /hira: the risk, its review, versions (timeline and field-by-field changes) and actions. */
export default function HiraSummaryPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const L = useHiraLabels();
  const { t } = L;
  const navigate = useNavigate();
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const canUpdate = useCan('update', 'HIRA');
  const canDelete = useCan('delete', 'HIRA');
  const query = useGetRiskQuery(id, { skip: !id });
  const dropdowns = useGetRiskDropdownsQuery();
  const [act, acting] = useRiskActionMutation();
  const [remove, removing] = useDeleteRiskMutation();
  const [rejecting, setRejecting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const risk = query.data;
  if (!risk) return <MissingRecord loading={query.isLoading} text={t('summary.notFound')} query={query} />;

  const run = async (action: 'submit' | 'approve' | 'reject' | 'archive', reason?: string) => {
    const result = await act({ id: risk.id, action, reason });
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return false;
    }
    const saved = result.data!;
    const key = action === 'approve' && saved.status === 'waiting_for_approval' ? 'partlyApproved' : action;
    showToast({ severity: 'success', detail: t(`summary.done.${key}`, { number: saved.number }) });
    return true;
  };
  const onDelete = async () => {
    const result = await remove(risk.id);
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    showToast({ severity: 'success', detail: t('summary.done.deleted', { number: risk.number }) });
    navigate('/hira');
  };

  const inherent = ratingIn(risk, 'inherent');
  const residual = ratingIn(risk, 'residual');
  const warn = weakControlsWarning(inherent, residual, risk.controls);
  // separation of duties: the assessor never decides on their own risk (the server refuses it too)
  const ownRisk = isOwnRecord(userId, [risk.assessed_by_id]);
  const mayApprove = risk.status === 'waiting_for_approval' && userId != null && !ownRisk && risk.approver_ids.includes(userId);
  const inForce = risk.in_force;
  const site = [risk.site_name, risk.area_name].filter(Boolean).join(' / ');

  return (
    <TitledSection id="hira-summary-title" title={t('summary.title', { number: risk.number })}>
      <div className="hira">
        <p>
          <StatusBadge status={risk.status} L={L} /> <span>{t('summary.versionOf', { version: risk.version })}</span> {risk.review_overdue && <Badge kind="hira-overdue">{t('summary.overdue')}</Badge>}
        </p>
        {risk.status === 'rejected' && risk.rejection_reason && <Message severity="warn" text={t('summary.rejectedBecause', { reason: risk.rejection_reason })} style={{ width: '100%', marginBottom: '0.75rem' }} />}
        {inForce && (
          <Message
            severity="info"
            text={`${t('summary.inForce', { version: inForce.version, revision: risk.version, name: inForce.approved_by_name ?? '—', date: L.date(inForce.approved_at), next: inForce.next_review ? L.date(inForce.next_review) : '—' })} ${t('summary.viewInForce', { version: inForce.version })}`}
            style={{ width: '100%', marginBottom: '0.75rem' }}
          />
        )}
        {risk.status === 'waiting_for_approval' && (
          <p role="status">
            {t('summary.waitingFor', { names: risk.approver_names.join(', ') || '—', done: risk.approvals.length, required: risk.approvals_required })}
            {risk.assessor_excluded && <> {risk.substitute_names.length ? t('summary.assessorSubstituted', { names: risk.substitute_names.join(', ') }) : t('summary.assessorExcluded')}</>}
          </p>
        )}
        {risk.status === 'waiting_for_approval' && ownRisk && <p>{t('summary.ownRisk')}</p>}
        <div className="hira-actions">
          {canUpdate && isEditable(risk.status) && (
            <Link className="p-button p-component p-button-outlined" to={`/hira/edit/${risk.id}`} style={{ textDecoration: 'none' }}>
              {t('summary.edit')}
            </Link>
          )}
          {canUpdate && canSubmitStatus(risk.status) && <Button type="button" icon="pi pi-send" label={t('summary.submit')} loading={acting.isLoading} onClick={() => void run('submit')} />}
          {mayApprove && <Button type="button" severity="success" icon="pi pi-check" label={t('summary.approve')} loading={acting.isLoading} onClick={() => void run('approve')} />}
          {mayApprove && <Button type="button" severity="danger" outlined icon="pi pi-times" label={t('summary.reject')} onClick={() => setRejecting(true)} />}
          {canUpdate && isEditable(risk.status) && <Button type="button" outlined severity="secondary" icon="pi pi-inbox" label={t('summary.archive')} onClick={() => void run('archive')} />}
          {canDelete && <Button type="button" text severity="danger" icon="pi pi-trash" label={t('summary.delete')} onClick={() => setDeleting(true)} />}
        </div>

        <h3>{t('summary.details')}</h3>
        <dl className="hira-details">
          {row(t('fields.title'), risk.title)}
          {row(t('fields.classification'), L.classification(risk.classification))}
          {row(t('fields.siteArea'), site)}
          {row(t('fields.hazard'), risk.hazard)}
          {row(t('fields.risk'), risk.risk)}
          {row(t('fields.consequence'), risk.consequence)}
          {row(t('fields.tags'), risk.tags.join(', '))}
        </dl>

        <h3>{t('summary.ratings')}</h3>
        <dl className="hira-details">
          {row(t('fields.inherent'), <RatingBadge risk={risk} kind="inherent" L={L} />)}
          {row(t('fields.residual'), <RatingBadge risk={risk} kind="residual" L={L} />)}
          {row(t('fields.target'), <RatingBadge risk={risk} kind="target" L={L} />)}
        </dl>
        {warn && <p className="hira-warning">{t('form.weakControls')}</p>}

        <h3>{t('form.controlsSection')}</h3>
        {CONTROL_KINDS.map((kind) => {
          const list = risk.controls.filter((c) => c.kind === kind);
          return (
            <div key={kind}>
              <h4>{t(`summary.controls.${kind}`)}</h4>
              {list.length ? (
                <ul>
                  {list.map((c, i) => (
                    <li key={i}>{controlLine(c, L)}</li>
                  ))}
                </ul>
              ) : (
                <p>{t('form.noControls')}</p>
              )}
            </div>
          );
        })}

        <h3>{t('summary.review')}</h3>
        <dl className="hira-details">
          {row(t('fields.assessedBy'), risk.assessed_by_name)}
          {row(t('fields.assessedAt'), L.date(risk.assessed_at))}
          {row(t('fields.reviewFrequency'), L.frequency(risk.review_frequency))}
          {row(t('fields.reviewedBy'), risk.reviewed_by_name ? t('summary.byOn', { name: risk.reviewed_by_name, date: L.date(risk.reviewed_at) }) : '')}
          {row(t('fields.approvedBy'), risk.approved_by_name ? t('summary.byOn', { name: risk.approved_by_name, date: L.date(risk.approved_at) }) : '')}
          {row(t('fields.nextReview'), risk.next_review ? `${L.date(risk.next_review)}${risk.review_overdue ? ` (${t('summary.overdue')})` : ''}` : t('summary.notLive'))}
        </dl>

        <h3>{t('summary.changes')}</h3>
        <VersionDiff key={`${risk.id}-${risk.version}-${risk.status}`} risk={risk} L={L} dropdowns={dropdowns.data} />

        <h3>{t('summary.timeline')}</h3>
        <Timeline risk={risk} L={L} />
      </div>
      <RejectDialog risk={risk} visible={rejecting} onHide={() => setRejecting(false)} onReject={async (reason) => (await run('reject', reason)) && (setRejecting(false), true)} L={L} />
      <Dialog
        header={t('delete.title', { number: risk.number })}
        visible={deleting}
        onHide={() => setDeleting(false)}
        style={{ width: 'min(480px, 96vw)' }}
        footer={
          <div>
            <Button type="button" severity="danger" label={t('delete.confirm')} loading={removing.isLoading} onClick={() => void onDelete()} />
            <Button type="button" outlined label={t('form.cancel')} onClick={() => setDeleting(false)} />
          </div>
        }
      >
        <p>{t('delete.body')}</p>
      </Dialog>
    </TitledSection>
  );
}
