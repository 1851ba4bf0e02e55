import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { useQueryParam } from '@/lib/routing/use-query-param';
import { ScreenLoading } from '@/components/feedback/loading';
import { FormField } from '@/components/form/form-field';
import { PlainButton } from '@/components/form/native-inputs';
import { useLightForm } from '@/components/form/use-light-form';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Notice } from '../components/notice';

// Prerendered and hydrated by the public shell, as the sign-in (issue 30: ≤ 150 KB of JS to interactive): the rules
// (yup) load at the first check, the calls (the API client) and their error texts at the first submit or token check.
const rules = () => Promise.all([import('@/lib/forms/first-errors'), import('../schemas/password-reset-schema')]);
const calls = () => Promise.all([import('../api/account'), import('../components/error-text')]);

/** /password-reset: ask for a reset link; with ?token=… set the new password (the link expires after 30 min). */
export default function PasswordResetPage() {
  const token = useQueryParam('token');
  // the query is the browser's: the prerendered page is the request form, the link's form follows hydration
  const hydrated = useHydrated();
  return hydrated && token ? <SetNewPassword key={token} token={token} /> : <RequestReset />;
}

function RequestReset({ expired = false }: { expired?: boolean }) {
  const { t } = useTranslation(['auth', 'common']);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  // a public page: the light form (no form library), as the sign-in (issue 18)
  const hydrated = useHydrated();
  const form = useLightForm({
    initialValues: { email: '' },
    validate: async (values) => {
      const [{ firstErrors }, { resetRequestSchema }] = await rules();
      return firstErrors(resetRequestSchema(t), values);
    },
    onSubmit: async ({ email }) => {
      setServerError(null);
      let errorText: ((error: unknown) => string) | null = null;
      try {
        const [{ requestPasswordReset }, { accountErrorText }] = await calls();
        errorText = (error) => accountErrorText(t, error);
        await requestPasswordReset(email);
        setSentTo(email.trim());
      } catch (error) {
        // what the user typed stays in the form
        setServerError(errorText ? errorText(error) : t('common:errors.generic'));
      }
    },
  });

  // the e-mail takes input from the first paint: what was typed before hydration is kept (issue 30)
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => form.mergeValues(typedValues(typed, form.values)));

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
          <form ref={formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate>
            <FormField formik={form} name="email" id="reset-email" type="email" label={t('fields.email')} autoComplete="username" />
            <div className="form-actions">
              {/* disabled until React handles the form: before, the browser would send it itself */}
              <PlainButton type="submit" label={t('reset.submit')} loading={form.isSubmitting} disabled={!hydrated} style={{ width: '100%' }} />
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
    calls().then(([{ checkPasswordResetToken }]) => checkPasswordResetToken(token)).then(
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
    validate: async (values) => {
      const [{ firstErrors }, { newPasswordSchema }] = await rules();
      return firstErrors(newPasswordSchema(t), values);
    },
    onSubmit: async (values) => {
      setServerError(null);
      let loaded: Awaited<ReturnType<typeof calls>> | null = null;
      try {
        // loaded already: the token check used them
        loaded = await calls();
        await loaded[0].setNewPassword(token, values.password, values.password_confirmation);
        setState('done');
      } catch (error) {
        if (!loaded) setServerError(t('common:errors.generic'));
        else if (loaded[0].errorCode(error) === 'reset_link_expired') setState('expired');
        else setServerError(loaded[1].accountErrorText(t, error));
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
              <PlainButton type="submit" label={t('reset.save')} loading={form.isSubmitting} style={{ width: '100%' }} />
            </div>
          </form>
        </>
      )}
    </section>
  );
}
