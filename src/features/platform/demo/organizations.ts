import { HttpResponse } from 'msw';
import { db, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, secured } from '@/mocks/http';
import { licenceCounts } from '@/mocks/handlers/users/serialize';
import { pageOf, queryOf, sortRows, whereSearch } from '@/mocks/list-query';
import { ruleErrors } from '@/lib/forms/rule-errors';
import type { Organization } from '@/lib/session/types';
import { ORGANIZATIONS_PER_PAGE, licencesOf, trialDaysLeft, type OrganizationInput, type PlatformOrganization } from '@/features/platform/model';
import { organizationSchema } from '@/features/platform/schemas/organization-schema';
import { organizationServerT } from '@/features/platform/schemas/rule-messages';

/** an organisation as stored: the session's Organization and, since the console, when it was created */
type StoredOrganization = Organization & { created_at?: string };

const DAY = 24 * 60 * 60 * 1000;

function row(tenant: TenantData, now = new Date()): PlatformOrganization {
  const org = tenant.organization as StoredOrganization;
  const users = db.list<DemoUser>(tenant, 'users').filter((u) => u.status === 'Active');
  return { ...org, users_count: users.length, licences: licenceCounts(tenant).users.total ?? licencesOf(org), trial_days_left: trialDaysLeft(org, now), created_at: org.created_at ?? '' };
}

const tenants = () => db.allTenants().filter((t) => t.organization);

/** the fields PATCH /organizations/{id} takes (others are ignored) */
const EDITABLE: (keyof Organization)[] = ['name', 'organization_status', 'subscription_type', 'plan', 'modules', 'is_enterprise', 'is_onboarding', 'is_locked'];

/**
 * SPEC §7 "Organisations" for the master super admin (`manage Organization`, 403 for anyone else, SPEC §6): the console
 * alone sees across tenants. A change goes through `db.updateOrganization`, whose broadcast (mocks/cable/server.ts:
 * OrganizationChannel, OrgModulesChannel, PlanChannel…) reaches the tenant's signed-in users live (SPEC §4).
 */
export const organizationHandlers = [
  secured('get', '/organizations', ['manage', 'Organization'], ({ request }) => {
    const q = queryOf(request);
    let rows = tenants().map((t) => row(t));
    rows = whereSearch(rows, q, (o) => `${o.name} ${o.sub_domain_name}`);
    for (const key of ['plan', 'organization_status', 'subscription_type'] as const) if (q(key)) rows = rows.filter((o) => o[key] === q(key));
    if (q('is_locked')) rows = rows.filter((o) => String(o.is_locked) === q('is_locked'));
    rows = sortRows(rows, q, 'name', { name: (o) => o.name.toLowerCase(), trial_days_left: (o) => o.trial_days_left ?? -1 });
    const page = pageOf(rows, q, ORGANIZATIONS_PER_PAGE, 100);
    return HttpResponse.json({ organizations: page.rows, total_count: page.total_count, page: page.page, per_page: page.per_page });
  }),
  secured<{ id: string }>('get', '/organizations/:id', ['manage', 'Organization'], ({ params }) => {
    const tenant = db.tenantByOrgId(Number(params.id));
    if (!tenant?.organization) return errors(404, 'Organization not found');
    return HttpResponse.json(row(tenant));
  }),
  secured<{ id: string }>('patch', '/organizations/:id', ['manage', 'Organization'], async ({ params, request }) => {
    const tenant = db.tenantByOrgId(Number(params.id));
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
];

/** Each tenant's organisation gets the date it was created (none stored before the console existed). */
export function seedOrganizationCreated(ctx: SeedContext) {
  const org = ctx.tenant.organization as StoredOrganization | null;
  if (org && !org.created_at) org.created_at = new Date(ctx.now.getTime() - (30 + (org.id % 200)) * DAY).toISOString();
}
