import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { useSessionStarter } from '@/lib/session/session-starter';
import { PasswordInput, PlainButton, TextInput } from '@/components/form/native-inputs';
import { Notice } from '../components/notice';
import { useLightForm } from '@/components/form/use-light-form';
import { currentTenant } from '@/config/tenant';
import { env } from '@/config/env';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { typedValues, useTypedBeforeHydration } from '@/components/form/typed-before-hydration';
import { useQueryParam } from '@/lib/routing/use-query-param';

/** In the demo, the platform address (no sub-domain) holds only the platform account: say where the others are. */
const DEMO_TENANTS = ['acme', 'globex', 'initech'];

function DemoTenantsHint({ text, label }: { text: string; label: string }) {
  const { protocol, host } = window.location;
  return (
    <aside className="hint" aria-label={label}>
      <p>{text}</p>
      <ul>
        {DEMO_TENANTS.map((tenant) => (
          <li key={tenant}>
            <a href={`${protocol}//${tenant}.${host}/login`}>{`${tenant}.${host}`}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

// The sign-in calls (axios, the API clients) and the schema (yup) load on demand: the login's first
// paint carries neither.
const signIn = () => import('../api/sign-in-flow');

const ERROR_CODES: Record<string, string> = {
  email_not_found: 'login.errors.emailNotFound',
  wrong_password: 'login.errors.wrongPassword',
  not_registered: 'login.errors.notRegistered',
  account_inactive: 'login.errors.accountInactive',
  account_locked: 'login.errors.accountLocked',
};

function errorKey(error: unknown): string {
  const code = (error as { response?: { data?: { code?: string } } } | null)?.response?.data?.code;
  return code && ERROR_CODES[code] ? ERROR_CODES[code] : 'common:errors.generic';
}

/** a field of the form: its label, the input, its message (`<id>-error`, which the input names in aria-describedby) */
function SignInField({ id, label, error, children }: { id: string; label: string; error: string | null | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <small id={`${id}-error`} className="field-error">
          {error}
        </small>
      )}
    </div>
  );
}

export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  // the app's store, or the prerendered shell's hand-over to the app (src/app/public)
  const startSession = useSessionStarter();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<'email' | 'password'>('email');
  const [serverError, setServerError] = useState<string | null>(null);
  const from = (location.state as { from?: string } | null)?.from;
  const sessionParam = useQueryParam('session');
  // the page is prerendered at build time (src/app/prerender): what only the browser knows (the query, the host)
  // shows right after hydration, and the form takes input once React handles it (nothing typed is lost)
  const hydrated = useHydrated();
  // SPEC §8 'Session expired, sign in again to continue': from /sessionexpire or ?session=expired
  const sessionExpired = hydrated && sessionParam === 'expired';

  // no form library on the sign-in page (its JS to interactive, issue 18); the schema (yup) loads on first check
  const form = useLightForm({
    initialValues: { email: '', password: '' },
    validate: async (values) => (await import('@/lib/forms/first-errors')).firstErrors((await import('../schemas/login-schema')).loginSchema(step, t), values),
    onSubmit: async (values) => {
      setServerError(null);
      try {
        const flow = await signIn();
        if (step === 'email') {
          await flow.checkEmail(values.email.trim());
          setStep('password');
          return;
        }
        const session = await flow.authorize(values.email.trim(), values.password);
        await startSession(session);
        flow.noticeIfNoPermissions(t, session.rules);
        navigate(from && from !== '/login' ? from : '/', { replace: true });
      } catch (error) {
        setServerError(t(errorKey(error)));
      }
    },
  });

  // the e-mail takes input from the first paint (issue 30): what was typed before hydration is kept
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => form.mergeValues(typedValues(typed, form.values)));

  const fieldError = (name: 'email' | 'password') => (form.touched[name] && form.errors[name] ? form.errors[name] : null);

  return (
    <section aria-labelledby="login-title">
      <h2 id="login-title">{t('login.title')}</h2>
      <p className="hint">{step === 'email' ? t('login.emailIntro') : t('login.passwordIntro', { email: form.values.email })}</p>
      {sessionExpired && !serverError && <Notice severity="warn" text={t('login.sessionExpired')} role="status" />}
      {serverError && <Notice severity="error" text={serverError} role="alert" />}
      {hydrated && env.demo && currentTenant() === null && <DemoTenantsHint text={t('login.demoPlatformHint')} label={t('login.demoTenants')} />}
      <form ref={formRef} onSubmit={(e) => void form.handleSubmit(e)} noValidate>
        <SignInField id="login-email" label={t('fields.email')} error={fieldError('email')}>
          <TextInput
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            value={form.values.email}
            onChange={(e) => {
              form.setFieldValue('email', e.target.value);
              if (step === 'password') setStep('email');
            }}
            onBlur={form.handleBlur}
            invalid={!!fieldError('email')}
            aria-describedby={fieldError('email') ? 'login-email-error' : undefined}
          />
        </SignInField>
        {step === 'password' && (
          <SignInField id="login-password" label={t('fields.password')} error={fieldError('password')}>
            <PasswordInput
              id="login-password"
              name="password"
              autoComplete="current-password"
              value={form.values.password}
              onChange={(e) => form.setFieldValue('password', e.target.value)}
              onBlur={form.handleBlur}
              invalid={!!fieldError('password')}
              autoFocus
              aria-describedby={fieldError('password') ? 'login-password-error' : undefined}
            />
          </SignInField>
        )}
        <div className="form-actions">
          {/* disabled until React handles the form: before, the browser would send it itself (and Enter does nothing) */}
          <PlainButton type="submit" label={step === 'email' ? t('login.continue') : t('login.signIn')} loading={form.isSubmitting} disabled={!hydrated} style={{ width: '100%' }} />
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
