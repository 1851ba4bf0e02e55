import { HttpResponse } from 'msw';
import { FREE_TRIAL_DAYS, HEADERS, OTP_TIMER_SECONDS } from '@/config/constants';
import type { Organization } from '@/lib/session/types';
import { isOtp, isPersonName, isSubDomain, isValidEmail, normalizeEmail, passwordProblems } from '@/lib/forms/account-rules';
import { checkBusinessEmail } from '../../services/email-domains';
import { db, type Row, type TenantData } from '../../db/db';
import type { DemoMail, DemoToken, DemoUser } from '../../db/types';
import { hashPassword, randomToken } from '../../db/passwords';
import { addOrganizationTenant, newOrganizationId } from '../../db/new-tenant';
import { jsonBody, route, secured, tenantKeyFromApiKey, tenantOf } from '../../http';
import { findUserByEmail, issueToken, sessionPayload } from '../session';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { organizationVerifySchema, orgVerifyServerT } from '@/features/auth/schemas/organization-verify-schema';
import { DAY_MS } from '@/lib/dates';

/**
 * Account flows of the demo backend: self-service sign-up (OTP or activation link), one-time
 * sign-in links (/by_pass_client_admin), password reset, single sign-on through a demo identity
 * provider, and the demo mailbox (GET /demo/mails) that lists every mail "sent".
 *
 * Cross-host sign-up. Tenants are per host and the demo database lives in IndexedDB, which is per
 * origin: the database behind http://nova.localhost is not the one behind the host the sign-up ran
 * on. After the code is verified, the backend therefore seals the whole pending sign-up (company,
 * sub-domain, admin user with the password HASH) into a one-time sign-in token (AES-GCM, so it can
 * be neither read nor altered in transit) that the browser carries to the new host; the demo
 * backend there creates the tenant from it when it is redeemed. The token expires after 10 minutes,
 * names the host it is valid for, and its nonce is remembered on redemption (single use). A real
 * backend has one database and only needs an opaque random token.
 */

const SIGN_IN_LINK_TTL_MS = 10 * 60_000;
const ACTIVATION_TTL_MS = 24 * 3_600_000;
const RESET_TTL_MS = 30 * 60_000;
const MAILBOX_SIZE = 60;
const MAX_OTP_ATTEMPTS = 5;
/** The demo's sealing secret. It ships in the bundle, which is acceptable for an in-browser demo only. */
const DEMO_LINK_SECRET = 'ehs-demo-one-time-link-secret-v1';

interface SignupData {
  id: number;
  full_name: string;
  email: string;
  company_name: string;
  sub_domain: string;
  password_hash: string;
  created_at: number;
}

interface PendingSignup extends Row {
  token: string;
  full_name: string;
  email: string;
  company_name: string;
  sub_domain: string;
  password_hash: string;
  otp: string;
  otp_expires_at: number;
  activation_expires_at: number;
  created_at: number;
  /** wrong codes entered for the current code */
  attempts?: number;
}

interface PasswordReset extends Row {
  token: string;
  user_id: number;
  expires_at: number;
  used: boolean;
}

interface RedeemedLink extends Row {
  nonce: string;
  redeemed_at: number;
}

type SignInLink =
  | { kind: 'signup'; nonce: string; exp: number; sub_domain: string; signup: SignupData }
  | { kind: 'admin'; nonce: string; exp: number; sub_domain: string };

const coded = (status: number, code: string, message: string) => HttpResponse.json({ errors: [message], code }, { status });

/** The platform ('public') tenant holds what is not any one tenant's: pending sign-ups, the demo mailbox. */
function platform(): TenantData {
  let t = db.tenant('public');
  if (!t) {
    t = { key: 'public', organization: null, collections: {}, nextId: 1000 };
    db.addTenant(t);
  }
  return t;
}

function originOf(request: Request): string {
  return request.headers.get('origin') ?? new URL(request.url).origin;
}

export function sendMail(mail: Pick<DemoMail, 'to' | 'subject' | 'kind' | 'body'> & { link?: string; code?: string }): DemoMail {
  const p = platform();
  const row: DemoMail = { ...mail, id: db.newId(p), sent_at: new Date().toISOString() };
  const mails = db.list<DemoMail>(p, 'mails');
  mails.unshift(row);
  mails.splice(MAILBOX_SIZE);
  db.touch(p);
  return row;
}

