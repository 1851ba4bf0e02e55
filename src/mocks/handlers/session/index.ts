import { HttpResponse } from 'msw';
import { HEADERS } from '@/config/constants';
import { db } from '../../db/db';
import type { DemoToken, DemoUser } from '../../db/types';
import { hashPassword, randomToken } from '../../db/passwords';
import { bearer, errors, route, secured, tenantOf } from '../../http';
import { rulesForUser } from '../../policies';
import { currentUser, tenantMemory } from '../../serializers';
import { readDemoSettings } from '../../settings';
import type { TenantData } from '../../db/db';
import { DAY_MS } from '@/lib/dates';

const REFRESH_LIFETIME_MS = 7 * DAY_MS;

/** Credentials travel in a header, never in the URL: base64 of UTF-8 JSON {email, password}. */
export function decodeCredentials(header: string | null): { email?: string; password?: string } {
  if (!header) return {};
  try {
    const bytes = Uint8Array.from(atob(header), (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as { email?: string; password?: string };
  } catch {
    return {};
  }
}

export function issueToken(tenant: TenantData, user: DemoUser): DemoToken {
  const now = Date.now();
  const token: DemoToken = {
    id: db.newId(tenant),
    user_id: user.id,
    access_token: randomToken(),
    refresh_token: randomToken(),
    csrf_token: randomToken(12),
    issued_at: now,
    expires_at: now + readDemoSettings().accessTokenLifetimeSec * 1000,
    refresh_expires_at: now + REFRESH_LIFETIME_MS,
  };
  const tokens = db.list<DemoToken>(tenant, 'tokens');
  // keep the table small: drop tokens whose refresh has expired
  tenant.collections.tokens = tokens.filter((t) => t.refresh_expires_at > now);
  tenant.collections.tokens.push(token);
  db.touch(tenant);
  return token;
}

/** Removes the tokens named by the request (its bearer access token and its refresh-token header). */
function revokeTokens(request: Request): void {
  const tenant = tenantOf(request);
  const access = bearer(request);
  const refresh = request.headers.get(HEADERS.refreshToken);
  if (!access && !refresh) return;
  tenant.collections.tokens = db.list<DemoToken>(tenant, 'tokens').filter((t) => t.access_token !== access && t.refresh_token !== refresh);
  db.touch(tenant);
}

export function sessionPayload(tenant: TenantData, user: DemoUser, token: DemoToken) {
  return {
    access_token: token.access_token,
    csrf_token: token.csrf_token,
    refresh_token: token.refresh_token,
    user: currentUser(tenant, user),
    rules: rulesForUser(tenant, user),
  };
}

export function findUserByEmail(tenant: TenantData, email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return db.list<DemoUser>(tenant, 'users').find((u) => u.email.toLowerCase() === wanted);
}

export const LOCK_AFTER_FAILURES = 10;
export const LOCK_MS = 15 * 60_000;

/**
 * The password check of every sign-in: null when it is right; after ten wrong passwords in a row the account is
 * locked for 15 minutes (a right password then is refused too), so passwords cannot be guessed at speed.
 */
export async function passwordRefusal(tenant: TenantData, user: DemoUser, password: string): Promise<Response | null> {
  const locked = () => HttpResponse.json({ errors: ['Too many wrong passwords, the account is locked for 15 minutes'], code: 'account_locked' }, { status: 422 });
  if (user.locked_until && user.locked_until > Date.now()) return locked();
  if ((await hashPassword(password, user.email)) !== user.password_hash) {
    user.failed_logins = (user.failed_logins ?? 0) + 1;
    const lock = user.failed_logins >= LOCK_AFTER_FAILURES;
    if (lock) Object.assign(user, { failed_logins: 0, locked_until: Date.now() + LOCK_MS });
    db.touch(tenant);
    return lock ? locked() : HttpResponse.json({ errors: ['Your password is incorrect.'], code: 'wrong_password' }, { status: 422 });
  }
  if (user.failed_logins || user.locked_until) {
    Object.assign(user, { failed_logins: 0, locked_until: null });
    db.touch(tenant);
  }
  return null;
}

export const sessionHandlers = [
  /** Email step (password absent) and password step of the login. */
  route('get', '/v1/authorize', async ({ request }) => {
    const tenant = tenantOf(request);
    const { email, password } = decodeCredentials(request.headers.get(HEADERS.credentials));
    if (!email) return HttpResponse.json({ errors: ['Email is required'], code: 'email_required' }, { status: 422 });
    const user = findUserByEmail(tenant, email);
    if (!user) return HttpResponse.json({ errors: ['Sorry, we cannot find your email.'], code: 'email_not_found' }, { status: 404 });
    if (user.status === 'Inactive') {
      return HttpResponse.json({ errors: ['Your account is inactive, contact admin'], code: 'account_inactive' }, { status: 422 });
    }
    if (user.status !== 'Active' || !user.password_hash) {
      return HttpResponse.json({ errors: ['Not registered in the application, contact admin'], code: 'not_registered' }, { status: 422 });
    }
    if (password === undefined) return HttpResponse.json({ email: user.email, sso: false });
    const refused = await passwordRefusal(tenant, user, password);
    if (refused) return refused;
    return HttpResponse.json(sessionPayload(tenant, user, issueToken(tenant, user)));
  }),

  route('post', '/v1/refresh_token', ({ request }) => {
    const tenant = tenantOf(request);
    const refresh = request.headers.get(HEADERS.refreshToken);
    const tokens = db.list<DemoToken>(tenant, 'tokens');
    const old = tokens.find((t) => t.refresh_token === refresh);
    if (!old || old.refresh_expires_at < Date.now()) return errors(401, 'Session expired');
    const user = db.find<DemoUser>(tenant, 'users', old.user_id);
    if (!user || user.status !== 'Active') return errors(401, 'Unauthorized session');
    tenant.collections.tokens = tokens.filter((t) => t !== old);
    const token = issueToken(tenant, user);
    return HttpResponse.json({ access_token: token.access_token, csrf_token: token.csrf_token, refresh_token: token.refresh_token });
  }),

  // Sign-out and reset revoke the session's tokens, access and refresh alike, even when the access token has
  // already expired (a revoked refresh token can never mint a new session)
  route('post', '/v1/reset_current_session', ({ request }) => {
    revokeTokens(request);
    return HttpResponse.json({ success: true });
  }),

  ...(['/v1/user_token', '/v2/user_logout'] as const).map((path) =>
    route('delete', path, ({ request }) => {
      revokeTokens(request);
      return HttpResponse.json({ success: true });
    }),
  ),

  ...(['/users/user_profile', '/v2/users/user_profile'] as const).map((path) =>
    secured('get', path, null, ({ tenant, user }) =>
      HttpResponse.json({ user: currentUser(tenant, user), rules: rulesForUser(tenant, user) }),
    ),
  ),

  secured('get', '/v2/api_connection_checks', null, () => HttpResponse.json({ status: 'ok' })),

  secured('get', '/tenants/memory', null, ({ tenant }) => HttpResponse.json(tenantMemory(tenant))),
];
