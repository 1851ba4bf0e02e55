import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { InputText } from 'primereact/inputtext';
import { Password } from 'primereact/password';
import { Button } from 'primereact/button';
import { isAxiosError } from 'axios';
import { useAppDispatch } from '@/app/hooks';
import { authorize, checkEmail } from '../api/sign-in';
import { startSession } from '../api/session-actions';
import { noticeIfNoPermissions } from '../components/signed-in-notice';
import { Notice } from '../components/notice';

const ERROR_CODES: Record<string, string> = {
  email_not_found: 'login.errors.emailNotFound',
  wrong_password: 'login.errors.wrongPassword',
  not_registered: 'login.errors.notRegistered',
};

function errorKey(error: unknown): string {
  if (isAxiosError(error)) {
    const code = (error.response?.data as { code?: string } | undefined)?.code;
    if (code && ERROR_CODES[code]) return ERROR_CODES[code];
  }
  return 'common:errors.generic';
}

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [serverError, setServerError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;
  const [params] = useSearchParams();
  // SPEC §8 'Session expired, sign in again to continue': from /sessionexpire or ?session=expired
  const sessionExpired = params.get('session') === 'expired';

  const formik = useFormik({
    initialValues: { email: '', password: '' },
    validationSchema: yup.object({
      email: yup.string().trim().required(t('validation.emailRequired')).email(t('validation.emailInvalid')),
      password: step === 'password' ? yup.string().required(t('validation.passwordRequired')) : yup.string(),
    }),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        if (step === 'email') {
          await checkEmail(values.email.trim());
          setStep('password');
          return;
        }
        const session = await authorize(values.email.trim(), values.password);
        startSession(dispatch, session);
        noticeIfNoPermissions(t, session.rules);
        navigate(from && from !== '/login' ? from : '/', { replace: true });
      } catch (error) {
        setServerError(t(errorKey(error)));
      }
    },
  });

  const fieldError = (name: 'email' | 'password') => (formik.touched[name] && formik.errors[name] ? formik.errors[name] : null);

  return (
    <section aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      <p className="hint">{step === 'email' ? t('login.emailIntro') : t('login.passwordIntro', { email: formik.values.email })}</p>
      {sessionExpired && !serverError && <Notice severity="warn" text={t('login.sessionExpired')} role="status" />}
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      <form onSubmit={formik.handleSubmit} noValidate>
        <div className="field">
          <label htmlFor="login-email">{t('fields.email')}</label>
          <InputText
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            value={formik.values.email}
            onChange={(e) => {
              formik.handleChange(e);
              if (step === 'password') setStep('email');
            }}
            onBlur={formik.handleBlur}
            invalid={!!fieldError('email')}
            aria-describedby={fieldError('email') ? 'login-email-error' : undefined}
          />
          {fieldError('email') && (
            <small id="login-email-error" className="field-error">
              {fieldError('email')}
            </small>
          )}
        </div>
        {step === 'password' && (
          <div className="field">
            <label htmlFor="login-password">{t('fields.password')}</label>
            <Password
              inputId="login-password"
              name="password"
              autoComplete="current-password"
              feedback={false}
              toggleMask
              value={formik.values.password}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              invalid={!!fieldError('password')}
              autoFocus
              inputStyle={{ width: '100%' }}
              style={{ width: '100%' }}
              aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
            />
            {fieldError('password') && (
              <small id="login-password-error" className="field-error">
                {fieldError('password')}
              </small>
            )}
          </div>
        )}
        <div className="form-actions">
          <Button type="submit" label={step === 'email' ? t('login.continue') : t('login.signIn')} loading={formik.isSubmitting} style={{ width: '100%' }} />
        </div>
      </form>
      <p style={{ marginTop: '1.25rem' }}>
        <Link to="/password-reset">{t('login.forgot')}</Link>
      </p>
      <p>
        <Link to="/login/sso">{t('login.sso')}</Link>
      </p>
      <p>
        {t('login.noAccount')} <Link to="/start">{t('login.startTrial')}</Link>
      </p>
    </section>
  );
}