function newOtp(): string {
  const n = crypto.getRandomValues(new Uint32Array(1))[0] % 1_000_000;
  return String(n).padStart(6, '0');
}

// ---- sealed one-time links (AES-GCM) ----

let keyPromise: Promise<CryptoKey> | null = null;
function linkKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(DEMO_LINK_SECRET))
    .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
  return keyPromise;
}

const toB64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromB64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

export async function sealLink(link: SignInLink): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(JSON.stringify(link));
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await linkKey(), data));
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv);
  out.set(sealed, iv.length);
  return toB64Url(out);
}

async function openLink(token: string): Promise<SignInLink | null> {
  try {
    const bytes = fromB64Url(token);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, await linkKey(), bytes.slice(12));
    return JSON.parse(new TextDecoder().decode(plain)) as SignInLink;
  } catch {
    return null;
  }
}

// ---- tenants created by sign-up ----

function createTenantFromSignup(signup: SignupData): TenantData {
  const now = Date.now();
  const organization: Organization = {
    id: newOrganizationId(),
    name: signup.company_name,
    sub_domain_name: signup.sub_domain,
    is_enterprise: false,
    organization_status: 'Active',
    subscription_type: 'trial',
    plan: 'free_trial',
    modules: ['Incident', 'Observation', 'Action', 'Permit', 'Audit', 'HIRA', 'Library', 'Contractor'],
    is_onboarding: true,
    is_locked: false,
    trial_ends_at: new Date(now + FREE_TRIAL_DAYS * DAY_MS).toISOString(),
  };
  return addOrganizationTenant(signup.sub_domain, organization, { full_name: signup.full_name, email: signup.email, password_hash: signup.password_hash, verified: true });
}

function emailTaken(email: string): boolean {
  return db.allTenants().some((t) => !!findUserByEmail(t, email));
}

function subDomainTaken(sub: string, exceptToken?: string): boolean {
  if (db.tenant(sub)) return true;
  const now = Date.now();
  return db.list<PendingSignup>(platform(), 'signups').some((s) => s.sub_domain === sub && s.token !== exceptToken && s.activation_expires_at > now);
}

interface SignupBody {
  full_name?: string;
  email?: string;
  company_name?: string;
  sub_domain?: string;
  password?: string;
  password_confirmation?: string;
}

/** Server-side validation of the sign-up form (SPEC §5), in the order the form shows the fields. */
async function validateSignup(body: SignupBody): Promise<Response | null> {
  const full = (body.full_name ?? '').trim();
  const email = normalizeEmail(body.email ?? '');
  const company = (body.company_name ?? '').trim();
  const sub = (body.sub_domain ?? '').trim();
  const password = body.password ?? '';
  const errs: string[] = [];
  if (!full) errs.push('Full name is required');
  else if (!isPersonName(full)) errs.push('Full name may contain letters only');
  if (!isValidEmail(email)) errs.push('Email is invalid');
  if (!company) errs.push('Company name is required');
  if (!isSubDomain(sub)) errs.push('Sub-domain may contain lowercase letters, digits and hyphens (3–30 characters)');
  const problems = passwordProblems(password);
  if (problems.includes('tooShort')) errs.push('Password must be at least 8 characters');
  if (problems.includes('noSpecial')) errs.push('Password must contain a special character');
  if (password !== body.password_confirmation) errs.push('Password confirmation does not match');
  if (errs.length) return HttpResponse.json({ errors: errs, code: 'invalid' }, { status: 422 });
  const kind = await checkBusinessEmail(email);
  if (kind === 'free') return coded(422, 'email_free', 'Please use your business email. Free email providers are not accepted.');
  if (kind === 'disposable') return coded(422, 'email_disposable', 'Disposable email addresses are not accepted.');
  if (emailTaken(email)) return coded(422, 'email_taken', 'Email already present.');
  if (subDomainTaken(sub)) return coded(422, 'sub_domain_taken', 'This sub-domain is already taken.');
  return null;
}

function signupMail(pending: PendingSignup, origin: string) {
  const link = `${origin}/registration?token=${pending.token}`;
  return sendMail({
    to: pending.email,
    subject: `Your verification code: ${pending.otp}`,
    kind: 'otp',
    code: pending.otp,
    link,
    body: `Hello ${pending.full_name}, your code to create ${pending.company_name} is ${pending.otp}. It expires in 5 minutes. Or activate with this link (valid 24 hours): ${link}`,
  });
}

