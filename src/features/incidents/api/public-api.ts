import { plainClient } from '@/lib/api/clients';
import type { IncidentFormData, IncidentInput } from '../model';

/** The public (signed-out) incident form: tenant from the host's API key, no session, no users listed. */
export async function fetchOuterIncidentData(): Promise<IncidentFormData> {
  return (await plainClient.get<IncidentFormData>('/out_incident_data')).data;
}

/** anonymous unless a reporter name is given (and anonymous is false); no identity is stored when anonymous */
export type OuterIncidentInput = IncidentInput & { reporter_name?: string; anonymous?: boolean };

export async function submitOuterIncident(data: OuterIncidentInput): Promise<{ id: number; number: string }> {
  return (await plainClient.post<{ id: number; number: string }>('/outer_incidents', data)).data;
}
