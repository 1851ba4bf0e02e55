import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useAbility } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { refusedMessages } from '@/lib/api/refusal';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetPermitTemplateVersionQuery } from '@/features/permit-templates/public';
import { askedFields, defaultWorkerProfile } from '@/features/worker-profile/public';
import { useClonePermitMutation, useGetPermitQuery, useGetRecentWorkersQuery, usePermitActionMutation } from '../../api/permits-api';
import { allowedActions, canEdit, openHandover, rightsOf, type PermitRight } from '../../model/status';
import type { PermitAction, PermitActionInput } from '../../model/types';
import { usePermitFormLabels } from '../labels';
import { usePermitFormData } from '../form/use-form-data';
import { ActionDialog, type ActionRefusal } from './action-dialog';
import { PermitDetails } from './permit-details';
import '../permits-form.css';

const ORDER: PermitAction[] = ['request', 'approve', 'reject', 'handover', 'extend', 'add_workers', 'suspend', 'reissue', 'handback', 'close', 'revoke'];

/** the server's refusal (403 / 422) as the dialog shows it; status 0: not sent (no network, or the session is renewing) */
function refusalOf(error: unknown): ActionRefusal {
  const raw = typeof error === 'object' && error && 'status' in error ? (error as { status: unknown }).status : null;
  if (typeof raw !== 'number') return { status: 0, messages: [] };
  const body = (error as { data?: { errors?: unknown } }).data;
  const messages = refusedMessages(error) ?? (Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : []);
  return { status: raw, messages };
}

/**
 * /permit/:id/summary: the read-only permit (answers with the labels of the version it is pinned to), its workers,
 * extensions, handovers, clashes and history, and the lifecycle actions the user may take now (`allowedActions`, the
 * same rule the server applies), each through its dialog.
 */
export function PermitSummary({ id }: { id: number }) {
  const L = usePermitFormLabels();
  const { t } = L;
  const can = useAbility();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const query = useGetPermitQuery(id);
  const permit = query.data;
  const version = useGetPermitTemplateVersionQuery(permit?.permit_form_version_id ?? 0, { skip: !permit });
  const formData = usePermitFormData();
  const recent = useGetRecentWorkersQuery(undefined, { skip: !permit });
  const [act] = usePermitActionMutation();
  const [clone, cloning] = useClonePermitMutation();
  const [open, setOpen] = useState<PermitAction | null>(null);
  const names = useMemo(
    () => ({ sites: new Map((formData.data?.sites ?? []).map((s) => [s.id, s.name])), users: new Map((formData.data?.users ?? []).map((u) => [u.id, u.full_name])) }),
    [formData.data],
  );

  if (!permit || !version.data) return <MissingRecord loading={query.isLoading || version.isLoading || (!!permit && !version.isError)} text={t('summary.notFound')} query={permit ? version : query} />;
  const actor = { id: user?.id ?? 0, rights: rightsOf((r: PermitRight) => can(r as never, 'Permit')), is_admin: user?.is_admin };
  const allowed = allowedActions(permit, actor);
  const actions = ORDER.filter((a) => allowed.includes(a));
  const editable = canEdit(permit, actor);
  const waiting = openHandover(permit);
  const definition = version.data.definition;
  const workerFields = askedFields(formData.data?.worker_profile ?? defaultWorkerProfile());
  const label = (a: PermitAction) => (a === 'handover' && waiting && waiting.incoming_id === actor.id ? t('actions.confirmHandover.button') : L.action(a));

  const run = async (input: PermitActionInput): Promise<ActionRefusal | null> => {
    const result = await act({ id, ...input });
    if ('error' in result && result.error) return refusalOf(result.error);
    showToast({ severity: 'success', detail: t('actions.done', { action: label(input.action), number: permit.number }) });
    return null;
  };

  const onClone = async () => {
    const result = await clone(id);
    if ('error' in result && result.error) return toastApiError(result.error);
    showToast({ severity: 'success', detail: t('actions.cloned', { number: result.data.number }) });
    navigate(`/permit-form-questions/edit/${result.data.id}`);
  };

  return (
    <article aria-labelledby="permit-summary-title" className="permit-summary-page">
      <div className="module-head">
        <h1 id="permit-summary-title">{t('summary.title', { number: permit.number, title: permit.title })}</h1>
        <div className="form-actions">
          {editable && (
            <Link className="p-button p-button-outlined p-button-sm" to={`/permit-form-questions/edit/${permit.id}`} style={{ textDecoration: 'none' }}>
              {t('summary.edit')}
            </Link>
          )}
          <Link className="p-button p-button-outlined p-button-sm" to={`/permit/${permit.id}/report`} style={{ textDecoration: 'none' }}>
            {t('summary.report')}
          </Link>
          {can('create', 'Permit') && <Button type="button" size="small" outlined icon="pi pi-copy" label={L.action('clone')} loading={cloning.isLoading} onClick={() => void onClone()} />}
        </div>
      </div>
      {waiting && (
        <Message severity="warn" text={t('summary.handoverWaiting', { name: waiting.incoming_name })} style={{ width: '100%', marginBottom: '1rem' }} />
      )}
      <section aria-labelledby="permit-summary-actions" className="permit-actions">
        <h3 id="permit-summary-actions">{t('actions.title')}</h3>
        {actions.length ? (
          <div className="form-actions">
            {actions.map((a) => (
              <Button key={a} type="button" size="small" severity={a === 'revoke' || a === 'reject' || a === 'suspend' ? 'danger' : undefined} outlined={a !== 'approve' && a !== 'request'} label={label(a)} onClick={() => setOpen(a)} />
            ))}
          </div>
        ) : (
          <p className="hint">{t('actions.none')}</p>
        )}
      </section>
      <PermitDetails permit={permit} definition={definition} names={names} L={L} />
      {open && (
        <ActionDialog
          permit={permit}
          action={open}
          definition={definition}
          users={formData.data?.users ?? []}
          workerFields={workerFields}
          recentWorkers={recent.data?.workers ?? []}
          userId={actor.id}
          L={L}
          run={run}
          onClose={() => setOpen(null)}
        />
      )}
    </article>
  );
}
