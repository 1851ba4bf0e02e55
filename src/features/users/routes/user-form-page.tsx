import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserEditor } from '../components/user-editor';

/** Children 'new' and 'edit/:id' of /users: create when there is no :id; an edited user links to their permissions. */
export default function UserFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('users');
  return (
    <>
      {id && (
        <p>
          <Link to={`/users/${id}/permission`}>
            <i className="pi pi-key" aria-hidden="true" /> {t('permission.open')}
          </Link>
        </p>
      )}
      <UserEditor key={id ?? 'new'} id={id ? Number(id) : null} />
    </>
  );
}
