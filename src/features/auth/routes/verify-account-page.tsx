import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@/config/constants';
import { useQueryParam } from '@/lib/routing/use-query-param';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { ScreenLoading } from '@/components/feedback/loading';
import { FormField } from '@/components/form/form-field';
import { PlainButton } from '@/components/form/native-inputs';
import { useLightForm } from '@/components/form/use-light-form';
import { goToNewOrganization } from '../components/go-to-organization';
import { LinkExpired } from '../components/link-expired';
import { forgetSignup, recalledSignup, rememberSignup } from '../components/pending-signup';
import { formatSeconds, useCountdown } from '../components/use-countdown';
import { Notice } from '../components/notice';

// Prerendered (its loading state: the sign-up and its code are the browser's) and hydrated by the public shell
// (issue 30: ≤ 150 KB of JS for every signed-out page): the rules (yup) load at the first check, the calls (the API
// client) and their error texts once the page runs.
const rules = () => Promise.all([import('@/lib/forms/first-errors'), import('../schemas/verify-account-schema')]);
const calls = () => Promise.all([import('../api/account'), import('../components/error-text')]);

/** /start/verify-account: the 6-digit code mailed at sign-up, with its 300 s timer and a resend. */
export default function VerifyAccountPage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useQueryParam('signup') ?? '';
  const remembered = token ? recalledSignup(token) : null;
  const [email, setEmail] = useState<string | null>(remembered?.email ?? null);
  const [deadline, setDeadline] = useState<number | null>(remembered ? Date.parse(remembered.otp_expires_at) : null);
  const [expired, setExpired] = useState(!token);
  const [serverError, setServerError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [resending, setResending] = useState(false);
  const seconds = useCountdown(deadline);
  const hydrated = useHydrated();

  useEffect(() => {
    if (!token || remembered) return;
    let live = true;
    calls().then(([{ getSignup }]) => getSignup(token)).then(
      (s) => {
        if (!live) return;
        setEmail(s.email);
        setDeadline(Date.parse(s.otp_expires_at));
      },
      () => live && setExpired(true),
    );
    return () => {
      live = false;
    };
    // the token comes from the URL once
  }, [token]); // oxlint-disable-line react-hooks/exhaustive-deps

  // a public page: the light form (no form library), as the sign-in (issue 18)
  const form = useLightForm({
    initialValues: { otp: '' },
    validate: async (values) => {
      const [{ firstErrors }, { verifyAccountSchema }] = await rules();
      return firstErrors(verifyAccountSchema(t), values);
    },
    onSubmit: async ({ otp }) => {
      setServerError(null);
      setNotice(null);
      let loaded: Awaited<ReturnType<typeof calls>> | null = null;
      try {
        loaded = await calls();
        const done = await loaded[0].verifySignup(token, otp);
        forgetSignup();
        setLeaving(true);
        goToNewOrganization(done);
      } catch (error) {
        if (!loaded) setServerError(t('common:errors.generic'));
        else if (loaded[0].errorCode(error) === 'signup_expired') setExpired(true);
        else setServerError(loaded[1].accountErrorText(t, error));
      }
    },
  });

  const resend = async () => {
    setServerError(null);
    setNotice(null);
    setResending(true);
    let loaded: Awaited<ReturnType<typeof calls>> | null = null;
    try {
      loaded = await calls();
      const next = await loaded[0].resendSignupCode(token);
      setDeadline(Date.parse(next.otp_expires_at));
      if (email) rememberSignup({ signup_token: token, email, otp_expires_at: next.otp_expires_at });
      form.setValues({ otp: '' }, false);
      setNotice(t('verify.resent', { email }));
    } catch (error) {
      if (!loaded) setServerError(t('common:errors.generic'));
      else if (loaded[0].errorCode(error) === 'signup_expired') setExpired(true);
      else setServerError(loaded[1].accountErrorText(t, error));
    } finally {
      setResending(false);
    }
  };

  // the prerendered page (and hydration) show the loading state: the sign-up comes from the address and this tab
  if (!hydrated) return <ScreenLoading />;
  if (expired) {
    return (
      <section aria-labelledby="verify-title">
        <h2 id="verify-title">{t('verify.title')}</h2>
        <LinkExpired message={t('verify.errors.signupExpired')} />
      </section>
    );
  }
  if (!email) return <ScreenLoading />;
  if (leaving) {
    return (
      <section aria-labelledby="verify-title">
        <h2 id="verify-title">{t('verify.title')}</h2>
        <p role="status">{t('verify.redirecting')}</p>
      </section>
    );
  }

  return (
    <section aria-labelledby="verify-title">
      <h2 id="verify-title">{t('verify.title')}</h2>
      <p className="hint">{t('verify.intro', { email, count: OTP_LENGTH })}</p>
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      {notice && <Notice severity="success" text={notice} role="status" />}
      <form onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <FormField formik={form} name="otp" id="verify-otp" label={t('fields.otp')} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} autoFocus />
        <p className="hint" role="timer">
          {seconds > 0 ? t('verify.expiresIn', { time: formatSeconds(seconds) }) : t('verify.codeExpired')}
        </p>
        <div className="form-actions">
          {/* native buttons: the sign-up's public shell shows this screen too (src/app/public, issue 30) */}
          <PlainButton type="submit" label={t('verify.submit')} loading={form.isSubmitting} />
          <PlainButton type="button" className="p-button-outlined" label={t('verify.resend')} loading={resending} onClick={() => void resend()} />
        </div>
      </form>
    </section>
  );
}
