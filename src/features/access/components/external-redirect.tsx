import { useEffect } from 'react';
import { Link } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { marketingUrl, type MarketingPage } from '../marketing';
import { AccessScreen } from './access-screen';

/**
 * Where the app itself answers when there is no marketing site (the demo): the plans and their prices are on the
 * purchase page (/buynow), and the trial is requested by signing up (/start, SPEC §1: a 14-day trial).
 */
const IN_APP: Record<MarketingPage, string> = { pricing: '/buynow', 'get-started': '/start' };

/** Sends the browser to the marketing site; without one, says so and offers the app's own page for it. */
export function ExternalRedirect({ page }: { page: MarketingPage }) {
  const { t } = useTranslation('access');
  const url = marketingUrl(page);
  const name = t(`external.pages.${page}`);
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <AccessScreen icon="pi pi-external-link" title={name}>
      {url ? (
        <p role="status">
          {t('external.redirecting', { name })} <a href={url}>{t('external.continue')}</a>
        </p>
      ) : (
        <>
          <p>{t('external.notConfigured', { name })}</p>
          <p>
            <Link to={IN_APP[page]}>{t(`external.inApp.${page}`)}</Link>
          </p>
          <Link to="/">{t('external.home')}</Link>
        </>
      )}
    </AccessScreen>
  );
}
