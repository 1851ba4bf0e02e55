/**
 * The worker profile form setting (SPEC §3 "Worker profile"): which worker fields a permit asks for each worker,
 * and which of them are required. Pure: the demo backend imports it.
 */
import { WORKER_PHOTO_MAX_BYTES } from '@/config/constants';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** SPEC §3: name, age, phone, photo, id, gender (Male or Female) — in the order the card shows them */
export const WORKER_FIELDS = ['name', 'photo', 'age', 'phone', 'id', 'gender'] as const;
export type WorkerField = (typeof WORKER_FIELDS)[number];

/** SPEC §3 gender values */
export const WORKER_GENDERS = ['Male', 'Female'] as const;

/** SPEC §5 "photo rule": a worker photo is a JPEG or PNG under 500 KB */
export const WORKER_PHOTO_RULE = { maxBytes: WORKER_PHOTO_MAX_BYTES, types: ['image/jpeg', 'image/png'], extensions: ['jpg', 'jpeg', 'png'] } as const;

/** one field's setting (`WorkerProfileFieldSetting` of api/openapi.yaml): `enabled` — the permit form asks it; `required` — it refuses a worker without it */
export type WorkerFieldSetting = Schemas['WorkerProfileFieldSetting'];

/** GET / PUT /worker_profile_setting (`WorkerProfileSetting`; `updated_at` is answered, never sent) */
export type WorkerProfileSetting = Schemas['WorkerProfileSetting'];

/** The name identifies a worker: always asked and required. */
export const LOCKED_FIELDS: readonly WorkerField[] = ['name'];

/**
 * SPEC §3: "The defaults are Name, Add Photo, Age, Phone No and Gender" — asked; the id is not. Only the name is
 * required by default (SPEC does not say which are required; a decision).
 */
export function defaultWorkerProfile(): WorkerProfileSetting {
  return { fields: WORKER_FIELDS.map((key) => ({ key, enabled: key !== 'id', required: key === 'name' })) };
}

/** the setting's fields in the card's order, every known field once (missing ones as in the defaults) */
export function normalizeFields(fields: readonly { key?: string; enabled?: boolean; required?: boolean }[] | undefined): WorkerFieldSetting[] {
  const defaults = defaultWorkerProfile().fields;
  return WORKER_FIELDS.map((key) => {
    const given = fields?.find((f) => f.key === key);
    const base = defaults.find((f) => f.key === key)!;
    const enabled = LOCKED_FIELDS.includes(key) ? true : (given?.enabled ?? base.enabled);
    const required = LOCKED_FIELDS.includes(key) ? true : enabled && (given?.required ?? base.required);
    return { key, enabled, required };
  });
}

/** the fields a permit's worker card asks, in order */
export const askedFields = (setting: WorkerProfileSetting): WorkerFieldSetting[] => normalizeFields(setting.fields).filter((f) => f.enabled);
