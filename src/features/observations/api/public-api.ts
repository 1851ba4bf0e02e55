import { plainClient } from '@/lib/api/clients';
import { HEADERS } from '@/config/constants';
import { submitOrQueue } from '@/lib/offline/submit';
import { remembered } from '@/lib/offline/remembered';
import type { ObservationFormData, OuterObservationInput } from '../model';
import type { components } from '@/lib/api/generated/openapi';

// the public page loads this module on demand; it reads errors through it too
export { apiErrorMessage } from '@/lib/api/notify-error';
// the offline queue's panel comes with the API client: no import() of its own on the page's first paint
export { default as OfflineQueuePanel } from '@/components/offline/offline-queue-panel';

/** The public (signed-out) form talks through the plain client: tenant from the host's API key, no session. Kept on the device for an offline visit. */
export function fetchOuterObservationData(): Promise<ObservationFormData> {
  return remembered('outer_obs_data', async () => (await plainClient.get<ObservationFormData>('/outer_obs_data')).data);
}

const CREATE = '/outer_observations';
const MAIL = '/send_observation_created_mail';

/** the create with its Idempotency-Key (the offline queue sends the same request again with the same key) */
export async function submitOuterObservation(data: OuterObservationInput, idempotencyKey?: string): Promise<components['schemas']['ObservationCreated']> {
  const created = (await plainClient.post<components['schemas']['ObservationCreated']>(CREATE, data, idempotencyKey ? { headers: { [HEADERS.idempotencyKey]: idempotencyKey } } : undefined)).data;
  // SPEC §7: the mail call follows the create (and is exempt from the tenant-memory call)
  await plainClient.post<components['schemas']['ObservationMailSent']>(MAIL, { id: created.id } satisfies components['schemas']['ObservationMailInput']).catch(() => undefined);
  return created;
}

/** Sends the report, or keeps it on the device (offline queue) when there is no network; `values` come back on a refusal. */
export function fileOuterObservation(data: OuterObservationInput, values: unknown, replaces?: string | null) {
  return submitOrQueue(
    { kind: 'public-observation', url: CREATE, secured: false, body: data, followUp: MAIL, values, summary: String(data.description ?? ''), path: '/observation', replaces },
    (key) => submitOuterObservation(data, key),
  );
}
