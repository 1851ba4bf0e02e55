import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteEditor } from '../components/site-editor';

/** Children 'new' and 'edit/:id' of /sites: create when there is no :id; an edited site links to its divisions tree. */
export default function SiteFormPage() {
  const { id } = useParams();
  const { t } = useTranslation('sites');
  return (
    <>
      {id && (
        <p>
          <Link to={`/sites/${id}/divisions`}>
            <i className="pi pi-sitemap" aria-hidden="true" /> {t('divisions.openTree')}
          </Link>
        </p>
      )}
      <SiteEditor key={id ?? 'new'} id={id ? Number(id) : null} />
    </>
  );
}
