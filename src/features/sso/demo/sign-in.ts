import { HttpResponse } from 'msw';
import { HEADERS } from '@/config/constants';
import { db, type Row, type TenantData } from '@/mocks/db/db';
import type { DemoRole, DemoUser, DemoUserDetails } from '@/mocks/db/types';
import { hashPassword } from '@/mocks/db/passwords';
import { errors, jsonBody, route, secured, tenantOf } from '@/mocks/http';
import { decodeCredentials, findUserByEmail, issueToken, passwordRefusal, sessionPayload } from '@/mocks/handlers/session';
import { DEMO_PROVIDER, GUEST_ROLE, normaliseOrgId, type SsoOrganization } from '../model';
import { ssoConfigOf } from './handlers';

/** A person of the demo identity provider's directory who is not (yet) a user of the organisation. */
export interface DirectoryPerson extends Row {
  email: string;
  full_name: string;
  password_hash: string;
}

const coded = (status: number, code: string, message: string) => HttpResponse.json({ errors: [message], code }, { status });
const NOT_FOUND = () => coded(404, 'sso_org_not_found', 'We could not find an organisation with this ID.');

/** The organisation whose ENABLED configuration answers to this unique id (SPEC §2 /login/sso, §3 SSO). */
export function tenantBySsoId(id: string): TenantData | undefined {
  const wanted = normaliseOrgId(id);
  return db.allTenants().find((t) => {
    const config = t.organization ? ssoConfigOf(t) : null;
    return !!config?.enabled && config.unique_org_id === wanted;
  });
}

/** SPEC §6: the guest role (no permissions) of the tenant, created on the first guest. */
function guestRole(tenant: TenantData): DemoRole {
  const roles = db.list<DemoRole>(tenant, 'roles');
  const found = roles.find((r) => r.name === GUEST_ROLE);
  if (found) return found;
  return db.commit(tenant, 'roles', 'create', { id: db.newId(tenant), name: GUEST_ROLE, organization_id: tenant.organization?.id ?? null, role_actions_attributes: [] } satisfies DemoRole);
}

/** SPEC §6 "Guest users: the default for single-sign-on users whose email is not in the user master". */
export function createGuest(tenant: TenantData, person: { email: string; full_name: string }): DemoUserDetails {
  const role = guestRole(tenant);
  const now = new Date().toISOString();
  const guest: DemoUserDetails = {
    id: db.newId(tenant),
    full_name: person.full_name,
    email: person.email.toLowerCase(),
    // signs in through the identity provider only
    password_hash: '',
    role_id: role.id,
    role_name: role.name,
    is_admin: false,
    is_contractor: false,
    status: 'Active',
    organization_id: tenant.organization?.id ?? null,
    site_ids: [],
    verified: true,
    licences: { permits: false, incidents: false, audits: false, power_user: false },
    invited_at: null,
    invited_by_id: null,
    created_at: now,
    updated_at: now,
  };
  return db.commit(tenant, 'users', 'create', guest);
}

