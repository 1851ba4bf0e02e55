import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { activateSignup, errorCode } from '../api/account';
import { accountErrorText } from '../components/error-text';
import { goToNewOrganization } from '../components/go-to-organization';
import { LinkExpired } from '../components/link-expired';
import { Notice } from '../components/notice';
import { useQueryParam } from '@/lib/routing/use-query-param';

type State = { kind: 'working' } | { kind: 'expired' } | { kind: 'error'; message: string } | { kind: 'done' };

/** /registration?token=…: the activation link of the sign-up mail (SPEC §2 "activation view", bare layout). */
export default function RegistrationPage() {
  const { t } = useTranslation(['auth', 'common']);
  const token = useQueryParam('token');
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'expired' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return; // StrictMode runs effects twice: activate once
    started.current = true;
    activateSignup(token).then(
      (done) => {
        setState({ kind: 'done' });
        goToNewOrganization(done);
      },
      (error) => setState(errorCode(error) === 'activation_expired' ? { kind: 'expired' } : { kind: 'error', message: accountErrorText(t, error) }),
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
        {state.kind === 'working' && <p role="status">{t('activation.working')}</p>}
        {state.kind === 'done' && <p role="status">{t('verify.redirecting')}</p>}
        {state.kind === 'expired' && <LinkExpired message={t('activation.expired')} />}
        {state.kind === 'error' && <Notice severity="error" text={state.message} role="alert" />}
      </section>
    </div>
  );
}
