import { useMemo, useState } from 'react';
import type { QueryOf } from '@/lib/api/contract';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { refusedMessages } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { EXTEND_DAYS_MAX, EXTEND_REQUEST_STATUSES, type ExtendRequest } from '../model';
import { extendDecisionSchema } from '../schemas/extend-decision-schema';
import { useDecideExtendRequestMutation, useGetExtendRequestsQuery } from '../api/platform-api';

const FILTER_KEYS = ['status'] as const;
type Filters = Pick<QueryOf<'/v1/org_free_trial_extend_requests', 'get'>, 'status'>;
type Deciding = { request: ExtendRequest; decision: 'approve' | 'reject' };
interface DecisionValues {
  decision: 'approve' | 'reject';
  days: string;
  reason: string;
}

/** /extend_requests (master super admin, SPEC §2 / §7): free-trial extension requests, approved with days or rejected with a reason. */
export default function ExtendRequestsPage() {
  const { t, i18n } = useTranslation('platform');
  const state = useListState<Filters>({ base: '/extend_requests', filterKeys: FILTER_KEYS, defaultSort: 'created_at' });
  const query = useGetExtendRequestsQuery({ status: state.filters.status });
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const search = state.search.trim().toLowerCase();
  const rows = (query.data?.requests ?? []).filter((r) => !search || `${r.organization_name} ${r.requester_name} ${r.reason}`.toLowerCase().includes(search));
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  const status = (r: ExtendRequest) => (r.status === 'approved' ? t('extend.approvedDays', { count: r.days_granted ?? 0 }) : r.status === 'rejected' ? t('extend.rejectedBecause', { reason: r.rejection_reason ?? '' }) : t('extend.statuses.pending'));

  return (
    <RegisterPage title={t('extend.title')} outlet={null} listPath="/extend_requests">
      <Register<ExtendRequest, Filters>
        idPrefix="extend-requests"
        title={t('extend.title')}
        state={state}
        filtersLabel={t('extend.filters')}
        filters={[{ kind: 'select', key: 'status', id: 'status', label: t('fields.status'), options: EXTEND_REQUEST_STATUSES.map((s) => [s, t(`extend.statuses.${s}`)]) }]}
        columns={[
          { header: t('extend.organisation'), cell: (r) => r.organization_name },
          { header: t('extend.requester'), cell: (r) => `${r.requester_name} (${r.requester_email})` },
          { header: t('extend.reason'), cell: (r) => r.reason },
          { header: t('extend.daysAsked'), cell: (r) => t('list.days', { count: r.days_requested }) },
          { header: t('fields.status'), cell: status },
          { header: t('extend.requestedAt'), cell: (r) => date(r.created_at) },
        ]}
        rows={rows}
        rowActions={(r) =>
          r.status === 'pending' && (
            <span className="extend-row-actions">
              <Button type="button" text icon="pi pi-check" label={t('extend.approve')} aria-label={t('extend.approveOne', { name: r.organization_name })} onClick={() => setDeciding({ request: r, decision: 'approve' })} />
              <Button type="button" text severity="danger" icon="pi pi-times" label={t('extend.reject')} aria-label={t('extend.rejectOne', { name: r.organization_name })} onClick={() => setDeciding({ request: r, decision: 'reject' })} />
            </span>
          )
        }
        total={rows.length}
        perPage={Math.max(rows.length, 1)}
        query={query}
        caption={t('extend.caption', { count: rows.length })}
        loadFailed={t('extend.loadFailed')}
      />
      {deciding && <DecisionDialog key={`${deciding.request.id}-${deciding.decision}`} deciding={deciding} onClose={() => setDeciding(null)} />}
    </RegisterPage>
  );
}

function DecisionDialog({ deciding, onClose }: { deciding: Deciding; onClose(): void }) {
  const { t, i18n } = useTranslation('platform');
  const [decide] = useDecideExtendRequestMutation();
  const { request, decision } = deciding;
  const schema = useMemo(() => extendDecisionSchema(t), [t]);
  const initialValues = useMemo<DecisionValues>(() => ({ decision, days: String(request.days_requested), reason: '' }), [decision, request.days_requested]);
  // a dialog: no draft
  const { formik, focusRef } = useRecordForm<DecisionValues>({
    initialValues,
    schema,
    onSubmit: async (values, helpers) => {
      const body = decision === 'approve' ? { decision, days: Number(values.days) } : { decision, reason: values.reason.trim() };
      const result = await decide({ id: request.id, ...body });
      if ('error' in result && result.error) {
        const messages = refusedMessages(result.error);
        if (messages) helpers.setErrors(decision === 'approve' ? { days: messages.join(' ') } : { reason: messages.join(' ') });
        else toastApiError(result.error);
        return false;
      }
      const end = result.data.trial_ends_at ? new Date(result.data.trial_ends_at).toLocaleDateString(i18n.language) : '';
      showToast({ severity: 'success', detail: decision === 'approve' ? t('extend.approvedToast', { name: request.organization_name, date: end }) : t('extend.rejectedToast', { name: request.organization_name }) });
      onClose();
      return true;
    },
  });
  const title = t(decision === 'approve' ? 'extend.approveTitle' : 'extend.rejectTitle', { name: request.organization_name });
  return (
    <Dialog visible onHide={onClose} header={title} style={{ width: 'min(32rem, 95vw)' }}>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <p>{request.reason}</p>
        {decision === 'approve' ? (
          <TextField formik={formik} name="days" id="extend-days" label={t('extend.days', { max: EXTEND_DAYS_MAX })} required type="number" min="1" max={String(EXTEND_DAYS_MAX)} />
        ) : (
          <TextField formik={formik} name="reason" id="extend-reason" label={t('extend.reason')} required multiline />
        )}
        <div className="form-actions">
          <Button type="submit" label={t(decision === 'approve' ? 'extend.approve' : 'extend.reject')} severity={decision === 'reject' ? 'danger' : undefined} loading={formik.isSubmitting} />
          <Button type="button" outlined label={t('actions.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
