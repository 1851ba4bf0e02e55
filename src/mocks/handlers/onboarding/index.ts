import { HttpResponse } from 'msw';
import type { Organization } from '@/lib/session/types';
import { nameKey } from '@/features/categories/model';
import {
  ORGANIZATION_MODULES,
  applyMove,
  finishProblem,
  isWizardPlace,
  isWizardStep,
  progressOf,
  type OnboardingFacts,
  type OnboardingProgress,
  type ProgressMove,
} from '@/features/onboarding/model/wizard';
import { STARTER_PACKS, isIndustry, type Industry, type StarterContentResult, type StarterTemplateRecord } from '@/features/onboarding/model/starter-content';
import type { OnboardingState } from '@/features/onboarding/model/types';
import { ONBOARDING_RULE_MESSAGES } from '@/features/onboarding/schemas/rule-messages';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoRole, DemoSite, DemoUser } from '../../db/types';
import { subCategoryCode, type DemoCategory } from '../../db/seed/categories';
import { categoriesOf } from '../../services/categories';
import { errors, jsonBody, secured, type AuthContext } from '../../http';

/** The collection later permit / audit modules read their starter templates from. */
export const STARTER_TEMPLATES = 'starter_templates';

type OnboardingOrganization = Organization & { onboarding?: unknown };

const refuse = (...keys: string[]) => errors(422, ...keys.map((k) => ONBOARDING_RULE_MESSAGES[k] ?? k));

/** SPEC §6: the super admin created at onboarding (any organisation admin) sets the organisation up; 403 otherwise */
function adminOnly(ctx: AuthContext): Response | null {
  return ctx.user.is_admin && ctx.tenant.organization ? null : errors(403, 'You are not authorized to perform this action');
}

/** the organisation of the URL must be the tenant's own (the tenant comes from the API key): 404 otherwise */
function ownOrganization(ctx: AuthContext & { params: { id: string } }): OnboardingOrganization | null {
  const org = ctx.tenant.organization as OnboardingOrganization | null;
  return org && org.id === Number(ctx.params.id) ? org : null;
}

const liveSites = (tenant: TenantData) => db.list<DemoSite>(tenant, 'sites').filter((s) => s.status !== 'deleted');

function nodeCount(site: DemoSite): number {
  return (site.divisions ?? []).reduce((n, d) => n + 1 + (d.departments ?? []).reduce((m, dep) => m + 1 + (dep.units ?? []).length, 0), 0);
}

function factsOf(tenant: TenantData): OnboardingFacts {
  return { sites: liveSites(tenant).length, modules: tenant.organization?.modules ?? [] };
}

