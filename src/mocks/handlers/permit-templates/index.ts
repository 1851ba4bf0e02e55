import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import {
  PERMIT_TEMPLATES_PER_PAGE,
  blankQuestion,
  definitionOf,
  defaultSections,
  isOpenPermitStatus,
  questionsOf,
  type PermitTemplateRecord,
  type Section,
  type TemplateInput,
  type TemplateVersion,
  type TemplateVersionSummary,
} from '@/features/permit-templates/model';
import { diffDefinitions } from '@/features/permit-templates/model/diff';
import { PERMIT_TYPES, type PermitType } from '@/features/site-plans/model';
import { publishProblem, templateSchema } from '@/features/permit-templates/schemas/template-schema';
import { TEMPLATE_SERVER_MESSAGES, TEMPLATE_SERVER_ONLY_MESSAGES, templateServerT } from '@/features/permit-templates/schemas/rule-messages';
import type { StarterTemplateRecord } from '@/features/onboarding/model/starter-content';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoPermitForm, DemoPermitFormVersion, DemoSite, DemoUser } from '../../db/types';
import { ensurePermitForms } from '../../db/seed/permit-templates';
import { errors, jsonBody, secured } from '../../http';
import { pageOf, queryOf, sortRows, whereSearch } from '../../list-query';
import { attachmentError } from '../../services/attachments';

/**
 * Permit templates (features/permit-templates/README.md): drafts in `permit_forms`, immutable versions in
 * `permit_form_versions`; open permits are counted in `permits` (rows with `permit_form_id` and an open `status`).
 */

type Body = Partial<Record<keyof TemplateInput, unknown>>;
const WRITABLE: (keyof TemplateInput)[] = ['name', 'description', 'prefix_id', 'default_hours', 'extension_hours', 'low_risk', 'active', 'sections', 'permit_type'];

function formsOf(tenant: TenantData): DemoPermitForm[] {
  if (ensurePermitForms(tenant)) db.touch(tenant);
  return db.list<DemoPermitForm>(tenant, 'permit_forms');
}

const versionsOf = (tenant: TenantData, formId: number) =>
  db
    .list<DemoPermitFormVersion>(tenant, 'permit_form_versions')
    .filter((v) => v.permit_form_id === formId)
    .sort((a, b) => a.number - b.number);

/** permits still open that were made from any version of the template */
const openPermits = (tenant: TenantData, formId: number) => ((tenant.collections.permits ?? []) as Row[]).filter((p) => p.permit_form_id === formId && isOpenPermitStatus(p.status)).length;

function serialize(tenant: TenantData, f: DemoPermitForm): PermitTemplateRecord {
  const versions = versionsOf(tenant, f.id);
  const latest = versions.at(-1);
  return {
    id: f.id,
    number: f.prefix_id,
    name: f.name,
    description: f.description,
    prefix_id: f.prefix_id,
    default_hours: f.default_hours,
    extension_hours: f.extension_hours,
    low_risk: f.low_risk,
    active: f.active,
    sections: f.sections,
    permit_type: f.permit_type ?? null,
    latest_version: latest?.number ?? null,
    unpublished_changes: !latest || !diffDefinitions(latest.definition, definitionOf(f)).same,
    version_count: versions.length,
    open_permits: openPermits(tenant, f.id),
    created_at: f.created_at,
    updated_at: f.updated_at,
  };
}

const summary = (v: DemoPermitFormVersion): TemplateVersionSummary => ({
  id: v.id,
  permit_form_id: v.permit_form_id,
  number: v.number,
  published_at: v.published_at,
  published_by_name: v.published_by_name,
  sections: v.definition.sections.length,
  questions: questionsOf(v.definition.sections).length,
});

const fullVersion = (v: DemoPermitFormVersion): TemplateVersion => ({ ...summary(v), definition: v.definition });

/** SPEC §5 through the builder's own schema, then what only the server knows */
async function templateErrors(tenant: TenantData, body: Body, existing: DemoPermitForm | null): Promise<string[]> {
  const out = await ruleErrors(templateSchema(templateServerT), body);
  const prefix = typeof body.prefix_id === 'string' ? body.prefix_id.trim().toLowerCase() : '';
  if (prefix && formsOf(tenant).some((f) => f.id !== existing?.id && f.prefix_id.trim().toLowerCase() === prefix)) out.push(TEMPLATE_SERVER_ONLY_MESSAGES['validation.prefixTaken']);
  // SPEC §4: a template cannot be made inactive while open permits use it
  if (existing?.active && body.active === false && openPermits(tenant, existing.id) > 0) out.push(TEMPLATE_SERVER_ONLY_MESSAGES['validation.inUse']);
  // SPEC §5: the permit reference image is a JPEG, GIF or PNG, checked on its bytes like every upload
  if (Array.isArray(body.sections)) {
    for (const q of questionsOf(body.sections as Section[])) {
      if (!q?.reference_image) continue;
      const problem = await attachmentError([q.reference_image], { allowedTypes: IMAGE_TYPES });
      if (problem) out.push(problem);
    }
  }
  return [...new Set(out)];
}

