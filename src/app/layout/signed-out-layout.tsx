import { Suspense, lazy } from 'react';
import { Link, Outlet } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { ScreenLoading } from '@/components/feedback/loading';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { useHydrated } from '@/lib/hooks/use-hydrated';

const DemoMailbox = import.meta.env.VITE_DEMO === 'true' ? lazy(() => import('@/mocks/ui/demo-mailbox')) : null;
/** the demo mailbox button's place while it loads (and in the prerendered page): the toolbar does not grow after */
const MAILBOX_SLOT = <span aria-hidden="true" style={{ display: 'inline-block', width: '9.75rem', height: '2.5rem' }} />;

/** SPEC §2 root shell, signed out: the landing page around the account screens. */
export function SignedOutLayout() {
  const { t } = useTranslation('common');
  // the demo mailbox is not in the prerendered /login (src/app/prerender), only its place: it mounts right after hydration
  const hydrated = useHydrated();
  return (
    <div className="landing">
      <section className="landing-brand" aria-labelledby="landing-title">
        <p style={{ margin: 0, fontWeight: 700, letterSpacing: '0.04em' }}>
          <i className="pi pi-shield" aria-hidden="true" /> {env.productName}
        </p>
        <h1 id="landing-title">{t('landing.headline')}</h1>
        <p style={{ margin: 0, fontSize: '1.1rem' }}>{t('landing.subline')}</p>
        <ul>
          <li>{t('landing.features.report')}</li>
          <li>{t('landing.features.investigate')}</li>
          <li>{t('landing.features.permits')}</li>
          <li>{t('landing.features.audits')}</li>
        </ul>
        <p style={{ margin: 0 }}>
          {t('landing.anonymous')} <Link to="/observation">{t('landing.reportObservation')}</Link> ·{' '}
          <Link to="/incident">{t('landing.reportIncident')}</Link>
        </p>
      </section>
      <main className="landing-main" id="main">
        <div className="landing-toolbar">
          <LanguageSwitcher />
          {DemoMailbox && (hydrated ? <Suspense fallback={MAILBOX_SLOT}><DemoMailbox /></Suspense> : MAILBOX_SLOT)}
        </div>
        <div className="landing-content">
          <div className="landing-card">
            <Suspense fallback={<ScreenLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
    </div>
  );
}
