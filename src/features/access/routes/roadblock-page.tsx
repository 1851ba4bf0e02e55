import { useTranslation } from 'react-i18next';
import { useAppSelector } from '@/lib/store/hooks';
import { AccessScreen } from '../components/access-screen';
import { SignOutLink } from '../components/sign-out-link';

/** SPEC §2: every route of a locked organisation's users leads here. */
export default function RoadblockPage() {
  const { t } = useTranslation('access');
  const organization = useAppSelector((s) => s.session.user?.organization);
  const isAdmin = useAppSelector((s) => !!s.session.user?.is_admin);
  return (
    <AccessScreen icon="pi pi-lock" title={t('roadblock.title')} languageSwitcher>
      <p style={{ maxWidth: '36rem' }}>{t('roadblock.body', { organization: organization?.name ?? '' })}</p>
      <p style={{ maxWidth: '36rem' }}>{isAdmin ? t('roadblock.adminHint') : t('roadblock.userHint')}</p>
      <SignOutLink />
    </AccessScreen>
  );
}
