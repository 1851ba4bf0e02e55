import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The way out of the access screens: /logout ends the session (works whatever the organisation's state). */
export function SignOutLink() {
  const { t } = useTranslation('access');
  return (
    <Link to="/logout" className="p-button p-button-outlined" style={{ textDecoration: 'none' }}>
      <i className="pi pi-sign-out" aria-hidden="true" style={{ marginRight: '0.5rem' }} />
      {t('signOut')}
    </Link>
  );
}
