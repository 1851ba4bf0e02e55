import { useLocation, useParams } from 'react-router-dom';
import { PermitEditor } from '../components/form/permit-editor';

/** /permit-form-questions/new/:id (a template id) and /permit-form-questions/edit/:id (a permit id), and the v2 paths. */
export default function PermitFormPage() {
  const { id } = useParams();
  const editing = useLocation().pathname.includes('/edit/');
  return <PermitEditor key={`${editing}-${id}`} templateId={editing ? null : Number(id)} permitId={editing ? Number(id) : null} />;
}
