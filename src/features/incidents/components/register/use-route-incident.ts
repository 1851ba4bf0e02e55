import { useParams } from 'react-router-dom';
import { useGetIncidentQuery } from '../../api/incidents-api';
import { useIncidentLabels } from './labels';

/** The incident of the route's :id (report and summary pages), with the register's labels. */
export function useRouteIncident() {
  const L = useIncidentLabels();
  const { id } = useParams();
  const query = useGetIncidentQuery(Number(id));
  return { L, t: L.t, query };
}
