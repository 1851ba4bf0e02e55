import { HttpResponse } from 'msw';
import { defaultWorkerProfile, normalizeFields, type WorkerProfileSetting } from '@/features/worker-profile/model';
import { db } from '../../db/db';
import type { DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoUser, DemoWorkerProfileSetting } from '../../db/types';
import { errors, secured } from '../../http';
import { ensurePermitForms } from '../../db/seed/permit-templates';

/**
 * The permit form's own read (features/permits README "Screens", form part): GET /permits/form_data — what a
 * requester needs to write a permit without Permit Form Setting or Site read: the templates a permit may be made
 * from (active, with a published version; `latest_version_id` is what a new permit is pinned to), the active sites
 * with their division › department › unit tree, the active users (issuing officers, the handover's incoming person,
 * the draft's recipient) and the worker profile setting. Permit read or create. Read-only.
 */
export const permitFormHandlers = [
  secured('get', '/permits/form_data', null, ({ tenant, can }) => {
    if (!can('read', 'Permit') && !can('create', 'Permit')) return errors(403, 'You are not authorized to perform this action');
    // a tenant stored before templates existed gets them on first use (as GET /permit_forms does)
    if (ensurePermitForms(tenant)) db.touch(tenant);
    const versions = db.list<DemoPermitFormVersion>(tenant, 'permit_form_versions');
    const latest = (formId: number) => versions.filter((v) => v.permit_form_id === formId).reduce<DemoPermitFormVersion | null>((a, v) => (!a || v.number > a.number ? v : a), null);
    const templates = db
      .list<DemoPermitForm>(tenant, 'permit_forms')
      .filter((f) => f.active)
      .flatMap((f) => {
        const v = latest(f.id);
        if (!v) return [];
        const d = v.definition;
        return [{ id: f.id, name: d.name, description: d.description, prefix_id: d.prefix_id, low_risk: d.low_risk, permit_type: f.permit_type ?? null, default_hours: d.default_hours, extension_hours: d.extension_hours, latest_version_id: v.id, latest_version_number: v.number }];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
    const sites = db
      .list<DemoSite>(tenant, 'sites')
      .filter((s) => s.status === 'active')
      .map((s) => ({ id: s.id, name: s.name, divisions: (s.divisions ?? []).map((d) => ({ id: d.id, name: d.name, departments: d.departments.map((dep) => ({ id: dep.id, name: dep.name, units: dep.units.map((u) => ({ id: u.id, name: u.name })) })) })) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const users = db
      .list<DemoUser>(tenant, 'users')
      .filter((u) => u.status === 'Active')
      .map((u) => ({ id: u.id, full_name: u.full_name }))
      .sort((a, b) => a.full_name.localeCompare(b.full_name));
    const setting = db.list<DemoWorkerProfileSetting>(tenant, 'worker_profile_settings')[0];
    const worker_profile: WorkerProfileSetting = setting ? { fields: normalizeFields(setting.fields) } : defaultWorkerProfile();
    return HttpResponse.json({ templates, sites, users, worker_profile });
  }),
];
