import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { FREE_TRIAL_DAYS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { businessEmailField, passwordConfirmationField, passwordField, personNameField, requiredText, subDomainField } from '@/lib/forms/account-fields';
import { signUp, tenantOrigin, type SignupValues } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { FormField } from '@/components/form/form-field';
import { useLightForm } from '@/components/form/use-light-form';
import { firstErrors } from '@/lib/forms/first-errors';
import { rememberSignup } from '../components/pending-signup';
import { Notice } from '../components/notice';

/** /start: self-service sign-up of a new organisation (SPEC §1: business emails only, 14-day trial). */
export default function StartPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const schema = yup.object({
    full_name: personNameField(t),
    email: businessEmailField(t),
    company_name: requiredText(t, 'auth:validation.companyRequired'),
    sub_domain: subDomainField(t),
    password: passwordField(t),
    password_confirmation: passwordConfirmationField(t),
  });

  // a public page: the light form (no form library), as the sign-in (issue 18)
  const form = useLightForm<SignupValues>({
    initialValues: { full_name: '', email: '', company_name: '', sub_domain: '', password: '', password_confirmation: '' },
    validate: (values) => firstErrors(schema, values),
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
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <FormField formik={form} name="full_name" id="signup-name" label={t('fields.fullName')} autoComplete="name" />
        <FormField formik={form} name="email" id="signup-email" type="email" label={t('fields.businessEmail')} hint={t('signup.emailHint')} autoComplete="email" />
        <FormField formik={form} name="company_name" id="signup-company" label={t('fields.companyName')} autoComplete="organization" />
        <FormField
          formik={form}
          name="sub_domain"
          id="signup-subdomain"
          label={t('fields.subDomain')}
          hint={t('signup.subDomainHint', { example: tenantOrigin(form.values.sub_domain || 'your-company').replace(/^https?:\/\//, '') })}
          autoComplete="off"
        />
        <FormField formik={form} name="password" id="signup-password" type="new-password" label={t('fields.password')} hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })} />
        <FormField formik={form} name="password_confirmation" id="signup-password-confirmation" type="new-password" label={t('fields.passwordConfirmation')} />
        <div className="form-actions">
          <Button type="submit" label={t('signup.submit')} loading={form.isSubmitting} style={{ width: '100%' }} />
        </div>
      </form>
      <p style={{ marginTop: '1.25rem' }}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
