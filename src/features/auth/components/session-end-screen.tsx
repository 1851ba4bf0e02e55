import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEndSession } from './end-session';

/** The screens of /logout, /reset-session and /sessionexpire: end the session, then go to the login. */
export function SessionEndScreen({ how, to, messageKey }: { how: 'logout' | 'reset'; to: string; messageKey: string }) {
  const { t } = useTranslation('auth');
  const endSession = useEndSession();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void endSession(how).then(() => navigate(to, { replace: true }));
  }, [endSession, how, navigate, to]);
  return (
    <section aria-labelledby="session-end-title" style={{ maxWidth: 480, margin: '3rem auto', padding: '0 1rem' }}>
      <h2 id="session-end-title">{t(messageKey)}</h2>
      <p role="status">{t('session.pleaseWait')}</p>
    </section>
  );
}
