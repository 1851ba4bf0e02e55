import { HttpResponse } from 'msw';
import { db, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { addOrganizationTenant, newOrganizationId } from '@/mocks/db/new-tenant';
import { tenantMemory } from '@/mocks/serializers';
import { FREE_TRIAL_DAYS } from '@/config/constants';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, secured } from '@/mocks/http';
import { licenceCounts } from '@/mocks/handlers/users/serialize';
import { pageOf, queryOf, sortRows, whereSearch } from '@/mocks/list-query';
import { ruleErrors } from '@/lib/forms/rule-errors';
import type { Organization } from '@/lib/session/types';
import { ORGANIZATIONS_PER_PAGE, licencesOf, trialDaysLeft, type OrganizationCreateInput, type OrganizationInput, type PlatformOrganization } from '@/features/platform/model';
import { organizationSchema } from '@/features/platform/schemas/organization-schema';
import { organizationCreateSchema } from '@/features/platform/schemas/organization-create-schema';
import { ORGANIZATION_SERVER_MESSAGES as M, organizationServerT } from '@/features/platform/schemas/rule-messages';
import { DAY_MS } from '@/lib/dates';

/** an organisation as stored: the session's Organization and, since the console, when it was created and deleted */
type StoredOrganization = Organization & { created_at?: string; deleted_at?: string };


function row(tenant: TenantData, now = new Date()): PlatformOrganization {
  const org = tenant.organization as StoredOrganization;
  const users = db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');
  const memory = tenantMemory(tenant);
  return { ...org, users_count: users.length, licences: licenceCounts(tenant).users.total ?? licencesOf(org), trial_days_left: trialDaysLeft(org, now), created_at: org.created_at ?? '', storage_used_mb: memory.used_mb, storage_total_mb: memory.total_mb };
}

const deleted = (t: TenantData) => !!(t.organization as StoredOrganization | null)?.deleted_at;
/** the organisations of the register: a deleted one is gone from it (its sub-domain stays taken) */
const tenants = () => db.allTenants().filter((t) => t.organization && !deleted(t));
/** a live (not deleted) organisation by id */
export const liveTenant = (id: number) => {
  const tenant = db.tenantByOrgId(id);
  return tenant?.organization && !deleted(tenant) ? tenant : undefined;
};

/** A tenant for a new organisation: the seeded roles and its first administrator (who sets a password by reset). */
function createTenant(input: OrganizationCreateInput, now: Date): TenantData {
  const trial = input.plan === 'free_trial';
  const organization: StoredOrganization = {
    id: newOrganizationId(),
    name: input.name.trim(),
    sub_domain_name: input.sub_domain_name,
    is_enterprise: input.plan === 'enterprise',
    organization_status: 'Active',
    subscription_type: trial ? 'trial' : 'paid',
    plan: input.plan,
    modules: [...input.modules],
    is_onboarding: true,
    is_locked: false,
    trial_ends_at: trial ? new Date(now.getTime() + FREE_TRIAL_DAYS * DAY_MS).toISOString() : null,
    created_at: now.toISOString(),
  };
  return addOrganizationTenant(input.sub_domain_name, organization, { full_name: input.admin_name.trim(), email: input.admin_email.trim().toLowerCase(), password_hash: '', verified: false });
}

/** the fields PATCH /organizations/{id} takes (others are ignored) */
const EDITABLE: (keyof Organization)[] = ['name', 'organization_status', 'subscription_type', 'plan', 'modules', 'is_enterprise', 'is_onboarding', 'is_locked'];

/**
 * SPEC §7 "Organisations" for the master super admin (`manage Organization`, 403 for anyone else, SPEC §6): the console
 * alone sees across tenants. A change goes through `db.updateOrganization`, whose broadcast (mocks/cable/server.ts:
 * OrganizationChannel, OrgModulesChannel, PlanChannel…) reaches the tenant's signed-in users live (SPEC §4).
 * SPEC §6 "a special platform account may act only on Organization": each endpoint asks for
 * its own action, so the internal platform account (Organization read + update, ./platform-account.ts) lists, opens and
 * edits (lock, unlock, deactivate) organisations; creating and deleting one (a new tenant, a removal that signs its
 * users out) need create / delete, which only the master holds. Tenant roles hold no Organization right at all.
 */
