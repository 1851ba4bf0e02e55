import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';
import { useCan } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { formatLimit } from '@/lib/files/validate-upload';
import { LOCKED_FIELDS, WORKER_PHOTO_RULE, normalizeFields, type WorkerFieldSetting } from '../model';
import { workerProfileSchema } from '../schemas/worker-profile-schema';
import { workerProfileRuleKey } from '../schemas/rule-messages';
import { useGetWorkerProfileSettingQuery, useSaveWorkerProfileSettingMutation } from '../api/worker-profile-api';
import { WorkerCardPreview } from '../components/worker-card-preview';
import '../components/worker-profile.css';
import { ScrollRegion } from '@/components/data/scroll-region';

/**
 * /worker-profile (SPEC §2: Permit Form Setting read): which worker fields the permit form asks and which are
 * required (SPEC §3 defaults, the §5 photo rule), with a live preview of the worker card. Saving needs Permit Form
 * Setting update; others see it read-only.
 */
export default function WorkerProfilePage() {
  const { t } = useTranslation('worker-profile');
  const canEdit = useCan('update', 'Permit Form Setting');
  const query = useGetWorkerProfileSettingQuery();
  const [save, saving] = useSaveWorkerProfileSettingMutation();
  const [fields, setFields] = useState<WorkerFieldSetting[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  // the stored setting fills the form once; later refetches keep what is being edited
  if (query.data && !fields) setFields(normalizeFields(query.data.fields));

  const photoRule = t('photoRule', { size: formatLimit(WORKER_PHOTO_RULE.maxBytes) });
  const set = (key: string, patch: Partial<WorkerFieldSetting>) =>
    setFields((list) => (list ?? []).map((f) => (f.key === key ? { ...f, ...patch, required: (patch.enabled ?? f.enabled) ? (patch.required ?? f.required) : false } : f)));

  async function onSave() {
    if (!fields) return;
    setError(null);
    try {
      await workerProfileSchema(t).validate({ fields });
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    const result = await save({ fields });
    if ('error' in result && result.error) {
      const messages = ((result.error as { status?: unknown; data?: { errors?: string[] } }).status === 422 && (result.error as { data?: { errors?: string[] } }).data?.errors) || null;
      if (messages?.length) {
        const key = workerProfileRuleKey(messages[0]);
        setError(key ? t(key) : messages[0]);
      } else toastApiError(result.error);
      return;
    }
    setFields(normalizeFields(result.data.fields));
    showToast({ severity: 'success', detail: t('saved') });
  }

  return (
    <TitledSection id="worker-profile-title" level={1} title={t('title')}>
      <p>{t('intro')}</p>
      {query.isError && <Message severity="error" text={t('loadFailed')} />}
      {!query.isError && !fields && <p aria-busy="true">{t('loading')}</p>}
      {!canEdit && fields && <Message severity="info" text={t('readOnly')} />}
      {fields && (
        <div className="worker-profile-layout">
          <form
            aria-labelledby="worker-profile-form-title"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void onSave();
            }}
          >
            <h2 id="worker-profile-form-title">{t('formTitle')}</h2>
            {error && (
              <p role="alert" className="field-error">
                {error}
              </p>
            )}
            <ScrollRegion label={t('caption')}>
              <table className="data-table">
                <caption className="sr-only">{t('caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('field')}</th>
                    <th scope="col">{t('asked')}</th>
                    <th scope="col">{t('required')}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((f) => {
                    const locked = LOCKED_FIELDS.includes(f.key);
                    const label = t(`fields.${f.key}`);
                    return (
                      <tr key={f.key}>
                        <th scope="row">
                          {label}
                          {f.key === 'photo' && <div className="hint">{photoRule}</div>}
                          {locked && <div className="hint">{t('alwaysAsked')}</div>}
                        </th>
                        <td>
                          <input type="checkbox" id={`wp-asked-${f.key}`} aria-label={t('askedLabel', { field: label })} checked={f.enabled} disabled={locked || !canEdit} onChange={(e) => set(f.key, { enabled: e.target.checked })} />
                        </td>
                        <td>
                          <input
                            type="checkbox"
                            id={`wp-required-${f.key}`}
                            aria-label={t('requiredLabel', { field: label })}
                            checked={f.required}
                            disabled={locked || !canEdit || !f.enabled}
                            onChange={(e) => set(f.key, { required: e.target.checked })}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollRegion>
            {canEdit && (
              <div className="form-actions">
                <Button type="submit" label={t('save')} icon="pi pi-check" loading={saving.isLoading} />
                <Button
                  type="button"
                  label={t('restoreDefaults')}
                  outlined
                  onClick={() => {
                    setFields(normalizeFields(undefined));
                    setError(null);
                  }}
                />
              </div>
            )}
          </form>
          <WorkerCardPreview fields={fields} photoRule={photoRule} />
        </div>
      )}
    </TitledSection>
  );
}