function findPending(token: unknown): PendingSignup | undefined {
  if (typeof token !== 'string' || !token) return undefined;
  return db.list<PendingSignup>(platform(), 'signups').find((s) => s.token === token);
}

/** Verified sign-up → sealed one-time link for the new host; the pending record is consumed. */
async function completeSignup(pending: PendingSignup) {
  const p = platform();
  p.collections.signups = db.list<PendingSignup>(p, 'signups').filter((s) => s !== pending);
  db.touch(p);
  const signup: SignupData = {
    id: pending.id,
    full_name: pending.full_name,
    email: pending.email,
    company_name: pending.company_name,
    sub_domain: pending.sub_domain,
    password_hash: pending.password_hash,
    created_at: pending.created_at,
  };
  const sign_in_token = await sealLink({ kind: 'signup', nonce: randomToken(12), exp: Date.now() + SIGN_IN_LINK_TTL_MS, sub_domain: pending.sub_domain, signup });
  return HttpResponse.json({ sub_domain: pending.sub_domain, sign_in_token });
}

function requestTenantKey(request: Request): string | null {
  return tenantKeyFromApiKey(request.headers.get(HEADERS.apiKey));
}

export const authHandlers = [
  // ---- self-service sign-up ----
  route('post', '/v1/signups', async ({ request }) => {
    const body = await jsonBody<SignupBody>(request);
    const invalid = await validateSignup(body);
    if (invalid) return invalid;
    const p = platform();
    const now = Date.now();
    const email = normalizeEmail(body.email ?? '');
    // a new attempt for the same email replaces the earlier pending one
    p.collections.signups = db.list<PendingSignup>(p, 'signups').filter((s) => s.email !== email && s.activation_expires_at > now);
    const pending: PendingSignup = {
      id: db.newId(p),
      token: randomToken(),
      full_name: (body.full_name ?? '').trim(),
      email,
      company_name: (body.company_name ?? '').trim(),
      sub_domain: (body.sub_domain ?? '').trim(),
      password_hash: await hashPassword(body.password ?? '', email),
      otp: newOtp(),
      otp_expires_at: now + OTP_TIMER_SECONDS * 1000,
      activation_expires_at: now + ACTIVATION_TTL_MS,
      created_at: now,
    };
    db.list<PendingSignup>(p, 'signups').push(pending);
    db.touch(p);
    signupMail(pending, originOf(request));
    return HttpResponse.json({ signup_token: pending.token, email: pending.email, otp_expires_at: new Date(pending.otp_expires_at).toISOString() }, { status: 201 });
  }),

  route('post', '/v1/signups/verify', async ({ request }) => {
    const body = await jsonBody<{ signup_token?: string; otp?: string }>(request);
    const pending = findPending(body.signup_token);
    if (!pending || pending.activation_expires_at < Date.now()) return coded(410, 'signup_expired', 'This sign-up has expired. Please sign up again.');
    const otp = (body.otp ?? '').trim();
    if (!isOtp(otp)) return coded(422, 'otp_format', 'The code has 6 digits.');
    if (pending.otp_expires_at < Date.now()) return coded(422, 'otp_expired', 'The code has expired. Request a new one.');
    if (otp !== pending.otp) {
      // guessing is bounded: after MAX_OTP_ATTEMPTS wrong codes this code is dead, a new one must be sent
      pending.attempts = (pending.attempts ?? 0) + 1;
      if (pending.attempts >= MAX_OTP_ATTEMPTS) pending.otp_expires_at = 0;
      db.touch(platform());
      return pending.attempts >= MAX_OTP_ATTEMPTS
        ? coded(422, 'otp_locked', 'Too many wrong codes. Request a new one.')
        : coded(422, 'otp_invalid', 'The code is incorrect.');
    }
    if (subDomainTaken(pending.sub_domain, pending.token)) return coded(422, 'sub_domain_taken', 'This sub-domain is already taken.');
    return completeSignup(pending);
  }),

  route('post', '/v1/signups/resend', async ({ request }) => {
    const body = await jsonBody<{ signup_token?: string }>(request);
    const pending = findPending(body.signup_token);
    if (!pending || pending.activation_expires_at < Date.now()) return coded(410, 'signup_expired', 'This sign-up has expired. Please sign up again.');
    pending.otp = newOtp();
    pending.attempts = 0;
    pending.otp_expires_at = Date.now() + OTP_TIMER_SECONDS * 1000;
    db.touch(platform());
    signupMail(pending, originOf(request));
    return HttpResponse.json({ email: pending.email, otp_expires_at: new Date(pending.otp_expires_at).toISOString() });
  }),

  /** What the verify screen shows after a reload: the address and the code's expiry. */
  route('get', '/v1/signups/:token', ({ params }) => {
    const pending = findPending(params.token);
    if (!pending || pending.activation_expires_at < Date.now()) return coded(410, 'signup_expired', 'This sign-up has expired. Please sign up again.');
    return HttpResponse.json({ email: pending.email, otp_expires_at: new Date(pending.otp_expires_at).toISOString() });
  }),

  /** The activation link of the sign-up mail (/registration?token=…). */
  route('post', '/v1/signups/activate', async ({ request }) => {
    const body = await jsonBody<{ token?: string }>(request);
    const pending = findPending(body.token);
    if (!pending || pending.activation_expires_at < Date.now()) return coded(410, 'activation_expired', 'This activation link has expired.');
    if (subDomainTaken(pending.sub_domain, pending.token)) return coded(422, 'sub_domain_taken', 'This sub-domain is already taken.');
    return completeSignup(pending);
  }),

  // ---- one-time sign-in links (/by_pass_client_admin?token=…) ----
  route('post', '/v1/one_time_sign_in', async ({ request }) => {
    const body = await jsonBody<{ token?: string }>(request);
    const link = typeof body.token === 'string' ? await openLink(body.token) : null;
    const expired = coded(410, 'link_expired', 'This sign-in link has expired or was already used.');
    if (!link || link.exp < Date.now()) return expired;
    if (requestTenantKey(request) !== link.sub_domain) return expired; // a link is valid on its own host only
    const p = platform();
    const redeemed = db.list<RedeemedLink>(p, 'redeemed_links');
    if (redeemed.some((r) => r.nonce === link.nonce)) return expired;
    redeemed.push({ id: db.newId(p), nonce: link.nonce, redeemed_at: Date.now() });
    // forget nonces of links that have expired anyway
    p.collections.redeemed_links = redeemed.filter((r) => r.redeemed_at > Date.now() - SIGN_IN_LINK_TTL_MS);
    db.touch(p);

    let tenant = db.tenant(link.sub_domain);
    let user: DemoUser | undefined;
    if (link.kind === 'signup') {
      tenant ??= createTenantFromSignup(link.signup);
      user = findUserByEmail(tenant, link.signup.email);
    } else {
      user = tenant ? db.list<DemoUser>(tenant, 'users').find((u) => u.is_admin && u.status === 'Active') : undefined;
    }
    if (!tenant || !user || user.status !== 'Active') return expired;
    return HttpResponse.json(sessionPayload(tenant, user, issueToken(tenant, user)));
  }),

  /** The master super admin issues a one-time link to enter a client organisation as its admin (support). */
  secured('post', '/v1/by_pass_tokens', null, async ({ request, user }) => {
    if (user.role_name !== 'MasterSuperAdmin') return coded(403, 'forbidden', 'You are not authorized to perform this action');
    const { sub_domain } = await jsonBody<{ sub_domain?: string }>(request);
    const target = typeof sub_domain === 'string' ? db.tenant(sub_domain) : undefined;
    if (!target?.organization) return coded(404, 'not_found', 'Organization not found');
    const token = await sealLink({ kind: 'admin', nonce: randomToken(12), exp: Date.now() + SIGN_IN_LINK_TTL_MS, sub_domain: target.key });
    return HttpResponse.json({ sub_domain: target.key, path: `/by_pass_client_admin?token=${token}` });
  }),

  // ---- password reset ----
  route('post', '/v1/password_resets', async ({ request }) => {
    const tenant = tenantOf(request);
    const { email } = await jsonBody<{ email?: string }>(request);
    if (!email || !isValidEmail(email)) return coded(422, 'email_invalid', 'Email is invalid');
    const user = findUserByEmail(tenant, email);
    if (!user) return coded(404, 'account_not_found', 'We could not find an account associated with this email.');
    if (user.status === 'Inactive') return coded(422, 'account_inactive', 'Your account is inactive, contact admin');
    if (user.status !== 'Active') return coded(422, 'not_registered', 'Not registered in the application, contact admin');
    const reset: PasswordReset = { id: db.newId(tenant), token: randomToken(), user_id: user.id, expires_at: Date.now() + RESET_TTL_MS, used: false };
    tenant.collections.password_resets = [...db.list<PasswordReset>(tenant, 'password_resets').filter((r) => r.user_id !== user.id && r.expires_at > Date.now()), reset];
    db.touch(tenant);
    const link = `${originOf(request)}/password-reset?token=${reset.token}`;
    sendMail({ to: user.email, subject: 'Reset your password', kind: 'password_reset', link, body: `Hello ${user.full_name}, set a new password with this link (valid 30 minutes): ${link}` });
    return HttpResponse.json({ success: true });
  }),

  route('get', '/v1/password_resets/:token', ({ request, params }) => {
    const tenant = tenantOf(request);
    const reset = db.list<PasswordReset>(tenant, 'password_resets').find((r) => r.token === params.token);
    if (!reset || reset.used || reset.expires_at < Date.now()) return coded(410, 'reset_link_expired', 'Password reset link expired');
    const user = db.find<DemoUser>(tenant, 'users', reset.user_id);
    return HttpResponse.json({ email: user?.email ?? '' });
  }),

  route('patch', '/v1/password_resets/:token', async ({ request, params }) => {
    const tenant = tenantOf(request);
    const reset = db.list<PasswordReset>(tenant, 'password_resets').find((r) => r.token === params.token);
    if (!reset || reset.used || reset.expires_at < Date.now()) return coded(410, 'reset_link_expired', 'Password reset link expired');
    const { password = '', password_confirmation } = await jsonBody<{ password?: string; password_confirmation?: string }>(request);
    const errs: string[] = [];
    const problems = passwordProblems(password);
    if (problems.includes('tooShort')) errs.push('Password must be at least 8 characters');
    if (problems.includes('noSpecial')) errs.push('Password must contain a special character');
    if (password !== password_confirmation) errs.push('Password confirmation does not match');
    if (errs.length) return HttpResponse.json({ errors: errs, code: 'invalid' }, { status: 422 });
    const user = db.find<DemoUser>(tenant, 'users', reset.user_id);
    if (!user) return coded(410, 'reset_link_expired', 'Password reset link expired');
    // not db.commit: the hash must never travel over the realtime channel
    user.password_hash = await hashPassword(password, user.email);
    reset.used = true;
    tenant.collections.tokens = db.list<DemoToken>(tenant, 'tokens').filter((t) => t.user_id !== user.id);
    db.touch(tenant);
    return HttpResponse.json({ success: true });
  }),

  // ---- /organization_verify (on the app, lvh or 192 hosts): the organisation's ID → its name and address ----
  route('post', '/v1/organizations/verify', async ({ request }) => {
    const body = await jsonBody<{ sub_domain?: unknown }>(request);
    const problems = await ruleErrors(organizationVerifySchema(orgVerifyServerT), body);
    if (problems.length) return HttpResponse.json({ errors: problems }, { status: 422 });
    const sub = String(body.sub_domain).trim().toLowerCase();
    const org = db.tenant(sub)?.organization;
    if (!org) return coded(404, 'org_not_found', 'We could not find an organisation with this ID.');
    // SPEC §3: an Inactive organisation forces logout; nobody is sent to sign in there
    if (org.organization_status === 'Inactive') return coded(422, 'org_inactive', 'This organisation is inactive, contact your administrator');
    return HttpResponse.json({ name: org.name, sub_domain: org.sub_domain_name });
  }),

  // single sign-on (/v1/sso/*): features/sso/demo/sign-in.ts (the organisation's SSO configuration answers)

  // ---- demo mailbox ----
  route('get', '/demo/mails', () => HttpResponse.json({ mails: db.list<DemoMail>(platform(), 'mails') })),
  route('delete', '/demo/mails', () => {
    const p = platform();
    p.collections.mails = [];
    db.touch(p);
    return HttpResponse.json({ success: true });
  }),
];

/** Test helper: make every pending sign-up's code (and optionally its link) expire now. */
export function expirePendingSignups(what: 'otp' | 'activation'): void {
  for (const s of db.list<PendingSignup>(platform(), 'signups')) {
    if (what === 'otp') s.otp_expires_at = Date.now() - 1;
    else s.activation_expires_at = Date.now() - 1;
  }
}

/** Test helper: make every password reset link of a tenant expire now. */
export function expirePasswordResets(tenantKey: string): void {
  const tenant = db.tenant(tenantKey);
  if (tenant) for (const r of db.list<PasswordReset>(tenant, 'password_resets')) r.expires_at = Date.now() - 1;
}
