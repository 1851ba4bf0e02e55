import type { components } from '@/lib/api/generated/openapi';
import type { RiskLevel } from '@/features/actions/public';

/** the same values as the actions feature's RISK_LEVELS (kept here so the public form does not pull the actions module) */
export const OBS_RISK_LEVELS: readonly RiskLevel[] = ['low', 'medium', 'high', 'critical'];

/** SPEC §3 "Observation" and §4 statuses. Shared by the client and the demo backend. */
export const OBSERVATION_TYPES = ['unsafe_act', 'unsafe_condition', 'near_miss', 'good_practice'] as const;
export type ObservationType = (typeof OBSERVATION_TYPES)[number];

export const OBSERVATION_CATEGORIES = ['housekeeping', 'ppe', 'electrical', 'working_at_height', 'fire_safety', 'chemicals', 'vehicles', 'ergonomics', 'machinery', 'environment'] as const;
export type ObservationCategory = (typeof OBSERVATION_CATEGORIES)[number];

export const OBSERVATION_STATUSES = ['open', 'in_progress', 'overdue', 'completed', 'closed'] as const;
export type ObservationStatus = (typeof OBSERVATION_STATUSES)[number];
export type StoredObservationStatus = Exclude<ObservationStatus, 'overdue'>;
export const STORED_OBSERVATION_STATUSES: StoredObservationStatus[] = ['open', 'in_progress', 'completed', 'closed'];
/** the allowed next statuses (open → in progress → completed / closed) */
export const OBSERVATION_TRANSITIONS: Record<StoredObservationStatus, StoredObservationStatus[]> = {
  open: ['open', 'in_progress', 'completed', 'closed'],
  in_progress: ['in_progress', 'completed', 'closed'],
  completed: ['completed', 'closed'],
  closed: ['closed'],
};

/** SPEC §9 incident severity list, used for observations too. */
export const SEVERITIES = ['minor', 'serious', 'major', 'fatal', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** an observation as the API answers it: `Observation` of api/openapi.yaml (GET /observations/{id} adds `actions`) */
export type ObservationRecord = components['schemas']['Observation'];

type Schemas = components['schemas'];

/** an action written inside the observation form (`ObservationActionInput` of api/openapi.yaml; with `id`, an edited one) */
export type ObservationActionInput = Schemas['ObservationActionInput'];

/** POST /observations (`ObservationInput`): the signed-in form sends every field */
export type ObservationInput = Schemas['ObservationInput'];

/** PATCH /observations/{id} (`ObservationPatch`): any field, laid over the stored observation */
export type ObservationPatch = Schemas['ObservationPatch'];

/** an action row of the form before its choices are made ('' / null: not chosen yet; the schema refuses them) */
export type ObservationActionFormValues = Omit<ObservationActionInput, 'category' | 'control_type' | 'responsible_user_id'> & {
  category: string;
  control_type: ObservationActionInput['control_type'] | '';
  responsible_user_id: number | null;
};

/**
 * The form's state: every field of `ObservationInput`, with '' / null where nothing is chosen yet. What the form
 * submits has passed `observationSchema`, so it is an `ObservationInput`.
 */
export type ObservationFormValues = Required<Omit<ObservationPatch, 'type' | 'category' | 'site_id' | 'risk_level' | 'action_required' | 'actions' | 'due_date'>> & {
  type: ObservationType | '';
  category: string;
  site_id: number | null;
  risk_level: RiskLevel | '';
  action_required: boolean | null;
  actions: ObservationActionFormValues[];
  due_date: string;
};
export type ObservationStatusCounts = components['schemas']['ObservationStatusCounts'];

/** GET /v2/observations */
export type ObservationListResponse = components['schemas']['ObservationList'];

export type { SiteOption, UserOption } from '@/lib/api/lookups';

/** GET /observations/obs_data (signed in) and /outer_obs_data (public: no users): `ObservationFormData` */
export type ObservationFormData = Schemas['ObservationFormData'];

/** POST /outer_observations, the public form's report (`OuterObservationInput`) */
export type OuterObservationInput = Schemas['OuterObservationInput'];

/** POST /observations_bulk_upload: one parsed row of the sheet (`ObservationImportRow`) */
export type ObservationImportRow = Schemas['ObservationImportRow'];

/** 'overdue' when still open or in progress after its due date (YYYY-MM-DD comparison). */
export function displayObservationStatus(o: Pick<ObservationRecord, 'status' | 'due_date'>, today: string): ObservationStatus {
  return (o.status === 'open' || o.status === 'in_progress') && !!o.due_date && o.due_date < today ? 'overdue' : o.status;
}
