import { useParams } from 'react-router-dom';
import { ContractorEditor } from '../components/contractor-editor';

/** Children 'new' and 'edit/:id' of /contractors. */
export default function ContractorFormPage() {
  const { id } = useParams();
  return <ContractorEditor key={id ?? 'new'} id={id ? Number(id) : null} />;
}
