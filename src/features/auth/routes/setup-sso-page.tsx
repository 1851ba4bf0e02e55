import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { currentTenant } from '@/config/tenant';
import { Notice } from '../components/notice';

/**
 * /setup-sso: what an organisation's identity-provider administrator needs to connect it (service
 * provider values for this host). Turning SSO on is an admin setting (/sso_configs, signed in).
 */
export default function SetupSsoPage() {
  const { t } = useTranslation('auth');
  const tenant = currentTenant();
  const origin = window.location.origin;
  const rows: [string, string][] = [
    [t('setupSso.organizationId'), tenant ?? '—'],
    [t('setupSso.entityId'), `${origin}/sso/metadata`],
    [t('setupSso.acsUrl'), `${origin}/sso`],
    [t('setupSso.nameId'), t('setupSso.nameIdValue')],
  ];
  return (
    <section aria-labelledby="setup-sso-title">
      <h2 id="setup-sso-title">{t('setupSso.title')}</h2>
      <p className="hint">{t('setupSso.intro')}</p>
      {!tenant && <Notice severity="info" text={t('setupSso.noTenant')} />}
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
      <p>{t('setupSso.adminHint')}</p>
      <p>
        <Link to="/login/sso">{t('login.sso')}</Link>
      </p>
    </section>
  );
}
