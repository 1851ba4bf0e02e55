import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { getIn } from 'formik';
import { TextField } from '@/components/form/fields';
import { MissingRecord } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { showToast } from '@/lib/feedback/toast-service';
import { ssoAllowed, type SsoConfig, type SsoConfigInput } from '../model';
import { ssoSchema } from '../schemas/sso-schema';
import { ssoFieldErrors } from '../schemas/rule-messages';
import { useGetSsoConfigQuery, useSaveSsoConfigMutation, useTestSsoSignInMutation } from '../api/sso-api';
import { FormError } from '@/components/record/form-parts';

/** /sso_configs (SPEC §2 admin only; §3 client id, tenant id, enable flag, unique organisation id; an enterprise feature). */
export default function SsoConfigsPage() {
  const { t } = useTranslation('sso');
  const config = useGetSsoConfigQuery();
  return (
    <TitledSection id="sso-title" level={1} title={t('title')}>
      <p>{t('intro')}</p>
      {config.data ? (
        <>
          <SsoForm config={config.data.sso_config} plan={config.data.plan} />
          {config.data.sso_config.client_id && config.data.sso_config.tenant_id && <TestSignIn />}
        </>
      ) : config.isError ? <Message severity="error" text={t('loadFailed')} /> : <MissingRecord loading text="" />}
    </TitledSection>
  );
}

function SsoForm({ config, plan }: { config: SsoConfig; plan: string }) {
  const { t } = useTranslation('sso');
  const [save] = useSaveSsoConfigMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const allowed = ssoAllowed(plan);
  const initialValues = useMemo<SsoConfigInput>(() => ({ client_id: config.client_id, tenant_id: config.tenant_id, enabled: config.enabled, unique_org_id: config.unique_org_id }), [config]);
  const schema = useMemo(() => ssoSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<SsoConfigInput>({
    initialValues,
    schema,
    draftKey: 'sso-config',
    onSubmit: async (values, helpers) => {
      setRefusal(null);
      const result = await save({ ...values, unique_org_id: values.unique_org_id.trim().toLowerCase() });
      if ('data' in result && result.data) {
        showToast({ severity: 'success', detail: t('saved') });
        return true;
      }
      const messages = (result.error as { data?: { errors?: string[] } }).data?.errors ?? [t('saveFailed')];
      const { fields, other } = ssoFieldErrors(messages, t);
      helpers.setErrors(fields);
      setRefusal(other.join(' ') || null);
      return false;
    },
  });
  const enabledError = getIn(formik.errors, 'enabled') as string | undefined;
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('title')}>
      <DraftNotice draft={draft} />
      {!allowed && (
        <Message
          severity="info"
          style={{ width: '100%', marginBottom: '1rem' }}
          content={
            <span>
              {t('enterpriseOnly')} <Link to="/subscriptions">{t('toPlans')}</Link>
            </span>
          }
        />
      )}
      {refusal && <FormError text={refusal} />}
      <TextField formik={formik} name="unique_org_id" id="sso-org-id" label={t('fields.uniqueOrgId')} required />
      <p className="hint" id="sso-org-id-hint">
        {t('hints.uniqueOrgId')}
      </p>
      <div className="form-grid two">
        <TextField formik={formik} name="client_id" id="sso-client-id" label={t('fields.clientId')} required={formik.values.enabled} />
        <TextField formik={formik} name="tenant_id" id="sso-tenant-id" label={t('fields.tenantId')} required={formik.values.enabled} />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" name="enabled" checked={formik.values.enabled} onChange={formik.handleChange} disabled={!allowed && !formik.values.enabled} aria-describedby="sso-enabled-hint" />{' '}
          {t('fields.enabled')}
        </label>
        <small id="sso-enabled-hint" className="hint">
          {t('hints.enabled')}
        </small>
        {enabledError && <small className="field-error">{enabledError}</small>}
      </div>
      <div className="form-actions">
        <Button type="submit" label={t('save')} icon="pi pi-check" loading={formik.isSubmitting} />
      </div>
    </form>
  );
}

/** server codes of a refused test sign-in → the page's text */
const TEST_ERRORS: Record<string, string> = { email_not_found: 'test.errors.emailNotFound', wrong_password: 'test.errors.wrongPassword' };

/** "Test sign-in": runs the demo identity provider with a person's credentials and says who would sign in. */
function TestSignIn() {
  const { t } = useTranslation('sso');
  const [run, running] = useTestSsoSignInMutation();
  const [values, setValues] = useState({ email: '', password: '' });
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setAnswer(null);
    const result = await run({ email: values.email.trim(), password: values.password });
    if ('data' in result && result.data) {
      setAnswer({ ok: true, text: t(result.data.result === 'guest' ? 'test.guest' : 'test.user', { name: result.data.full_name, email: result.data.email }) });
      return;
    }
    const data = (result.error as { data?: { errors?: string[]; code?: string } }).data;
    const key = data?.code ? TEST_ERRORS[data.code] : undefined;
    setAnswer({ ok: false, text: key ? t(key) : (data?.errors?.[0] ?? t('test.failed')) });
  };
  return (
    <section aria-labelledby="sso-test-title" style={{ marginTop: '2rem' }}>
      <h2 id="sso-test-title">{t('test.title')}</h2>
      <p className="hint">{t('test.intro')}</p>
      <form onSubmit={(e) => void submit(e)} aria-labelledby="sso-test-title">
        <div className="form-grid two">
          <div className="field">
            <label htmlFor="sso-test-email">{t('test.email')}</label>
            <input id="sso-test-email" className="native-input" type="email" autoComplete="off" required value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
          </div>
          <div className="field">
            <label htmlFor="sso-test-password">{t('test.password')}</label>
            <input id="sso-test-password" className="native-input" type="password" autoComplete="off" required value={values.password} onChange={(e) => setValues({ ...values, password: e.target.value })} />
          </div>
        </div>
        <Button type="submit" outlined label={t('test.run')} icon="pi pi-sign-in" loading={running.isLoading} />
      </form>
      {answer && <Message severity={answer.ok ? 'success' : 'error'} role={answer.ok ? 'status' : 'alert'} text={answer.text} style={{ width: '100%', marginTop: '1rem' }} />}
    </section>
  );
}
