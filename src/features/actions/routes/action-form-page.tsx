import { useParams } from 'react-router-dom';
import { ActionEditor } from '../components/action-editor';
import { useActionBase } from '../components/use-action-base';

/** Children 'new' and 'edit/:id/:tab?' of the action frames: create when there is no :id. */
export default function ActionFormPage() {
  const { id } = useParams();
  const { base } = useActionBase();
  return <ActionEditor key={id ?? 'new'} id={id ? Number(id) : null} base={base} />;
}
