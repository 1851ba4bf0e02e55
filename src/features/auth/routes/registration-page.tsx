import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { LinkExpired } from '../components/link-expired';
import { Notice } from '../components/notice';
import { useQueryParam } from '@/lib/routing/use-query-param';
import { useHydrated } from '@/lib/hooks/use-hydrated';

// Prerendered and hydrated by the public shell (issue 30: ≤ 150 KB of JS for every signed-out page): the activation
// call (the API client), its error texts and the hand-over to the new organisation load once the page runs.
const calls = () => Promise.all([import('../api/account'), import('../components/error-text'), import('../components/go-to-organization')]);

type State = { kind: 'working' } | { kind: 'expired' } | { kind: 'error'; message: string } | { kind: 'done' };

/** /registration?token=…: the activation link of the sign-up mail (SPEC §2 "activation view", bare layout). */
export default function RegistrationPage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useQueryParam('token');
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'expired' });
  const started = useRef(false);
  // the query is the browser's: the prerendered page says "activating" until the page runs
  const hydrated = useHydrated();
  const shown: State = hydrated ? state : { kind: 'working' };

  useEffect(() => {
    if (!token || started.current) return; // StrictMode runs effects twice: activate once
    started.current = true;
    calls().then(
      ([{ activateSignup, errorCode }, { accountErrorText }, { goToNewOrganization }]) =>
        activateSignup(token).then(
          (done) => {
            setState({ kind: 'done' });
            goToNewOrganization(done);
          },
          (error) => setState(errorCode(error) === 'activation_expired' ? { kind: 'expired' } : { kind: 'error', message: accountErrorText(t, error) }),
        ),
      () => setState({ kind: 'error', message: t('common:errors.generic') }),
    );
  }, [token, t]);

  return (
    <div className="landing-content" style={{ minHeight: '100vh', flexDirection: 'column', gap: '1rem' }}>
      <div style={{ alignSelf: 'flex-end' }}>
        <LanguageSwitcher />
      </div>
      <section className="landing-card" aria-labelledby="activation-title">
        <p style={{ margin: 0, fontWeight: 700 }}>
          <i className="pi pi-shield" aria-hidden="true" /> {env.productName}
        </p>
        <h1 id="activation-title">{t('activation.title')}</h1>
        {shown.kind === 'working' && <p role="status">{t('activation.working')}</p>}
        {shown.kind === 'done' && <p role="status">{t('verify.redirecting')}</p>}
        {shown.kind === 'expired' && <LinkExpired message={t('activation.expired')} />}
        {shown.kind === 'error' && <Notice severity="error" text={shown.message} role="alert" />}
      </section>
    </div>
  );
}
