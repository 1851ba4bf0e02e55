import { useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';

/**
 * What /logout, /reset-session and /sessionexpire show while `end` ends the session, then the login (`to`). No store
 * or API client of its own: the public shell shows it too (/sessionexpire, issue 30).
 */
export function SessionEndView({ end, to, messageKey }: { end: () => Promise<void>; to: string; messageKey: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void end().then(() => navigate(to, { replace: true }));
  }, [end, navigate, to]);
  return (
    <section aria-labelledby="session-end-title" style={{ maxWidth: 480, margin: '3rem auto', padding: '0 1rem' }}>
      <h2 id="session-end-title">{t(messageKey)}</h2>
      <p role="status">{t('session.pleaseWait')}</p>
    </section>
  );
}