export function onboardingState(tenant: TenantData): OnboardingState {
  const org = tenant.organization as OnboardingOrganization;
  return {
    organization_id: org.id,
    is_onboarding: org.is_onboarding,
    progress: progressOf(org.onboarding),
    modules: [...(org.modules ?? [])],
    sites: liveSites(tenant)
      .map((s) => ({ id: s.id, name: s.name, nodes: nodeCount(s) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    users: db
      .list<DemoUser>(tenant, 'users')
      .filter((u) => u.status !== 'Deleted')
      .map((u) => ({ id: u.id, full_name: u.full_name, email: u.email, role_name: u.role_name }))
      .sort((a, b) => a.full_name.localeCompare(b.full_name)),
    roles: db
      .list<DemoRole>(tenant, 'roles')
      .filter((r) => r.name !== 'MasterSuperAdmin')
      .map((r) => ({ id: r.id, name: r.name })),
    templates: db.list<StarterTemplateRecord & Row>(tenant, STARTER_TEMPLATES).map((t) => ({ id: t.id, name: t.name, kind: t.kind, industry: t.industry })),
  };
}

function saveOrganization(tenant: TenantData, org: OnboardingOrganization, progress: OnboardingProgress, patch: Partial<Organization> = {}) {
  db.updateOrganization(tenant, { ...org, ...patch, onboarding: progress } as Organization);
}

function show(ctx: AuthContext & { params: { id: string } }) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  if (!ownOrganization(ctx)) return errors(404, 'Organization not found');
  return HttpResponse.json({ onboarding: onboardingState(ctx.tenant) });
}

/**
 * PATCH /organizations/:id/onboarding `{ onboarding: { action, step, modules } }`: `open` a step, `complete` or `skip`
 * one (completing `modules` stores the chosen modules on the organisation), or `finish` (is_onboarding = false,
 * broadcast on OrganizationChannel and OnBoardingChannel). 422 names the rule that refuses.
 */
async function update(ctx: AuthContext & { params: { id: string } }) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  const org = ownOrganization(ctx);
  if (!org) return errors(404, 'Organization not found');
  if (!org.is_onboarding) return refuse('rules.finished');
  const body = await jsonBody<{ onboarding?: { action?: unknown; step?: unknown; modules?: unknown } }>(ctx.request);
  const input = body.onboarding && typeof body.onboarding === 'object' ? body.onboarding : {};
  const progress = progressOf(org.onboarding);
  const facts = factsOf(ctx.tenant);

  if (input.action === 'finish') {
    const problem = finishProblem(progress, facts);
    if (problem) return refuse(problem);
    saveOrganization(ctx.tenant, org, { ...progress, step: 'done' }, { is_onboarding: false });
    return HttpResponse.json({ onboarding: onboardingState(ctx.tenant), organization: ctx.tenant.organization });
  }
  if (input.action !== 'open' && input.action !== 'complete' && input.action !== 'skip') return refuse('rules.unknownAction');
  if (input.action === 'open' ? !isWizardPlace(input.step) : !isWizardStep(input.step)) return refuse('rules.unknownStep');

  let modules: string[] | null = null;
  if (input.action === 'complete' && input.step === 'modules') {
    if (!Array.isArray(input.modules)) return refuse('rules.needModule');
    if (input.modules.some((m) => !(ORGANIZATION_MODULES as readonly unknown[]).includes(m))) return refuse('rules.unknownModule');
    modules = ORGANIZATION_MODULES.filter((m) => (input.modules as unknown[]).includes(m));
    facts.modules = modules;
  }
  const result = applyMove(progress, { action: input.action, step: input.step } as ProgressMove, facts);
  if ('problem' in result) return refuse(result.problem);
  saveOrganization(ctx.tenant, org, result.progress, modules ? { modules } : {});
  return HttpResponse.json({ onboarding: onboardingState(ctx.tenant) });
}

/** Adds what is missing of an industry's pack; what exists (same name under the same parent, same template key) stays. */
export function addStarterContent(tenant: TenantData, industry: Industry): StarterContentResult {
  const pack = STARTER_PACKS[industry];
  const added = { categories: 0, sub_categories: 0, templates: 0 };
  const at = new Date().toISOString();
  const category = (name: string, type: DemoCategory['category_type'], parent: DemoCategory | null): DemoCategory => {
    const all = categoriesOf(tenant);
    const found = all.find((c) => c.category_type === type && (c.parent_id ?? null) === (parent?.id ?? null) && nameKey(c.name) === nameKey(name));
    if (found) return found;
    const used = new Set(all.filter((c) => c.category_type === type).map((c) => c.code));
    const base = parent ? subCategoryCode(parent.name, name) : name;
    let code = base;
    for (let n = 2; used.has(code); n++) code = `${base} (${n})`;
    const row: DemoCategory = { id: db.newId(tenant), name, category_type: type, parent_id: parent?.id ?? null, description: '', status: 'active', code, created_at: at, updated_at: at };
    db.commit(tenant, 'categories', 'create', row);
    if (parent) added.sub_categories += 1;
    else added.categories += 1;
    return row;
  };
  for (const c of pack.categories) {
    const top = category(c.name, c.category_type, null);
    for (const sub of c.sub_categories) category(sub, c.category_type, top);
  }
  const templates = db.list<StarterTemplateRecord & Row>(tenant, STARTER_TEMPLATES);
  for (const t of pack.templates) {
    if (templates.some((r) => r.key === t.key)) continue;
    db.commit(tenant, STARTER_TEMPLATES, 'create', { ...t, items: [...t.items], id: db.newId(tenant), industry, status: 'draft', created_at: at } satisfies StarterTemplateRecord as StarterTemplateRecord & Row);
    added.templates += 1;
  }
  return { industry, added };
}

/** POST /onboarding/starter_content `{ industry }`: one click, idempotent (a second click adds nothing). */
async function starterContent(ctx: AuthContext) {
  const refused = adminOnly(ctx);
  if (refused) return refused;
  const body = await jsonBody<{ industry?: unknown }>(ctx.request);
  if (!isIndustry(body.industry)) return refuse('rules.unknownIndustry');
  const result = addStarterContent(ctx.tenant, body.industry);
  const org = ctx.tenant.organization as OnboardingOrganization;
  const progress = progressOf(org.onboarding);
  if (progress.industry !== body.industry) saveOrganization(ctx.tenant, org, { ...progress, industry: body.industry });
  return HttpResponse.json({ ...result, onboarding: onboardingState(ctx.tenant) }, { status: result.added.categories + result.added.sub_categories + result.added.templates > 0 ? 201 : 200 });
}

export const onboardingHandlers = [
  secured<{ id: string }>('get', '/organizations/:id/onboarding', null, show),
  secured<{ id: string }>('patch', '/organizations/:id/onboarding', null, update),
  secured('post', '/onboarding/starter_content', null, starterContent),
];
