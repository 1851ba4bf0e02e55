import { useParams } from 'react-router-dom';
import { SiteEditor } from '../components/site-editor';

/** Children 'new' and 'edit/:id' of /sites: create when there is no :id. */
export default function SiteFormPage() {
  const { id } = useParams();
  return <SiteEditor key={id ?? 'new'} id={id ? Number(id) : null} />;
}
