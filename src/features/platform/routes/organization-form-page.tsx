import { useParams } from 'react-router-dom';
import { OrganizationEditor } from '../components/organization-editor';

/** Child 'edit/:id' of /organizations. */
export default function OrganizationFormPage() {
  const { id } = useParams();
  return <OrganizationEditor key={id} id={Number(id)} />;
}