const pick = (body: Body): Body => Object.fromEntries(WRITABLE.filter((k) => k in body).map((k) => [k, body[k]]));
const bodyOf = (f: DemoPermitForm): Body => Object.fromEntries(WRITABLE.map((k) => [k, f[k]]));

function build(body: Body, id: number, existing?: DemoPermitForm): DemoPermitForm {
  const now = new Date().toISOString();
  return {
    id,
    name: String(body.name ?? '').trim(),
    description: String(body.description ?? '').trim(),
    prefix_id: String(body.prefix_id ?? '').trim().toUpperCase(),
    default_hours: Number(body.default_hours),
    extension_hours: Number(body.extension_hours),
    low_risk: body.low_risk === true,
    active: body.active !== false,
    sections: body.sections as Section[],
    permit_type: (PERMIT_TYPES as readonly unknown[]).includes(body.permit_type) ? (body.permit_type as PermitType) : null,
    starter_key: existing?.starter_key ?? null,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
}

const SORT_KEYS: Record<string, (f: PermitTemplateRecord) => string | number> = {
  name: (f) => f.name.toLowerCase(),
  prefix_id: (f) => f.prefix_id.toLowerCase(),
  updated_at: (f) => f.updated_at,
};

const idOf = (raw: string) => (/^\d+$/.test(raw) ? Number(raw) : null);

function findForm(tenant: TenantData, raw: string) {
  const id = idOf(raw);
  return id === null ? undefined : formsOf(tenant).find((f) => f.id === id);
}

const starterPermits = (tenant: TenantData) => ((tenant.collections.starter_templates ?? []) as unknown as StarterTemplateRecord[]).filter((s) => s.kind === 'permit');

/** a starter template (onboarding) as a draft: its checklist items become Yes / No / N/A questions */
function fromStarter(tenant: TenantData, starter: StarterTemplateRecord): Body {
  const taken = new Set(formsOf(tenant).map((f) => f.prefix_id.toUpperCase()));
  const base = (starter.name.match(/\b[A-Za-z]/g) ?? ['P']).join('').toUpperCase().slice(0, 6) || 'P';
  let prefix = base;
  for (let n = 2; taken.has(prefix); n++) prefix = `${base}${n}`;
  const sections = defaultSections();
  const precautions: Section = {
    key: `${starter.key}-s`,
    kind: 'custom',
    title: 'Precautions',
    intro_text: '',
    questions: starter.items.map((item, i) => ({ ...blankQuestion('radio', `${starter.key}-q${i + 1}`, item), required: true, options: ['Yes', 'No', 'N/A'] })),
  };
  sections.splice(2, 0, precautions);
  return { name: starter.name, description: `${starter.name} (starter template).`, prefix_id: prefix, default_hours: 8, extension_hours: 4, low_risk: false, active: true, sections };
}

export const permitTemplateHandlers = [
  /** what the builder and its preview choose from: sites, active users, and the tenant's starter permit templates */
  secured('get', '/permit_forms/form_data', ['read', 'Permit Form Setting'], ({ tenant }) => {
    const imported = new Set(formsOf(tenant).map((f) => f.starter_key).filter(Boolean));
    return HttpResponse.json({
      sites: db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted').map((s) => ({ id: s.id, name: s.name })),
      users: db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active').map((u) => ({ id: u.id, full_name: u.full_name })),
      starter_templates: starterPermits(tenant).map((s) => ({ key: s.key, name: s.name, items: s.items.length, imported: imported.has(s.key) })),
    });
  }),
  /** the register: `search`, `active` ('true' / 'false'), `low_risk`, `sort` (name, prefix_id, updated_at) / `order`, paging */
  secured('get', '/permit_forms', ['read', 'Permit Form Setting'], ({ tenant, request }) => {
    const q = queryOf(request);
    let rows = formsOf(tenant).map((f) => serialize(tenant, f));
    if (q('active')) rows = rows.filter((f) => String(f.active) === q('active'));
    if (q('low_risk')) rows = rows.filter((f) => String(f.low_risk) === q('low_risk'));
    rows = whereSearch(rows, q, (f) => `${f.name} ${f.prefix_id} ${f.description}`);
    const sorted = sortRows(rows, (k) => (k === 'order' ? q('order') || (q('sort') ? 'desc' : 'asc') : q(k)), 'name', SORT_KEYS);
    const { rows: permit_forms, ...paging } = pageOf(sorted, q, PERMIT_TEMPLATES_PER_PAGE, 100);
    return HttpResponse.json({ permit_forms, ...paging });
  }),
  secured<{ id: string }>('get', '/permit_forms/:id', ['read', 'Permit Form Setting'], ({ tenant, params }) => {
    if (idOf(params.id) === null) return undefined;
    const f = findForm(tenant, params.id);
    return f ? HttpResponse.json(serialize(tenant, f)) : errors(404, 'Record not found');
  }),
  secured('post', '/permit_forms', ['create', 'Permit Form Setting'], async ({ tenant, request }) => {
    const body: Body = { default_hours: 8, extension_hours: 4, low_risk: false, active: true, sections: [], ...pick(await jsonBody<Body>(request)) };
    const problems = await templateErrors(tenant, body, null);
    if (problems.length) return errors(422, ...problems);
    const created = db.commit(tenant, 'permit_forms', 'create', build(body, tenant.nextId++));
    return HttpResponse.json(serialize(tenant, created), { status: 201 });
  }),
  /** a starter template of the tenant (onboarding) imported as a new draft */
  secured('post', '/permit_forms/import_starter', ['create', 'Permit Form Setting'], async ({ tenant, request }) => {
    const { key } = await jsonBody<{ key?: unknown }>(request);
    const starter = starterPermits(tenant).find((s) => s.key === key);
    if (!starter) return errors(404, 'Record not found');
    const existing = formsOf(tenant).find((f) => f.starter_key === starter.key);
    if (existing) return HttpResponse.json(serialize(tenant, existing));
    const body = fromStarter(tenant, starter);
    const problems = await templateErrors(tenant, body, null);
    if (problems.length) return errors(422, ...problems);
    const created = db.commit(tenant, 'permit_forms', 'create', { ...build(body, tenant.nextId++), starter_key: starter.key });
    return HttpResponse.json(serialize(tenant, created), { status: 201 });
  }),
  secured<{ id: string }>('patch', '/permit_forms/:id', ['update', 'Permit Form Setting'], async ({ tenant, request, params }) => {
    const existing = findForm(tenant, params.id);
    if (!existing) return errors(404, 'Record not found');
    const body = { ...bodyOf(existing), ...pick(await jsonBody<Body>(request)) };
    const problems = await templateErrors(tenant, body, existing);
    if (problems.length) return HttpResponse.json({ errors: problems, open_permits: openPermits(tenant, existing.id) }, { status: 422 });
    const updated = db.commit(tenant, 'permit_forms', 'update', build(body, existing.id, existing));
    return HttpResponse.json(serialize(tenant, updated));
  }),
  /** publishes the saved draft as the next numbered, immutable version */
  secured<{ id: string }>('post', '/permit_forms/:id/publish', ['update', 'Permit Form Setting'], async ({ tenant, params, user }) => {
    const form = findForm(tenant, params.id);
    if (!form) return errors(404, 'Record not found');
    const problems = await templateErrors(tenant, bodyOf(form), form);
    const empty = publishProblem(form.sections);
    if (empty) problems.push(TEMPLATE_SERVER_MESSAGES[empty]);
    const latest = versionsOf(tenant, form.id).at(-1);
    if (latest && diffDefinitions(latest.definition, definitionOf(form)).same) problems.push(TEMPLATE_SERVER_ONLY_MESSAGES['validation.nothingToPublish']);
    if (problems.length) return errors(422, ...problems);
    const version: DemoPermitFormVersion = {
      id: tenant.nextId++,
      permit_form_id: form.id,
      number: (latest?.number ?? 0) + 1,
      definition: structuredClone(definitionOf(form)),
      published_at: new Date().toISOString(),
      published_by_id: user.id,
      published_by_name: user.full_name,
    };
    db.commit(tenant, 'permit_form_versions', 'create', version);
    return HttpResponse.json({ version: fullVersion(version), permit_form: serialize(tenant, form) }, { status: 201 });
  }),
  secured<{ id: string }>('get', '/permit_forms/:id/versions', ['read', 'Permit Form Setting'], ({ tenant, params }) => {
    const form = findForm(tenant, params.id);
    if (!form) return errors(404, 'Record not found');
    return HttpResponse.json({ versions: versionsOf(tenant, form.id).reverse().map(summary) });
  }),
  /** one version with its full definition: the builder's diff, and later the permit form pinned to it (Permit read also reads it) */
  secured<{ id: string }>('get', '/permit_form_versions/:id', null, ({ tenant, params, can }) => {
    if (!can('read', 'Permit Form Setting') && !can('read', 'Permit')) return errors(403, 'You are not authorized to perform this action');
    const id = idOf(params.id);
    formsOf(tenant);
    const v = id === null ? undefined : db.list<DemoPermitFormVersion>(tenant, 'permit_form_versions').find((r) => r.id === id);
    return v ? HttpResponse.json(fullVersion(v)) : errors(404, 'Record not found');
  }),
];
