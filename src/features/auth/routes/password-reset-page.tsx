import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { emailField, passwordConfirmationField, passwordField } from '@/lib/forms/account-fields';
import { ScreenLoading } from '@/components/feedback/loading';
import { checkPasswordResetToken, errorCode, requestPasswordReset, setNewPassword } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { FormField } from '@/components/form/form-field';
import { Notice } from '../components/notice';
import { useQueryParam } from '@/lib/routing/use-query-param';

/** /password-reset: ask for a reset link; with ?token=… set the new password (the link expires after 30 min). */
export default function PasswordResetPage() {
  const token = useQueryParam('token');
  return token ? <SetNewPassword key={token} token={token} /> : <RequestReset />;
}

function RequestReset({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik({
    initialValues: { email: '' },
    validationSchema: yup.object({ email: emailField(t) }),
    onSubmit: async ({ email }) => {
      setServerError(null);
      try {
        await requestPasswordReset(email);
        setSentTo(email.trim());
      } catch (error) {
        setServerError(accountErrorText(t, error));
      }
    },
  });

  return (
    <section aria-labelledby="reset-title">
      <h2 id="reset-title">{t('reset.title')}</h2>
      {expired && <Notice severity="warn" text={t('reset.errors.linkExpired')} role="alert" />}
      {sentTo ? (
        <Notice severity="success" text={t('reset.sent', { email: sentTo })} role="status" />
      ) : (
        <>
          <p className="hint">{expired ? t('reset.requestAgain') : t('reset.intro')}</p>
          {serverError && <Notice severity="error" text={serverError} role="alert" />}
          <form onSubmit={formik.handleSubmit} noValidate>
            <FormField formik={formik} name="email" id="reset-email" type="email" label={t('fields.email')} autoComplete="username" />
            <div className="form-actions">
              <Button type="submit" label={t('reset.submit')} loading={formik.isSubmitting} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      )}
      <p style={{ marginTop: '1.25rem' }}>
        <Link to="/login">{t('reset.backToLogin')}</Link>
      </p>
    </section>
  );
}

function SetNewPassword({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'common']);
  const [state, setState] = useState<'checking' | 'ready' | 'expired' | 'done'>('checking');
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    checkPasswordResetToken(token).then(
      (r) => {
        if (!live) return;
        setEmail(r.email);
        setState('ready');
      },
      () => live && setState('expired'),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const formik = useFormik({
    initialValues: { password: '', password_confirmation: '' },
    validationSchema: yup.object({ password: passwordField(t), password_confirmation: passwordConfirmationField(t) }),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        await setNewPassword(token, values.password, values.password_confirmation);
        setState('done');
      } catch (error) {
        if (errorCode(error) === 'reset_link_expired') setState('expired');
        else setServerError(accountErrorText(t, error));
      }
    },
  });

  if (state === 'checking') return <ScreenLoading />;
  if (state === 'expired') return <RequestReset expired />;
  return (
    <section aria-labelledby="new-password-title">
      <h2 id="new-password-title">{t('reset.newTitle')}</h2>
      {state === 'done' ? (
        <>
          <Notice severity="success" text={t('reset.done')} role="status" />
          <p>
            <Link to="/login">{t('reset.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="hint">{t('reset.newIntro', { email, count: PASSWORD_MIN_LENGTH })}</p>
          {serverError && <Notice severity="error" text={serverError} role="alert" />}
          <form onSubmit={formik.handleSubmit} noValidate>
            {/* lets password managers pair the new password with the account */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormField formik={formik} name="password" id="reset-password" type="new-password" label={t('fields.newPassword')} />
            <FormField formik={formik} name="password_confirmation" id="reset-password-confirmation" type="new-password" label={t('fields.passwordConfirmation')} />
            <div className="form-actions">
              <Button type="submit" label={t('reset.save')} loading={formik.isSubmitting} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
