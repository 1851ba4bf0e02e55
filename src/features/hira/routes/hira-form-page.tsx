import { useParams } from 'react-router-dom';
import { HiraEditor } from '../components/hira-editor';

/** Children 'new' and 'edit/:id' of /hira: create when there is no :id. */
export default function HiraFormPage() {
  const { id } = useParams();
  return <HiraEditor key={id ?? 'new'} id={id ? Number(id) : null} />;
}
