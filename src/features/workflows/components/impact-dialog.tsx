import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ImpactedRecord, WorkflowImpact } from '../model';
import { useWorkflowLabels } from './labels';

/** who approves a record once its review restarts, in words */
export function useApproverText() {
  const { t } = useWorkflowLabels();
  return (r: ImpactedRecord) => {
    const [first, ...rest] = r.approver_names;
    if (r.plan.kind === 'super_admin') return first ? t('impact.superAdmin', { name: first }) : t('impact.nobody');
    if (r.plan.kind === 'parallel') return t('impact.parallel', { n: r.plan.required, count: r.approver_names.length, names: r.approver_names.join(', ') });
    return rest.length ? t('impact.sequential', { first, rest: rest.join(', ') }) : t('impact.sequentialOnly', { first });
  };
}

interface Props {
  visible: boolean;
  header: string;
  /** what happens, above the list (e.g. the super admin fallback on delete) */
  intro?: ReactNode;
  impact: WorkflowImpact | null;
  /** the dry run is still running */
  loading?: boolean;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The records under review whose review restarts (SPEC §4) and who approves each afterwards, with Confirm / Cancel.
 * A PrimeReact dialog: modal, labelled by its header, focus kept inside and returned on close.
 */
export function ImpactDialog({ visible, header, intro, impact, loading, confirmLabel, danger, busy, onConfirm, onCancel }: Props) {
  const L = useWorkflowLabels();
  const { t } = L;
  const approvers = useApproverText();
  const records = impact?.records ?? [];
  return (
    <Dialog
      header={header}
      visible={visible}
      onHide={onCancel}
      style={{ width: 'min(760px, 96vw)' }}
      footer={
        <div>
          <Button type="button" severity={danger ? 'danger' : undefined} label={confirmLabel} icon="pi pi-check" loading={busy} disabled={loading} onClick={onConfirm} />
          <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />
        </div>
      }
    >
      {intro}
      <p role="status">{loading ? t('impact.loading') : records.length ? t('impact.count', { count: records.length }) : t('impact.none')}</p>
      {records.length > 0 && (
        // a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) and named
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="workflow-impact-list" tabIndex={0} role="region" aria-label={t('impact.listLabel')}>
          <table>
            <caption className="sr-only">{t('impact.caption', { count: records.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('impact.record')}</th>
                <th scope="col">{t('fields.module')}</th>
                <th scope="col">{t('impact.site')}</th>
                <th scope="col">{t('impact.status')}</th>
                <th scope="col">{t('impact.approvers')}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={`${r.module}-${r.record_id}`}>
                  <th scope="row">{r.number}</th>
                  <td>{L.module(r.module)}</td>
                  <td>{r.site_name}</td>
                  <td>{L.recordStatus(r.status)}</td>
                  <td>{approvers(r)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
