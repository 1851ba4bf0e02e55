import { plainClient } from '@/lib/api/clients';
import { HEADERS } from '@/config/constants';
import { submitOrQueue } from '@/lib/offline/submit';
import { remembered } from '@/lib/offline/remembered';
import type { components } from '@/lib/api/generated/openapi';
import type { IncidentFormData, IncidentInput } from '../model';

// the offline queue's panel comes with the API client: no import() of its own on the page's first paint
export { default as OfflineQueuePanel } from '@/components/offline/offline-queue-panel';

/** The public (signed-out) incident form: tenant from the host's API key, no session, no users listed. Kept on the device for an offline visit. */
export function fetchOuterIncidentData(): Promise<IncidentFormData> {
  return remembered('out_incident_data', async () => (await plainClient.get<IncidentFormData>('/out_incident_data')).data);
}

/** anonymous unless a reporter name is given (and anonymous is false); no identity is stored when anonymous */
export type OuterIncidentInput = IncidentInput & Pick<components['schemas']['IncidentPublicInput'], 'reporter_name' | 'anonymous'>;

/** 201 of POST /outer_incidents */
export type OuterIncidentCreated = components['schemas']['IncidentPublicCreated'];

const CREATE = '/outer_incidents';

/** the create with its Idempotency-Key (the offline queue sends the same request again with the same key) */
export async function submitOuterIncident(data: OuterIncidentInput, idempotencyKey?: string): Promise<OuterIncidentCreated> {
  return (await plainClient.post<OuterIncidentCreated>(CREATE, data, idempotencyKey ? { headers: { [HEADERS.idempotencyKey]: idempotencyKey } } : undefined)).data;
}

/** Sends the report, or keeps it on the device (offline queue) when there is no network; `values` come back on a refusal. */
export function fileOuterIncident(data: OuterIncidentInput, values: unknown, replaces?: string | null) {
  return submitOrQueue({ kind: 'public-incident', url: CREATE, secured: false, body: data, values, summary: String(data.description ?? ''), path: '/incident', replaces }, (key) => submitOuterIncident(data, key));
}
