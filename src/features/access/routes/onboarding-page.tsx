import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store/hooks';
import { AccessScreen } from '../components/access-screen';
import { SignOutLink } from '../components/sign-out-link';

const STEPS = ['sites', 'structure', 'users', 'modules'] as const;

/**
 * SPEC §2: while the organisation is onboarding every route leads here. The guided set-up itself
 * (SPEC "Onboarding: sites, then divisions, departments and units, then users, then module selection")
 * belongs to a later issue; this screen names the steps and says so.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('access');
  const organization = useAppSelector((s) => s.session.user?.organization);
  return (
    <AccessScreen icon="pi pi-flag" title={t('onboarding.title', { organization: organization?.name ?? '' })} languageSwitcher>
      <p style={{ maxWidth: '36rem' }}>{t('onboarding.intro')}</p>
      <ol style={{ textAlign: 'left' }}>
        {STEPS.map((step) => (
          <li key={step}>{t(`onboarding.steps.${step}`)}</li>
        ))}
      </ol>
      <p style={{ maxWidth: '36rem' }}>{t('onboarding.comingSoon')}</p>
      <SignOutLink />
    </AccessScreen>
  );
}
