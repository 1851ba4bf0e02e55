import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/lib/store/hooks';
import { redeemSignInLink } from '../api/account';
import { startSession } from '../api/session-actions';
import { LinkExpired } from '../components/link-expired';
import { useQueryParam } from '@/lib/routing/use-query-param';

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
  const dispatch = useAppDispatch();
  const [token] = useState(() => tokenParam);
  const [failed, setFailed] = useState(!token);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    navigate('/by_pass_client_admin', { replace: true });
    redeemSignInLink(token).then(
      (session) => {
        startSession(dispatch, session);
        navigate(session.user.organization?.is_onboarding ? '/onboarding' : '/', { replace: true });
      },
      () => setFailed(true),
    );
  }, [token, dispatch, navigate]);

  return (
    <section aria-labelledby="bypass-title" style={{ maxWidth: 480, margin: '3rem auto', padding: '0 1rem' }}>
      <h1 id="bypass-title">{t('bypass.title')}</h1>
      {failed ? <LinkExpired message={t('bypass.expired')} /> : <p role="status">{t('bypass.working')}</p>}
    </section>
  );
}
