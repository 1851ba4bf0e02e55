import { HttpResponse } from 'msw';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import { errors, jsonBody, secured } from '@/mocks/http';
import { queryOf } from '@/mocks/list-query';
import { ensureAudits } from '@/mocks/db/seed/audits';
import { ensurePermitForms } from '@/mocks/db/seed/permit-templates';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { CLONE_MODULES, planClone, TEMPLATE_COLLECTIONS, type CloneInput, type CloneModule, type CloneResult, type ModuleTemplate } from '@/features/platform/model';
import { cloneSchema } from '@/features/platform/schemas/clone-schema';
import { CLONE_SERVER_MESSAGES as M, cloneServerT } from '@/features/platform/schemas/rule-messages';
import { liveTenant } from './organizations';

type Template = Row & { name: string; description?: string; active?: boolean };

/** a tenant's templates of a module (the modules' own lazy seeding first, as their screens do) */
function templatesOf(tenant: TenantData, module: CloneModule): Template[] {
  const filled = module === 'Audit' ? ensureAudits(tenant) : ensurePermitForms(tenant);
  if (filled) db.touch(tenant);
  return db.list<Template>(tenant, TEMPLATE_COLLECTIONS[module]);
}

const summary = (t: Template): ModuleTemplate => ({ id: t.id, name: t.name, description: String(t.description ?? ''), active: t.active !== false });

/**
 * A copy for the target: a new id, no published versions, inactive (the tenant's admin reviews and publishes it),
 * its own dates. Audit templates keep their definition; permit forms their sections.
 */
function copyOf(target: TenantData, source: Template, module: CloneModule, at: string): Template {
  const copy: Template = { ...structuredClone(source), id: db.newId(target), active: false, starter_key: null, created_at: at, updated_at: at };
  if (module === 'Audit') Object.assign(copy, { version: 0, versions: [], dirty: true });
  return copy;
}

/** SPEC §7 "Library and miscellaneous": the console's template cloning across organisations (master only, 403). */
export const cloneHandlers = [
  secured('get', '/get_module_templates', ['manage', 'Organization'], ({ request }) => {
    const q = queryOf(request);
    const module = q('module') as CloneModule;
    if (!(CLONE_MODULES as readonly string[]).includes(module)) return errors(422, M['validation.cloneModuleInvalid']);
    const tenant = liveTenant(Number(q('organization_id')));
    if (!tenant) return errors(404, 'Organization not found');
    const templates = templatesOf(tenant, module).map(summary).sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json({ templates });
  }),
  secured('post', '/msa_module_templates_cloning', ['manage', 'Organization'], async ({ request }) => {
    const body = await jsonBody<Partial<CloneInput>>(request);
    const out = await ruleErrors(cloneSchema(cloneServerT), body);
    if (out.length) return errors(422, ...out);
    const module = body.module as CloneModule;
    const source = liveTenant(Number(body.source_organization_id));
    const targets = (body.target_organization_ids ?? []).map((id) => liveTenant(Number(id)));
    if (!source) return errors(422, M['validation.sourceRequired']);
    if (targets.some((t) => !t)) return errors(422, M['validation.targetUnknown']);
    const all = templatesOf(source, module);
    const chosen = (body.template_ids ?? []).map((id) => all.find((t) => t.id === Number(id)));
    if (chosen.some((t) => !t)) return errors(422, M['validation.templateUnknown']);
    const at = new Date().toISOString();
    const results: CloneResult[] = (targets as TenantData[]).map((target) => {
      const existing = templatesOf(target, module);
      const plan = planClone(
        (chosen as Template[]).map((t) => t.name),
        existing.map((t) => t.name),
      );
      for (const name of plan.cloned) {
        const from = (chosen as Template[]).find((t) => t.name === name)!;
        db.commit(target, TEMPLATE_COLLECTIONS[module], 'create', copyOf(target, from, module, at));
      }
      return { organization_id: target.organization!.id, organization_name: target.organization!.name, ...plan };
    });
    return HttpResponse.json({ results });
  }),
];
