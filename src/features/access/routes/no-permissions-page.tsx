import { useTranslation } from 'react-i18next';
import { AccessScreen } from '../components/access-screen';
import { SignOutLink } from '../components/sign-out-link';

/** SPEC §6: the user signed in but has no permission on any module. */
export default function NoPermissionsPage() {
  const { t } = useTranslation('access');
  return (
    <AccessScreen icon="pi pi-ban" title={t('noPermissions.title')}>
      <p role="status" style={{ maxWidth: '36rem' }}>
        {t('noPermissions.notice')}
      </p>
      <SignOutLink />
    </AccessScreen>
  );
}
