import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { FREE_TRIAL_DAYS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { businessEmailField, passwordConfirmationField, passwordField, personNameField, requiredText, subDomainField } from '@/lib/forms/account-fields';
import { signUp, tenantOrigin, type SignupValues } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { FormField } from '@/components/form/form-field';
import { rememberSignup } from '../components/pending-signup';
import { Notice } from '../components/notice';

/** /start: self-service sign-up of a new organisation (SPEC §1: business emails only, 14-day trial). */
export default function StartPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);

  const formik = useFormik<SignupValues>({
    initialValues: { full_name: '', email: '', company_name: '', sub_domain: '', password: '', password_confirmation: '' },
    validationSchema: yup.object({
      full_name: personNameField(t),
      email: businessEmailField(t),
      company_name: requiredText(t, 'auth:validation.companyRequired'),
      sub_domain: subDomainField(t),
      password: passwordField(t),
      password_confirmation: passwordConfirmationField(t),
    }),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const pending = await signUp(values);
        rememberSignup(pending);
        navigate(`/start/verify-account?signup=${encodeURIComponent(pending.signup_token)}`);
      } catch (error) {
        // what the user typed stays in the form
        setServerError(accountErrorText(t, error));
      }
    },
  });

  return (
    <section aria-labelledby="start-title">
      <h2 id="start-title">{t('signup.title')}</h2>
      <p className="hint">{t('signup.intro', { days: FREE_TRIAL_DAYS })}</p>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      <form onSubmit={formik.handleSubmit} noValidate>
        <FormField formik={formik} name="full_name" id="signup-name" label={t('fields.fullName')} autoComplete="name" />
        <FormField formik={formik} name="email" id="signup-email" type="email" label={t('fields.businessEmail')} hint={t('signup.emailHint')} autoComplete="email" />
        <FormField formik={formik} name="company_name" id="signup-company" label={t('fields.companyName')} autoComplete="organization" />
        <FormField
          formik={formik}
          name="sub_domain"
          id="signup-subdomain"
          label={t('fields.subDomain')}
          hint={t('signup.subDomainHint', { example: tenantOrigin(formik.values.sub_domain || 'your-company').replace(/^https?:\/\//, '') })}
          autoComplete="off"
        />
        <FormField formik={formik} name="password" id="signup-password" type="new-password" label={t('fields.password')} hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })} />
        <FormField formik={formik} name="password_confirmation" id="signup-password-confirmation" type="new-password" label={t('fields.passwordConfirmation')} />
        <div className="form-actions">
          <Button type="submit" label={t('signup.submit')} loading={formik.isSubmitting} style={{ width: '100%' }} />
        </div>
      </form>
      <p style={{ marginTop: '1.25rem' }}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
