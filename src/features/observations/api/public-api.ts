import { plainClient } from '@/lib/api/clients';
import type { ObservationFormData } from '../model';

// the public page loads this module on demand; it reads errors through it too
export { apiErrorMessage } from '@/lib/api/notify-error';

/** The public (signed-out) form talks through the plain client: tenant from the host's API key, no session. */
export async function fetchOuterObservationData(): Promise<ObservationFormData> {
  return (await plainClient.get<ObservationFormData>('/outer_obs_data')).data;
}

export async function submitOuterObservation(data: Record<string, unknown>): Promise<{ id: number; number: string }> {
  const created = (await plainClient.post<{ id: number; number: string }>('/outer_observations', data)).data;
  // SPEC §7: the mail call follows the create (and is exempt from the tenant-memory call)
  await plainClient.post('/send_observation_created_mail', { id: created.id }).catch(() => undefined);
  return created;
}
