import { useParams } from 'react-router-dom';
import { PermitSummary } from '../components/summary/permit-summary';

/** /permit/:id/summary: the read-only permit and its lifecycle actions. */
export default function PermitSummaryPage() {
  const { id } = useParams();
  return <PermitSummary key={id} id={Number(id)} />;
}
