import { useLocation, useParams } from 'react-router-dom';
import { WorkerEditor } from '../components/worker-editor';

/** Children new, edit/{wor_id}, v2/new and v2/edit/{wor_id} of a contractor's workers, and new / edit of the uncategorised ones. */
export default function WorkerFormPage() {
  const { id, worId } = useParams();
  const { pathname } = useLocation();
  const v2 = /\/v2\/(new|edit)/.test(pathname);
  return <WorkerEditor key={`${id ?? 'none'}:${worId ?? 'new'}:${v2}`} contractorId={id ? Number(id) : null} id={worId ? Number(worId) : null} v2={v2} />;
}
