import { HttpResponse } from 'msw';
import { defaultWorkerProfile, normalizeFields, type WorkerProfileSetting } from '@/features/worker-profile/model';
import { workerProfileSchema } from '@/features/worker-profile/schemas/worker-profile-schema';
import { workerProfileServerT } from '@/features/worker-profile/schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type TenantData } from '../../db/db';
import type { DemoWorkerProfileSetting } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';

/** the tenant's one setting row; a tenant without it (e.g. a new sign-up) gets the SPEC defaults */
function settingOf(tenant: TenantData): DemoWorkerProfileSetting | null {
  return db.list<DemoWorkerProfileSetting>(tenant, 'worker_profile_settings')[0] ?? null;
}

const serialize = (row: DemoWorkerProfileSetting | null): WorkerProfileSetting => (row ? { fields: normalizeFields(row.fields), updated_at: row.updated_at ?? null } : { ...defaultWorkerProfile(), updated_at: null });

/**
 * Beyond SPEC §7 (it names no call for it): GET /worker_profile_setting (Permit Form Setting read; the permit form
 * reads it too, so Permit read is enough) and PUT /worker_profile_setting `{ fields: [{ key, enabled, required }] }`
 * (Permit Form Setting update).
 */
export const workerProfileHandlers = [
  secured('get', '/worker_profile_setting', null, (ctx) => {
    if (!ctx.can('read', 'Permit Form Setting') && !ctx.can('read', 'Permit')) return errors(403, 'You are not authorized to perform this action');
    return HttpResponse.json(serialize(settingOf(ctx.tenant)));
  }),
  secured('put', '/worker_profile_setting', ['update', 'Permit Form Setting'], async ({ tenant, request, user }) => {
    const body = await jsonBody<{ fields?: unknown }>(request);
    const problems = await ruleErrors(workerProfileSchema(workerProfileServerT), { fields: body.fields });
    if (problems.length) return errors(422, ...problems);
    const existing = settingOf(tenant);
    const row: DemoWorkerProfileSetting = { id: existing?.id ?? db.newId(tenant), fields: normalizeFields(body.fields as WorkerProfileSetting['fields']), updated_by: user.id, updated_at: new Date().toISOString() };
    db.commit(tenant, 'worker_profile_settings', existing ? 'update' : 'create', row);
    return HttpResponse.json(serialize(row));
  }),
];
