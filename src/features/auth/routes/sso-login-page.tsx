import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { currentTenant } from '@/config/tenant';
import { browser } from '@/lib/browser';
import { useQueryParam } from '@/lib/routing/use-query-param';
import { useSessionStarter } from '@/lib/session/session-starter';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { tenantOrigin } from '../api/tenant-origin';
import { FormField } from '@/components/form/form-field';
import { PlainButton } from '@/components/form/native-inputs';
import { useLightForm } from '@/components/form/use-light-form';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { Notice } from '../components/notice';

// Prerendered and hydrated by the public shell, as the sign-in (issue 30: ≤ 150 KB of JS to interactive): the rules
// (yup) load at the first check, the calls (the API client), their error texts and the sign-in notice at the first
// lookup or submit.
const rules = () => Promise.all([import('@/lib/forms/first-errors'), import('../schemas/sso-schema')]);
const calls = () => Promise.all([import('../api/account'), import('../components/error-text'), import('../components/signed-in-notice')]);

interface Org {
  organization_id: string;
  name: string;
  provider: string;
}

/**
 * /login/sso and /sso: single sign-on by the organisation's unique ID. Step 1 finds the organisation
 * (and moves to its host: tenants are per host); step 2 is the organisation's identity provider —
 * in the demo, a built-in provider whose directory is the organisation's users.
 */
export default function SsoLoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [org, setOrg] = useState<Org | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // the app's store, or the public shell's hand-over to the app (src/app/public)
  const startSession = useSessionStarter();
  const navigate = useNavigate();
  // the query is the browser's: a preset organisation (?org=…, from another host) is looked up once hydrated
  const hydrated = useHydrated();

  const lookup = async (id: string) => {
    setServerError(null);
    let errorText: ((error: unknown) => string) | null = null;
    try {
      const [{ findSsoOrganization }, { accountErrorText }] = await calls();
      errorText = (error) => accountErrorText(t, error);
      const found = await findSsoOrganization(id);
      if (found.sub_domain !== currentTenant()) {
        browser.assign(`${tenantOrigin(found.sub_domain)}/login/sso?org=${encodeURIComponent(found.organization_id)}`);
        return;
      }
      setOrg(found);
    } catch (error) {
      // what the user typed stays in the form
      setServerError(errorText ? errorText(error) : t('common:errors.generic'));
    }
  };

  const presetParam = useQueryParam('org');
  const preset = hydrated ? presetParam : null;

  // a public page: light forms (no form library), as the sign-in (issue 18)
  const orgForm = useLightForm({
    initialValues: { organization_id: preset ?? '' },
    validate: async (values) => {
      const [{ firstErrors }, { ssoOrganizationSchema }] = await rules();
      return firstErrors(ssoOrganizationSchema(t), values);
    },
    onSubmit: ({ organization_id }) => lookup(organization_id),
  });

  const looked = useRef(false);
  useEffect(() => {
    if (preset && !looked.current) {
      looked.current = true;
      orgForm.mergeValues({ organization_id: preset });
      void lookup(preset);
    }
  });

  // the ID takes input from the first paint: what was typed before hydration is kept (issue 30)
  const orgFormRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(orgFormRef, (typed) => orgForm.mergeValues(typedValues(typed, orgForm.values)));

  const idpForm = useLightForm({
    initialValues: { email: '', password: '' },
    validate: async (values) => {
      const [{ firstErrors }, { ssoCredentialsSchema }] = await rules();
      return firstErrors(ssoCredentialsSchema(t), values);
    },
    onSubmit: async ({ email, password }) => {
      if (!org) return;
      setServerError(null);
      let errorText: ((error: unknown) => string) | null = null;
      try {
        const [{ ssoAuthorize }, { accountErrorText }, { noticeIfNoPermissions }] = await calls();
        errorText = (error) => accountErrorText(t, error);
        const session = await ssoAuthorize(org.organization_id, email, password);
        await startSession(session);
        noticeIfNoPermissions(t, session.rules);
        navigate('/', { replace: true });
      } catch (error) {
        setServerError(errorText ? errorText(error) : t('common:errors.generic'));
      }
    },
  });

  return (
    <section aria-labelledby="sso-title">
      <h2 id="sso-title">{t('sso.title')}</h2>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      {!org ? (
        <>
          <p className="hint">{t('sso.intro')}</p>
          <form ref={orgFormRef} onSubmit={(e) => void orgForm.handleSubmit(e)} noValidate>
            <FormField formik={orgForm} name="organization_id" id="sso-org" label={t('fields.organizationId')} hint={t('sso.orgHint')} autoComplete="organization" />
            <div className="form-actions">
              {/* disabled until React handles the form: before, the browser would send it itself */}
              <PlainButton type="submit" label={t('login.continue')} loading={orgForm.isSubmitting} disabled={!hydrated} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      ) : (
        <>
          <p className="hint">{t('sso.providerIntro', { organization: org.name, provider: org.provider })}</p>
          <form onSubmit={(e) => void idpForm.handleSubmit(e)} noValidate>
            <FormField formik={idpForm} name="email" id="sso-email" type="email" label={t('fields.email')} autoComplete="username" />
            <FormField formik={idpForm} name="password" id="sso-password" type="password" label={t('fields.password')} />
            <div className="form-actions">
              <PlainButton type="submit" label={t('sso.submit')} loading={idpForm.isSubmitting} style={{ width: '100%' }} />
              <PlainButton type="button" className="p-button-link" label={t('sso.otherOrganization')} onClick={() => setOrg(null)} />
            </div>
          </form>
        </>
      )}
      <p style={{ marginTop: '1.25rem' }}>
        <Link to="/login">{t('sso.passwordLogin')}</Link>
      </p>
    </section>
  );
}
