import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { useSessionStarter } from '@/lib/session/session-starter';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { LinkExpired } from '../components/link-expired';
import { useQueryParam } from '@/lib/routing/use-query-param';

// Prerendered and hydrated by the public shell (issue 30: ≤ 150 KB of JS for every signed-out page): the page says
// "signing you in" until it runs; the link's call (the API client) loads then.
const calls = () => import('../api/account');

/**
 * /by_pass_client_admin?token=…: sign-in with a one-time link. Two kinds exist: the link that ends a
 * self-service sign-up on the new organisation's host, and the support link a master super admin
 * issues to enter a client organisation as its admin (POST /v1/by_pass_tokens). Links expire after
 * 10 minutes, are bound to one host, and are single use (the backend remembers redeemed nonces).
 * The token is removed from the address bar at once, so it stays out of history and referrers.
 */
export default function ByPassPage() {
  const { t } = useTranslation(['auth', 'common']);
  const tokenParam = useQueryParam('token');
  const navigate = useNavigate();
  // the app's store, or the public shell's hand-over to the app (src/app/public)
  const startSession = useSessionStarter();
  const [token] = useState(() => tokenParam);
  const [failed, setFailed] = useState(!token);
  const started = useRef(false);
  // the query is the browser's: the prerendered page says "signing you in" until the page runs
  const hydrated = useHydrated();

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    navigate('/by_pass_client_admin', { replace: true });
    calls()
      .then(({ redeemSignInLink }) => redeemSignInLink(token))
      .then(
        async (session) => {
          await startSession(session);
          navigate(session.user.organization?.is_onboarding ? '/onboarding' : '/', { replace: true });
        },
        () => setFailed(true),
      );
  }, [token, startSession, navigate]);

  return (
    <section aria-labelledby="bypass-title" style={{ maxWidth: 480, margin: '3rem auto', padding: '0 1rem' }}>
      <h1 id="bypass-title">{t('bypass.title')}</h1>
      {hydrated && failed ? <LinkExpired message={t('bypass.expired')} /> : <p role="status">{t('bypass.working')}</p>}
    </section>
  );
}
