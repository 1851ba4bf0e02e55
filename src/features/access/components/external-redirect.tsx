import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { marketingUrl, type MarketingPage } from '../marketing';
import { AccessScreen } from './access-screen';

/** Sends the browser to the marketing site; says so plainly when no address is configured. */
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
          <Link to="/">{t('external.home')}</Link>
        </>
      )}
    </AccessScreen>
  );
}
