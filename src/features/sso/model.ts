/**
 * Single sign-on set-up (SPEC §3 "Other entities": client id, tenant id, enable flag, unique organisation id; §6 only
 * an admin configures SSO; §1 / §9 an enterprise feature). The identity provider is an Entra ID (Azure AD) style
 * directory: its application (client) id and directory (tenant) id are GUIDs (RFC 4122 text form).
 */

import type { components } from '@/lib/api/generated/openapi';

/** the organisation's single sign-on (`SsoConfig` of api/openapi.yaml): `unique_org_id` is what users type at /login/sso */
export type SsoConfig = components['schemas']['SsoConfig'];

/** PUT /sso_configs (`SsoConfigInput`) */
export type SsoConfigInput = components['schemas']['SsoConfigInput'];

/** RFC 4122 text form: 8-4-4-4-12 hexadecimal digits. */
export const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The unique organisation id: 3–40 lower-case letters, digits and inner hyphens (it is typed at sign-in). */
export const UNIQUE_ORG_ID = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

export const normaliseOrgId = (value: string) => value.trim().toLowerCase();

/** SPEC §1 / §9: single sign-on is part of the enterprise plan. */
export const ssoAllowed = (plan: string | null | undefined) => plan === 'enterprise';

export const EMPTY_SSO_CONFIG: SsoConfigInput = { client_id: '', tenant_id: '', enabled: false, unique_org_id: '' };

/** SPEC §6: single sign-on users whose email is not in the user master join with this role (no permissions). */
export const GUEST_ROLE = 'Guest';

/** What /login/sso answers for a unique organisation id (only an enabled configuration answers). */
export type SsoOrganization = components['schemas']['SsoOrganization'];

/** The demo identity provider's name (the provider's display name on /login/sso). */
export const DEMO_PROVIDER = 'Demo identity provider';
