import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { currentTenant } from '@/config/tenant';
import { browser } from '@/lib/browser';
import { emailField } from '@/lib/forms/account-fields';
import { useAppDispatch } from '@/lib/store/hooks';
import { findSsoOrganization, ssoAuthorize, tenantOrigin } from '../api/account';
import { startSession } from '../api/session-actions';
import { accountErrorText } from '../components/error-text';
import { FormField } from '@/components/form/form-field';
import { noticeIfNoPermissions } from '../components/signed-in-notice';
import { Notice } from '../components/notice';
import { useQueryParam } from '@/lib/routing/use-query-param';

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
  const orgParam = useQueryParam('org');
  const [org, setOrg] = useState<Org | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const lookup = async (id: string) => {
    setServerError(null);
    try {
      const found = await findSsoOrganization(id);
      if (found.sub_domain !== currentTenant()) {
        browser.assign(`${tenantOrigin(found.sub_domain)}/login/sso?org=${encodeURIComponent(found.organization_id)}`);
        return;
      }
      setOrg(found);
    } catch (error) {
      setServerError(accountErrorText(t, error));
    }
  };

  const preset = orgParam;
  const looked = useRef(false);
  useEffect(() => {
    if (preset && !looked.current) {
      looked.current = true;
      void lookup(preset);
    }
  });

  const orgForm = useFormik({
    initialValues: { organization_id: preset ?? '' },
    validationSchema: yup.object({ organization_id: yup.string().trim().required(t('validation.orgIdRequired')) }),
    onSubmit: ({ organization_id }) => lookup(organization_id),
  });

  const idpForm = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: yup.object({ email: emailField(t), password: yup.string().required(t('validation.passwordRequired')) }),
    onSubmit: async ({ email, password }) => {
      if (!org) return;
      setServerError(null);
      try {
        const session = await ssoAuthorize(org.organization_id, email, password);
        startSession(dispatch, session);
        noticeIfNoPermissions(t, session.rules);
        navigate('/', { replace: true });
      } catch (error) {
        setServerError(accountErrorText(t, error));
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
          <form onSubmit={orgForm.handleSubmit} noValidate>
            <FormField formik={orgForm} name="organization_id" id="sso-org" label={t('fields.organizationId')} hint={t('sso.orgHint')} autoComplete="organization" />
            <div className="form-actions">
              <Button type="submit" label={t('login.continue')} loading={orgForm.isSubmitting} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      ) : (
        <>
          <p className="hint">{t('sso.providerIntro', { organization: org.name, provider: org.provider })}</p>
          <form onSubmit={idpForm.handleSubmit} noValidate>
            <FormField formik={idpForm} name="email" id="sso-email" type="email" label={t('fields.email')} autoComplete="username" />
            <FormField formik={idpForm} name="password" id="sso-password" type="password" label={t('fields.password')} />
            <div className="form-actions">
              <Button type="submit" label={t('sso.submit')} loading={idpForm.isSubmitting} style={{ width: '100%' }} />
              <Button type="button" link label={t('sso.otherOrganization')} onClick={() => setOrg(null)} />
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
