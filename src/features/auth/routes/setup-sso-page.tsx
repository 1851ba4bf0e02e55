import { useEffect, useState } from 'react';
import { Link } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { currentTenant } from '@/config/tenant';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { SsoSetup } from '../api/account';
import { Notice } from '../components/notice';

// Prerendered and hydrated by the public shell (issue 30: ≤ 150 KB of JS for every signed-out page): the host's values
// show once the page runs (the organisation is the host's), its settings call (the API client) loads then.
const calls = () => import('../api/account');

/**
 * /setup-sso (SPEC §2, signed out): what an organisation's identity-provider administrator needs to connect it —
 * the organisation's unique id (as configured at /sso_configs), whether SSO is on, and the service provider values
 * of this host. Turning SSO on is an admin setting (/sso_configs, signed in, enterprise plan).
 */
export default function SetupSsoPage() {
  const { t } = useTranslation('auth');
  const hydrated = useHydrated();
  const tenant = hydrated ? currentTenant() : null;
  const origin = hydrated ? window.location.origin : '';
  const [setup, setSetup] = useState<SsoSetup | null>(null);
  useEffect(() => {
    if (!tenant) return;
    let live = true;
    calls()
      .then(({ fetchSsoSetup }) => fetchSsoSetup())
      .then((answer) => live && setSetup(answer))
      .catch(() => live && setSetup(null));
    return () => {
      live = false;
    };
  }, [tenant]);
  const rows: [string, string][] = [
    [t('setupSso.organizationId'), setup?.unique_org_id ?? tenant ?? '—'],
    [t('setupSso.entityId'), `${origin}/sso/metadata`],
    [t('setupSso.acsUrl'), `${origin}/sso`],
    [t('setupSso.nameId'), t('setupSso.nameIdValue')],
  ];
  return (
    <section aria-labelledby="setup-sso-title">
      <h2 id="setup-sso-title">{t('setupSso.title')}</h2>
      <p className="hint">{t('setupSso.intro')}</p>
      {hydrated && !tenant && <Notice severity="info" text={t('setupSso.noTenant')} />}
      {setup && <Notice severity={setup.enabled ? 'success' : 'info'} text={t(setup.enabled ? 'setupSso.enabled' : 'setupSso.disabled', { organization: setup.name })} />}
      {hydrated && (
        <dl className="sso-values">
          {rows.map(([label, value]) => (
            <div key={label} style={{ marginBottom: '0.75rem' }}>
              <dt style={{ fontWeight: 600 }}>{label}</dt>
              <dd style={{ margin: 0, wordBreak: 'break-all' }}>
                <code>{value}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p>{t('setupSso.adminHint')}</p>
      <p>
        <Link to={setup?.enabled ? `/login/sso?org=${encodeURIComponent(setup.unique_org_id)}` : '/login/sso'}>{t('login.sso')}</Link>
      </p>
    </section>
  );
}
