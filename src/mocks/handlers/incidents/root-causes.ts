import { HttpResponse } from 'msw';
import { rootCauseSettingSchema, ruleErrors, wouldCreateCycle } from '@/features/incidents/schemas/incident-schemas';
import { serverT } from '@/features/incidents/schemas/rule-messages';
import type { RootCauseSetting } from '@/features/incidents/model';
import { db, type TenantData } from '../../db/db';
import type { DemoRootCause } from '../../db/seed/incidents';
import { errors, jsonBody, secured } from '../../http';

/** RC Master (/whyanalysis): the tenant's root-cause category tree, flat (parent_id) */
const all = (tenant: TenantData) => db.list<DemoRootCause>(tenant, 'root_cause_settings');
const plain = (s: DemoRootCause): RootCauseSetting => ({ id: s.id, name: s.name, parent_id: s.parent_id, active: s.active });
const siblingNames = (tenant: TenantData, parentId: number | null, except?: number) =>
  all(tenant)
    .filter((s) => s.parent_id === parentId && s.id !== except)
    .map((s) => s.name);

interface SettingBody {
  name?: string;
  parent_id?: number | null;
  active?: boolean;
}

export const rootCauseHandlers = [
  secured('get', '/root_cause_settings', ['read', 'RC Master'], ({ tenant }) => HttpResponse.json({ root_cause_settings: all(tenant).map(plain) })),
  secured<{ id: string }>('get', '/root_cause_settings/:id/root_cause_parent_listing', ['read', 'RC Master'], ({ tenant, params }) => {
    const byId = new Map(all(tenant).map((s) => [s.id, s]));
    const node = byId.get(Number(params.id));
    if (!node) return errors(404, 'Record not found');
    const parents: RootCauseSetting[] = [];
    const seen = new Set<number>();
    for (let cur: DemoRootCause | undefined = node; cur && !seen.has(cur.id); cur = cur.parent_id != null ? byId.get(cur.parent_id) : undefined) {
      seen.add(cur.id);
      parents.unshift(plain(cur));
    }
    return HttpResponse.json({ parents, children: all(tenant).filter((s) => s.parent_id === node.id).map(plain) });
  }),
  secured('post', '/root_cause_settings', ['create', 'RC Master'], async ({ tenant, request }) => {
    const body = await jsonBody<SettingBody>(request);
    const parentId = body.parent_id != null ? Number(body.parent_id) : null;
    if (parentId != null && !db.find(tenant, 'root_cause_settings', parentId)) return errors(422, 'Parent category not found');
    const problems = await ruleErrors(rootCauseSettingSchema(serverT, { siblings: siblingNames(tenant, parentId) }), { name: body.name ?? '', parent_id: parentId });
    if (problems.length) return errors(422, ...problems);
    const row = db.commit<DemoRootCause>(tenant, 'root_cause_settings', 'create', { id: db.newId(tenant), name: String(body.name).trim(), parent_id: parentId, active: true });
    return HttpResponse.json(plain(row), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/root_cause_settings/:id', ['update', 'RC Master'], async ({ tenant, request, params }) => {
    const existing = db.find<DemoRootCause>(tenant, 'root_cause_settings', Number(params.id));
    if (!existing) return errors(404, 'Record not found');
    const body = await jsonBody<SettingBody>(request);
    const parentId = body.parent_id !== undefined ? (body.parent_id != null ? Number(body.parent_id) : null) : existing.parent_id;
    const name = body.name !== undefined ? String(body.name) : existing.name;
    if (parentId != null && !db.find(tenant, 'root_cause_settings', parentId)) return errors(422, 'Parent category not found');
    const problems = await ruleErrors(rootCauseSettingSchema(serverT, { siblings: siblingNames(tenant, parentId, existing.id) }), { name, parent_id: parentId });
    if (wouldCreateCycle(all(tenant), existing.id, parentId)) problems.push(serverT('validation.rcCycle'));
    if (problems.length) return errors(422, ...problems);
    const row = db.commit<DemoRootCause>(tenant, 'root_cause_settings', 'update', { ...existing, name: name.trim(), parent_id: parentId, active: body.active !== undefined ? !!body.active : existing.active });
    return HttpResponse.json(plain(row));
  }),
];