export const ssoSignInHandlers = [
  /** Step 1 of /login/sso: the unique organisation id → the organisation (and its host). */
  route('get', '/v1/sso/organizations/:id', ({ params }) => {
    const tenant = tenantBySsoId(String(params.id ?? ''));
    if (!tenant?.organization) return NOT_FOUND();
    const answer: SsoOrganization = { organization_id: ssoConfigOf(tenant)!.unique_org_id, name: tenant.organization.name, sub_domain: tenant.key, provider: DEMO_PROVIDER };
    return HttpResponse.json(answer);
  }),

  /** /setup-sso (signed out, the tenant from the API key): what this organisation's identity provider is given. */
  route('get', '/v1/sso/setup', ({ request }) => {
    const tenant = tenantOf(request);
    if (!tenant.organization) return NOT_FOUND();
    const config = ssoConfigOf(tenant);
    return HttpResponse.json({ name: tenant.organization.name, unique_org_id: config?.unique_org_id ?? tenant.key, enabled: !!config?.enabled, client_id: config?.client_id ?? '', tenant_id: config?.tenant_id ?? '' });
  }),

  /**
   * Step 2, on the organisation's host: the demo identity provider checks the person against its directory — the
   * organisation's users (their demo passwords) and the people seeded in `sso_directory` — and the backend opens a
   * session. A directory person whose email is not a user becomes a guest user (SPEC §6).
   */
  route('get', '/v1/sso/authorize', async ({ request }) => {
    const tenant = tenantOf(request);
    const { email, password } = decodeCredentials(request.headers.get(HEADERS.credentials));
    const orgId = normaliseOrgId(new URL(request.url).searchParams.get('organization_id') ?? '');
    const config = tenant.organization ? ssoConfigOf(tenant) : null;
    if (!config?.enabled || orgId !== config.unique_org_id) return NOT_FOUND();
    const who = await identify(tenant, email ?? '', password ?? '');
    if (who instanceof Response) return who;
    const user = who.kind === 'user' ? who.user : createGuest(tenant, who.person);
    return HttpResponse.json(sessionPayload(tenant, user, issueToken(tenant, user)));
  }),

  /**
   * /sso_configs "test sign-in" (admin): runs the demo identity provider with these credentials and says who would
   * sign in — a user, or a new guest (SPEC §6) — creating nothing and opening no session.
   */
  secured('post', '/sso_configs/test', null, async ({ user, tenant, request }) => {
    if (!user.is_admin || !tenant.organization) return errors(403, 'You are not authorized to perform this action');
    const config = ssoConfigOf(tenant);
    if (!config?.client_id || !config.tenant_id) return coded(422, 'sso_not_configured', 'Save the client id and tenant id first');
    const body = await jsonBody<{ email?: unknown; password?: unknown }>(request);
    const who = await identify(tenant, String(body.email ?? ''), String(body.password ?? ''), false);
    if (who instanceof Response) return who;
    return HttpResponse.json(who.kind === 'user' ? { result: 'user', email: who.user.email, full_name: who.user.full_name } : { result: 'guest', email: who.person.email, full_name: who.person.full_name });
  }),
];

/**
 * The demo identity provider: the organisation's users (their demo passwords; one without a password, e.g. a guest,
 * by the directory's) and the people of its directory. An answer (Response) when it refuses.
 */
async function identify(tenant: TenantData, email: string, password: string, count = true): Promise<{ kind: 'user'; user: DemoUser } | { kind: 'guest'; person: DirectoryPerson } | Response> {
  const user = email ? findUserByEmail(tenant, email) : undefined;
  const person = email ? directoryPerson(tenant, email) : undefined;
  const wrong = () => coded(422, 'wrong_password', 'Your password is incorrect.');
  if (user) {
    if (user.status === 'Inactive') return coded(422, 'account_inactive', 'Your account is inactive, contact admin');
    if (user.status !== 'Active') return coded(422, 'not_registered', 'Not registered in the application, contact admin');
    if (user.password_hash) {
      // a test sign-in does not count towards the lock of ten wrong passwords
      if (!count) return (await hashPassword(password, user.email)) === user.password_hash ? { kind: 'user', user } : wrong();
      const refused = await passwordRefusal(tenant, user, password);
      return refused ?? { kind: 'user', user };
    }
    if (!person) return coded(422, 'not_registered', 'Not registered in the application, contact admin');
    return (await hashPassword(password, person.email)) === person.password_hash ? { kind: 'user', user } : wrong();
  }
  if (!person) return coded(404, 'email_not_found', 'Sorry, we cannot find your email.');
  return (await hashPassword(password, person.email)) === person.password_hash ? { kind: 'guest', person } : wrong();
}

function directoryPerson(tenant: TenantData, email: string): DirectoryPerson | undefined {
  const wanted = email.trim().toLowerCase();
  return db.list<DirectoryPerson>(tenant, 'sso_directory').find((p) => p.email === wanted);
}