export const organizationHandlers = [
  secured('get', '/organizations', ['read', 'Organization'], ({ request }) => {
    const q = queryOf(request);
    let rows = tenants().map((t) => row(t));
    rows = whereSearch(rows, q, (o) => `${o.name} ${o.sub_domain_name}`);
    for (const key of ['plan', 'organization_status', 'subscription_type'] as const) if (q(key)) rows = rows.filter((o) => o[key] === q(key));
    if (q('is_locked')) rows = rows.filter((o) => String(o.is_locked) === q('is_locked'));
    rows = sortRows(rows, q, 'name', { name: (o) => o.name.toLowerCase(), trial_days_left: (o) => o.trial_days_left ?? -1 });
    const page = pageOf(rows, q, ORGANIZATIONS_PER_PAGE, 100);
    return HttpResponse.json({ organizations: page.rows, total_count: page.total_count, page: page.page, per_page: page.per_page });
  }),
  secured('post', '/organizations', ['create', 'Organization'], async ({ request }) => {
    const body = await jsonBody<{ organization?: Partial<OrganizationCreateInput> }>(request);
    const raw = body.organization ?? {};
    const out = await ruleErrors(organizationCreateSchema(organizationServerT), raw);
    const sub = String(raw.sub_domain_name ?? '').trim().toLowerCase();
    if (!out.length && db.tenant(sub)) out.push(M['validation.subDomainTaken']);
    if (out.length) return errors(422, ...out);
    const tenant = createTenant({ ...(raw as OrganizationCreateInput), sub_domain_name: sub }, new Date());
    return HttpResponse.json({ organization: row(tenant) }, { status: 201 });
  }),
  secured<{ id: string }>('get', '/organizations/:id', ['read', 'Organization'], ({ params }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    return HttpResponse.json(row(tenant));
  }),
  secured<{ id: string }>('patch', '/organizations/:id', ['update', 'Organization'], async ({ params, request }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    const body = await jsonBody<{ organization?: Partial<Organization> }>(request);
    const patch = body.organization ?? {};
    const next = { ...tenant.organization } as StoredOrganization;
    for (const key of EDITABLE) if (key in patch) (next as unknown as Record<string, unknown>)[key] = patch[key];
    const input: OrganizationInput = { name: next.name, plan: next.plan, subscription_type: next.subscription_type, modules: next.modules, is_enterprise: next.is_enterprise, is_locked: next.is_locked };
    const out = await ruleErrors(organizationSchema(organizationServerT), input);
    if (!['Active', 'Inactive'].includes(next.organization_status)) out.push('Organization status is invalid');
    if (out.length) return errors(422, ...out);
    next.name = next.name.trim();
    db.updateOrganization(tenant, next);
    return HttpResponse.json({ organization: row(tenant) });
  }),
  /**
   * SPEC §7 DELETE /organizations/{id}, SPEC §4 "removal of an organisation through realtime forces logout": a soft
   * removal (inactive, `deleted_at`; gone from the register, its sub-domain stays taken) whose `remove` broadcast on
   * OrganizationChannel signs the tenant's users out. A body `{ confirm }` (the console's typed confirmation) must
   * be the sub-domain (422 otherwise).
   */
  secured<{ id: string }>('delete', '/organizations/:id', ['delete', 'Organization'], async ({ params, request }) => {
    const tenant = liveTenant(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    const body = await jsonBody<{ confirm?: unknown }>(request);
    if ('confirm' in body && String(body.confirm ?? '').trim().toLowerCase() !== tenant.organization.sub_domain_name) return errors(422, M['validation.deleteConfirmMismatch']);
    const removed: StoredOrganization = { ...tenant.organization, organization_status: 'Inactive', deleted_at: new Date().toISOString() };
    tenant.organization = removed;
    db.touch(tenant);
    db.emit({ tenant: tenant.key, collection: 'organization', verb: 'remove', row: removed as unknown as { id: number } });
    return HttpResponse.json({ success: true });
  }),
];

/** Each tenant's organisation gets the date it was created (none stored before the console existed). */
export function seedOrganizationCreated(ctx: SeedContext) {
  const org = ctx.tenant.organization as StoredOrganization | null;
  if (org && !org.created_at) org.created_at = new Date(ctx.now.getTime() - (30 + (org.id % 200)) * DAY_MS).toISOString();
}
