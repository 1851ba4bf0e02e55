import { Link } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { Notice } from './notice';

/** An expired activation / sign-in link: offer to sign up again or to log in (SPEC §8). */
export function LinkExpired({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Notice severity="warn" text={message} role="alert" />
      <p className="form-actions">
        <Link className="p-button p-component" to="/start">
          {t('activation.signUpAgain')}
        </Link>
        <Link className="p-button p-component p-button-outlined" to="/login">
          {t('activation.logIn')}
        </Link>
      </p>
    </>
  );
}
