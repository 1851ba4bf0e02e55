import { HEADERS } from '@/config/constants';
import type { QueryOf } from '@/lib/api/contract';
import { currentTenant } from '@/config/tenant';
import { plainClient, securedClient } from '@/lib/api/clients';
import { errorBody } from '@/lib/api/error-message';
import type { AuthorizeResponse } from '@/lib/session/types';
import type { components } from '@/lib/api/generated/openapi';
import { encodeCredentials } from './sign-in';

/** Calls of the account flows (sign-up, one-time links, password reset, SSO, sign-out). */

type Schemas = components['schemas'];

/** POST /v1/signups (`SignupInput` of api/openapi.yaml) */
export type SignupValues = Schemas['SignupInput'];
/** its answer: the pending sign-up (`SignupPending`) */
export type PendingSignup = Schemas['SignupPending'];
/** the verified or activated sign-up (`SignupCompleted`): the new host and its one-time sign-in token */
export type CompletedSignup = Schemas['SignupCompleted'];

export type SessionAnswer = AuthorizeResponse & { domain: string | null };

export async function signUp(values: SignupValues): Promise<PendingSignup> {
  const { data } = await plainClient.post<PendingSignup>('/v1/signups', { ...values, email: values.email.trim(), sub_domain: values.sub_domain.trim() } satisfies SignupValues);
  return data;
}

export async function getSignup(token: string): Promise<Schemas['SignupCode']> {
  const { data } = await plainClient.get<Schemas['SignupCode']>(`/v1/signups/${encodeURIComponent(token)}`);
  return data;
}

export async function verifySignup(token: string, otp: string): Promise<CompletedSignup> {
  const { data } = await plainClient.post<CompletedSignup>('/v1/signups/verify', { signup_token: token, otp: otp.trim() } satisfies Schemas['SignupVerifyInput']);
  return data;
}

export async function resendSignupCode(token: string): Promise<Schemas['SignupCode']> {
  const { data } = await plainClient.post<Schemas['SignupCode']>('/v1/signups/resend', { signup_token: token } satisfies Schemas['SignupTokenInput']);
  return data;
}

export async function activateSignup(token: string): Promise<CompletedSignup> {
  const { data } = await plainClient.post<CompletedSignup>('/v1/signups/activate', { token } satisfies Schemas['SignupActivateInput']);
  return data;
}

export async function redeemSignInLink(token: string): Promise<SessionAnswer> {
  const { data } = await plainClient.post<AuthorizeResponse>('/v1/one_time_sign_in', { token } satisfies Schemas['OneTimeSignInInput']);
  return { ...data, domain: currentTenant() };
}

export async function requestPasswordReset(email: string): Promise<void> {
  await plainClient.post<Schemas['Success']>('/v1/password_resets', { email: email.trim() } satisfies Schemas['PasswordResetRequest']);
}

export async function checkPasswordResetToken(token: string): Promise<Schemas['PasswordResetLink']> {
  const { data } = await plainClient.get<Schemas['PasswordResetLink']>(`/v1/password_resets/${encodeURIComponent(token)}`);
  return data;
}

export async function setNewPassword(token: string, password: string, password_confirmation: string): Promise<void> {
  await plainClient.patch<Schemas['Success']>(`/v1/password_resets/${encodeURIComponent(token)}`, { password, password_confirmation } satisfies Schemas['PasswordResetInput']);
}

export async function findSsoOrganization(id: string): Promise<Schemas['SsoOrganization']> {
  const { data } = await plainClient.get<Schemas['SsoOrganization']>(`/v1/sso/organizations/${encodeURIComponent(id.trim().toLowerCase())}`);
  return data;
}

/** /organization_verify: the organisation with this ID (its sub-domain), or an error answer. */
export async function verifyOrganization(subDomain: string): Promise<components['schemas']['OrganizationVerified']> {
  const body: components['schemas']['OrganizationVerifyInput'] = { sub_domain: subDomain.trim().toLowerCase() };
  const { data } = await plainClient.post<components['schemas']['OrganizationVerified']>('/v1/organizations/verify', body);
  return data;
}

/**
 * The address of an organisation seen from a verification host (SPEC §2: app, lvh or 192): `app.example.com` →
 * `acme.example.com`, `lvh.me` → `acme.lvh.me`; an IP address has no sub-domains (null).
 */
export function organizationOrigin(subDomain: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string | null {
  const labels = location.hostname.toLowerCase().split('.');
  const port = location.port ? `:${location.port}` : '';
  if (labels[0] === 'app') return `${location.protocol}//${[subDomain, ...labels.slice(1)].join('.')}${port}`;
  if (labels[0] === 'lvh') return `${location.protocol}//${subDomain}.${location.hostname}${port}`;
  return null;
}

/** /setup-sso: this host's organisation's single sign-on values (signed out; the tenant from the API key). */
export type SsoSetup = components['schemas']['SsoSetup'];

export async function fetchSsoSetup(): Promise<SsoSetup> {
  const { data } = await plainClient.get<SsoSetup>('/v1/sso/setup');
  return data;
}

export async function ssoAuthorize(organizationId: string, email: string, password: string): Promise<SessionAnswer> {
  const { data } = await plainClient.get<AuthorizeResponse>('/v1/sso/authorize', {
    params: { organization_id: organizationId } satisfies QueryOf<'/v1/sso/authorize', 'get'>,
    headers: { [HEADERS.credentials]: encodeCredentials({ email: email.trim(), password }) },
  });
  return { ...data, domain: currentTenant() };
}

/**
 * SPEC §7: DELETE /v1/user_token and DELETE /v2/user_logout. A failure does not keep anyone signed in. True when
 * the server revoked the session (either call got through); false tells the caller to queue the revocation.
 */
export async function signOutCalls(refreshToken: string | null): Promise<boolean> {
  // the refresh token goes along so the server revokes it too, even when the access token has expired
  const headers = refreshToken ? { [HEADERS.refreshToken]: refreshToken } : {};
  const results = await Promise.allSettled([securedClient.delete<Schemas['Success']>('/v1/user_token', { headers }), securedClient.delete<Schemas['Success']>('/v2/user_logout', { headers })]);
  return results.some((r) => r.status === 'fulfilled');
}

/** The `code` of an error answer of the account endpoints, if any. */
export function errorCode(error: unknown): string | null {
  const code = (errorBody(error) as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : null;
}

export { tenantOrigin } from './tenant-origin';
