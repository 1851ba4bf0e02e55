import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import { errors, jsonBody, secured } from '@/mocks/http';
import { EMPTY_SSO_CONFIG, normaliseOrgId, ssoAllowed, type SsoConfig, type SsoConfigInput } from '../model';
import { ssoSchema } from '../schemas/sso-schema';
import { SSO_SERVER_MESSAGES, ssoServerT } from '../schemas/rule-messages';

type DemoSsoConfig = SsoConfig & Row;

const NO_PERMISSION = 'You are not authorized to perform this action';

export const ssoConfigOf = (tenant: TenantData): DemoSsoConfig | null => db.list<DemoSsoConfig>(tenant, 'sso_configs')[0] ?? null;

const answer = (tenant: TenantData) => {
  const stored = ssoConfigOf(tenant);
  const sso_config: SsoConfig = stored
    ? { client_id: stored.client_id, tenant_id: stored.tenant_id, enabled: stored.enabled, unique_org_id: stored.unique_org_id, updated_at: stored.updated_at }
    : { ...EMPTY_SSO_CONFIG, unique_org_id: tenant.key, updated_at: null };
  return { sso_config, plan: tenant.organization?.plan ?? 'free' };
};

/** another organisation already answers to this id at /login/sso (its sub-domain, or its own SSO id) */
function orgIdTaken(tenant: TenantData, id: string): boolean {
  return db.allTenants().some((t) => t.key !== tenant.key && !!t.organization && (t.key === id || ssoConfigOf(t)?.unique_org_id === id));
}

export const ssoHandlers = [
  secured('get', '/sso_configs', null, ({ user, tenant }) => (user.is_admin && tenant.organization ? HttpResponse.json(answer(tenant)) : errors(403, NO_PERMISSION))),
  secured('put', '/sso_configs', null, async ({ user, tenant, request }) => {
    if (!user.is_admin || !tenant.organization) return errors(403, NO_PERMISSION);
    const body = await jsonBody<Partial<Record<keyof SsoConfigInput, unknown>>>(request);
    const problems = await ruleErrors(ssoSchema(ssoServerT), body);
    const id = normaliseOrgId(String(body.unique_org_id ?? ''));
    if (!problems.length && orgIdTaken(tenant, id)) problems.push(SSO_SERVER_MESSAGES['validation.orgIdTaken']);
    // SPEC §1 / §9: an enterprise feature (a configuration may be kept, but not switched on, on another plan)
    if (body.enabled === true && !ssoAllowed(tenant.organization.plan)) problems.push(SSO_SERVER_MESSAGES['validation.enterpriseOnly']);
    if (problems.length) return errors(422, ...problems);
    const existing = ssoConfigOf(tenant);
    const row: DemoSsoConfig = {
      id: existing?.id ?? db.newId(tenant),
      client_id: String(body.client_id ?? '').trim().toLowerCase(),
      tenant_id: String(body.tenant_id ?? '').trim().toLowerCase(),
      enabled: body.enabled === true,
      unique_org_id: id,
      updated_at: new Date().toISOString(),
    };
    db.commit(tenant, 'sso_configs', existing ? 'update' : 'create', row);
    return HttpResponse.json(answer(tenant));
  }),
];
