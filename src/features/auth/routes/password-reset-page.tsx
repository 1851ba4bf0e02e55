import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { Button } from 'primereact/button';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { useQueryParam } from '@/lib/routing/use-query-param';
import { emailField, passwordConfirmationField, passwordField } from '@/lib/forms/account-fields';
import { ScreenLoading } from '@/components/feedback/loading';
import { checkPasswordResetToken, errorCode, requestPasswordReset, setNewPassword } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { FormField } from '@/components/form/form-field';
import { useLightForm } from '@/components/form/use-light-form';
import { firstErrors } from '@/lib/forms/first-errors';
import { Notice } from '../components/notice';

/** /password-reset: ask for a reset link; with ?token=… set the new password (the link expires after 30 min). */
export default function PasswordResetPage() {
  const token = useQueryParam('token');
  return token ? <SetNewPassword key={token} token={token} /> : <RequestReset />;
}

function RequestReset({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // a public page: the light form (no form library), as the sign-in (issue 18)
  const form = useLightForm({
    initialValues: { email: '' },
    validate: (values) => firstErrors(yup.object({ email: emailField(t) }), values),
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
          <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
            <FormField formik={form} name="email" id="reset-email" type="email" label={t('fields.email')} autoComplete="username" />
            <div className="form-actions">
              <Button type="submit" label={t('reset.submit')} loading={form.isSubmitting} style={{ width: '100%' }} />
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

  const form = useLightForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => firstErrors(yup.object({ password: passwordField(t), password_confirmation: passwordConfirmationField(t) }), values),
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
          <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
            {/* lets password managers pair the new password with the account */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <FormField formik={form} name="password" id="reset-password" type="new-password" label={t('fields.newPassword')} />
            <FormField formik={form} name="password_confirmation" id="reset-password-confirmation" type="new-password" label={t('fields.passwordConfirmation')} />
            <div className="form-actions">
              <Button type="submit" label={t('reset.save')} loading={form.isSubmitting} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
