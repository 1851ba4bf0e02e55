import { useRef, useState } from 'react';
import { Link, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { FREE_TRIAL_DAYS, PASSWORD_MIN_LENGTH } from '@/config/constants';
import type { SignupValues } from '../api/account';
import { tenantOrigin } from '../api/tenant-origin';
import { FormField } from '@/components/form/form-field';
import { PlainButton } from '@/components/form/native-inputs';
import { useLightForm } from '@/components/form/use-light-form';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Notice } from '../components/notice';
import { rememberSignup } from '../components/pending-signup';

// Prerendered and hydrated by the public shell, as the sign-in (issue 30: ≤ 150 KB of JS to interactive): the rules
// (yup) load at the first check, the sign-up call (the API client) and its error texts at the first submit.
const rules = () => Promise.all([import('@/lib/forms/first-errors'), import('../schemas/signup-schema')]);
const calls = () => Promise.all([import('../api/account'), import('../components/error-text')]);

const EMPTY: SignupValues = { full_name: '', email: '', company_name: '', sub_domain: '', password: '', password_confirmation: '' };

/** /start: self-service sign-up of a new organisation (SPEC §1: business emails only, 14-day trial). */
export default function StartPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  // the host is the browser's: the sub-domain hint names it once hydrated (the prerendered page shows the sub-domain)
  const hydrated = useHydrated();

  // a public page: the light form (no form library), as the sign-in (issue 18)
  const form = useLightForm<SignupValues>({
    initialValues: EMPTY,
    validate: async (values) => {
      const [{ firstErrors }, { signupSchema }] = await rules();
      return firstErrors(signupSchema(t), values);
    },
    onSubmit: async (values) => {
      setServerError(null);
      let errorText: ((error: unknown) => string) | null = null;
      try {
        const [{ signUp }, { accountErrorText }] = await calls();
        errorText = (error) => accountErrorText(t, error);
        const pending = await signUp(values);
        rememberSignup(pending);
        navigate(`/start/verify-account?signup=${encodeURIComponent(pending.signup_token)}`);
      } catch (error) {
        // what the user typed stays in the form
        setServerError(errorText ? errorText(error) : t('common:errors.generic'));
      }
    },
  });

  // the fields take input from the first paint: what was typed before hydration is kept (issue 30)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => form.mergeValues(typedValues(typed, form.values)));

  const subDomain = form.values.sub_domain || 'your-company';
  const example = hydrated ? tenantOrigin(subDomain).replace(/^https?:\/\//, '') : subDomain;

  return (
    <section aria-labelledby="start-title">
      <h2 id="start-title">{t('signup.title')}</h2>
      <p className="hint">{t('signup.intro', { days: FREE_TRIAL_DAYS })}</p>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      <form ref={formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <FormField formik={form} name="full_name" id="signup-name" label={t('fields.fullName')} autoComplete="name" />
        <FormField formik={form} name="email" id="signup-email" type="email" label={t('fields.businessEmail')} hint={t('signup.emailHint')} autoComplete="email" />
        <FormField formik={form} name="company_name" id="signup-company" label={t('fields.companyName')} autoComplete="organization" />
        <FormField formik={form} name="sub_domain" id="signup-subdomain" label={t('fields.subDomain')} hint={t('signup.subDomainHint', { example })} autoComplete="off" />
        <FormField formik={form} name="password" id="signup-password" type="new-password" label={t('fields.password')} hint={t('signup.passwordHint', { count: PASSWORD_MIN_LENGTH })} />
        <FormField formik={form} name="password_confirmation" id="signup-password-confirmation" type="new-password" label={t('fields.passwordConfirmation')} />
        <div className="form-actions">
          {/* disabled until React handles the form: before, the browser would send it itself */}
          <PlainButton type="submit" label={t('signup.submit')} loading={form.isSubmitting} disabled={!hydrated} style={{ width: '100%' }} />
        </div>
      </form>
      <p style={{ marginTop: '1.25rem' }}>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
