import { useParams } from 'react-router-dom';
import { DocumentEditor } from '../components/document-editor';

/** Children new and edit/{doc_id} of /contractor/{id}/documents. */
export default function DocumentFormPage() {
  const { id, docId } = useParams();
  return <DocumentEditor key={`${id}:${docId ?? 'new'}`} contractorId={Number(id)} id={docId ? Number(docId) : null} />;
}
