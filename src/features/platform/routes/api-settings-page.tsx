import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useRecordForm } from '@/components/record/use-record-form';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { refusedMessages } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { TextField } from '@/components/form/fields';
import { MissingRecord } from '@/components/feedback/missing-record';
import { normalizeOrigin, type ApiSettings } from '../model';
import { originField } from '../schemas/api-settings-schema';
import { apiRuleKey } from '../schemas/rule-messages';
import { useGetApiSettingsQuery, useRotateApiKeyMutation, useUpdateAllowedOriginsMutation } from '../api/platform-api';

/**
 * /api_settings/{id} (master super admin; linked from each organisation's row): the RSA public key of the
 * organisation's API key pair (rotate with a confirmation: clients holding the old key stop working) and the web
 * origins allowed to call the API with it.
 */
export default function ApiSettingsPage() {
  const { t } = useTranslation('platform');
  const id = Number(useParams().id);
  const query = useGetApiSettingsQuery(id);
  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{query.data ? t('api.titleOf', { name: query.data.organization_name }) : t('api.title')}</h1>
        <Link to="/organizations">{t('api.back')}</Link>
      </div>
      {query.data ? <ApiSettingsBody settings={query.data} /> : <MissingRecord loading={query.isLoading || query.isFetching} text={t('api.loadFailed')} />}
    </div>
  );
}

function ApiSettingsBody({ settings }: { settings: ApiSettings }) {
  const { t, i18n } = useTranslation('platform');
  const [rotate, rotation] = useRotateApiKeyMutation();
  const [saveOrigins] = useUpdateAllowedOriginsMutation();
  const [confirming, setConfirming] = useState(false);
  const id = settings.organization_id;
  const schema = useMemo(() => yup.object({ origin: originField(t).test('new', t('validation.originTaken'), (v) => !v || !settings.allowed_origins.includes(v)) }), [t, settings.allowed_origins]);
  const { formik, focusRef } = useRecordForm({
    enableReinitialize: false,
    initialValues: { origin: '' },
    schema,
    onSubmit: async (values, helpers) => {
      const origin = normalizeOrigin(values.origin);
      const result = await saveOrigins({ id, allowed_origins: [...settings.allowed_origins, origin] });
      if ('error' in result && result.error) {
        const messages = refusedMessages(result.error);
        if (messages) helpers.setErrors({ origin: messages.map((m) => (apiRuleKey(m) ? t(apiRuleKey(m)!) : m)).join(' ') });
        else toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t('api.originAdded', { origin }) });
      helpers.resetForm();
      return true;
    },
  });
  const remove = async (origin: string) => {
    const result = await saveOrigins({ id, allowed_origins: settings.allowed_origins.filter((o) => o !== origin) });
    if ('error' in result && result.error) toastApiError(result.error);
    else showToast({ severity: 'success', detail: t('api.originRemoved', { origin }) });
  };
  const doRotate = async () => {
    const result = await rotate(id);
    if ('error' in result && result.error) {
      toastApiError(result.error);
      return;
    }
    setConfirming(false);
    showToast({ severity: 'success', detail: t('api.rotated', { version: result.data.key_version }) });
  };

  return (
    <>
      <section className="group" aria-labelledby="api-key-title">
        <h2 id="api-key-title">{t('api.keyTitle')}</h2>
        <p>{t('api.keyVersion', { version: settings.key_version, date: new Date(settings.rotated_at).toLocaleString(i18n.language) })}</p>
        <div className="field">
          <label htmlFor="api-public-key">{t('api.publicKey')}</label>
          <textarea id="api-public-key" className="native-input" readOnly rows={9} value={settings.public_key} style={{ fontFamily: 'monospace', width: '100%' }} />
        </div>
        <p className="hint">{t('api.privateHint')}</p>
        <Button type="button" severity="danger" icon="pi pi-refresh" label={t('api.rotate')} onClick={() => setConfirming(true)} />
      </section>
      <section className="group" aria-labelledby="api-origins-title">
        <h2 id="api-origins-title">{t('api.originsTitle')}</h2>
        {settings.allowed_origins.length ? (
          <ul aria-label={t('api.originsTitle')}>
            {settings.allowed_origins.map((o) => (
              <li key={o}>
                <code>{o}</code> <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('api.removeOrigin', { origin: o })} onClick={() => void remove(o)} />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('api.noOrigins')}</p>
        )}
        <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('api.addOrigin')}>
          <TextField formik={formik} name="origin" id="api-origin-new" label={t('api.origin')} required />
          <p className="hint">{t('api.originHint')}</p>
          <div className="form-actions">
            <Button type="submit" icon="pi pi-plus" label={t('api.addOrigin')} loading={formik.isSubmitting} />
          </div>
        </form>
      </section>
      <Dialog
        visible={confirming}
        onHide={() => setConfirming(false)}
        header={t('api.rotateTitle', { name: settings.organization_name })}
        style={{ width: 'min(32rem, 95vw)' }}
        footer={
          <>
            <Button type="button" outlined label={t('actions.cancel')} onClick={() => setConfirming(false)} />
            <Button type="button" severity="danger" label={t('api.rotateConfirm')} loading={rotation.isLoading} onClick={() => void doRotate()} />
          </>
        }
      >
        <p>{t('api.rotateQuestion')}</p>
      </Dialog>
    </>
  );
}
