import { useParams } from 'react-router-dom';
import { ActionSummary } from '../components/action-summary';
import { useActionBase } from '../components/use-action-base';

/** Child 'summary/:id/:tab?' of the action frames. */
export default function ActionSummaryPage() {
  const { id, tab } = useParams();
  const { base } = useActionBase();
  return <ActionSummary id={Number(id)} base={base} tab={tab} />;
}
