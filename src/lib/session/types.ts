import type { RawRuleOf } from '@casl/ability';
import type { AppAbility } from '@/lib/ability/ability';
import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

export type UserStatus = Schemas['CurrentUser']['status'];

/** SPEC §1: an enterprise organisation's customised look (set by its admin, features/branding): `OrganizationBranding` of api/openapi.yaml */
export type OrganizationBranding = Schemas['OrganizationBranding'];

/** SPEC §3 "Organization" (`Organization`) */
export type Organization = Schemas['Organization'];

/** SPEC §3 the signed-in user with the organisation (`CurrentUser`) */
export type CurrentUser = Schemas['CurrentUser'];

/** the organisation's storage, GET /tenants/memory (`TenantMemory`) */
export type TenantMemory = Schemas['TenantMemory'];

/** A permission rule as the server sends it: a subject and its actions (SPEC §3, `ServerRule`). */
export type ServerRule = Schemas['ServerRule'];

export type AbilityRule = RawRuleOf<AppAbility>;

/** SPEC §3 "Session state". */
export interface SessionState {
  accessToken: string | null;
  csrfToken: string | null;
  refreshToken: string | null;
  domain: string | null;
  rules: ServerRule[];
  authenticated: boolean;
  ssoError: boolean;
  previousPath: string | null;
  user: CurrentUser | null;
  profileLoadedAt: number | null;
}

/** a new session: sign-in, a one-time link, single sign-on (`SessionAnswer`) */
export type AuthorizeResponse = Schemas['SessionAnswer'];

/** GET /users/user_profile and /v2/users/user_profile (`UserProfile`): the user and the rules */
export type UserProfile = Schemas['UserProfile'];

/** POST /v1/refresh_token answers a new set (`SessionTokens`) */
export type SessionTokens = Schemas['SessionTokens'];
