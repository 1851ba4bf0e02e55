import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import type { ActionRecord, ActionType } from '../model';
import { useCreateActionMutation, useGetActionFormDataQuery } from '../api/actions-api';
import { ActionForm } from './action-form';
import { useActionLabels } from './labels';
import '@/components/list/module.css';

export interface RaiseActionProps {
  /** the module raising the action: 'Incident' or 'Audit' (observations raise theirs inside their form) */
  type: ActionType;
  /** the incident / audit the action belongs to (shown as "Raised from") */
  sourceId: number;
  siteId?: number | null;
  areaId?: number | null;
  visible: boolean;
  onHide(): void;
  onCreated?(action: ActionRecord): void;
}

/**
 * For incidents and audits: a dialog with the action form, pre-set to the raising module and record.
 * The action then appears in /actions/incidents or /actions/audits and in /actions/all.
 */
export function RaiseActionDialog({ type, sourceId, siteId = null, areaId = null, visible, onHide, onCreated }: RaiseActionProps) {
  const { t } = useActionLabels();
  const formData = useGetActionFormDataQuery(undefined, { skip: !visible });
  const [create] = useCreateActionMutation();
  return (
    <Dialog header={t('form.newTitle')} visible={visible} onHide={onHide} style={{ width: 'min(760px, 96vw)' }}>
      <div className="module-page">
        {formData.isError && <Message severity="error" text={t('list.loadFailed')} />}
        {formData.data && (
          <ActionForm
            formData={formData.data}
            draftKey={`action:raise:${type}:${sourceId}`}
            defaults={{ type, source_id: sourceId, site_id: siteId, area_id: areaId }}
            onCancel={onHide}
            onSubmit={async (values) => {
              const result = await create({ ...values, type, source_id: sourceId });
              if ('error' in result && result.error) {
                toastApiError(result.error);
                return false;
              }
              showToast({ severity: 'success', detail: t('form.created', { number: result.data.number }) });
              onCreated?.(result.data);
              onHide();
              return true;
            }}
          />
        )}
      </div>
    </Dialog>
  );
}
