import { useParams } from 'react-router-dom';
import { WorkflowEditor } from '../components/workflow-editor';

/** Children 'new' and 'edit/:id' of /workflows: create when there is no :id. */
export default function WorkflowFormPage() {
  const { id } = useParams();
  return <WorkflowEditor key={id ?? 'new'} id={id ? Number(id) : null} />;
}
