import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/** The demo backend's English message per rule key of sso-schema.ts (the form shows the `sso` namespace's text). */
export const SSO_SERVER_MESSAGES: Record<string, string> = {
  'validation.clientIdInvalid': 'Client id must be a GUID',
  'validation.clientIdRequired': 'Client id is required to enable single sign-on',
  'validation.tenantIdInvalid': 'Tenant id must be a GUID',
  'validation.tenantIdRequired': 'Tenant id is required to enable single sign-on',
  'validation.orgIdRequired': 'Unique organisation id is required',
  'validation.orgIdInvalid': 'Unique organisation id may use lower-case letters, digits and hyphens (3 to 40)',
  'validation.orgIdTaken': 'Unique organisation id has already been taken',
  'validation.enterpriseOnly': 'Single sign-on is an enterprise feature',
};

export const SSO_RULE_FIELDS: Record<string, string> = {
  'validation.clientIdInvalid': 'client_id',
  'validation.clientIdRequired': 'client_id',
  'validation.tenantIdInvalid': 'tenant_id',
  'validation.tenantIdRequired': 'tenant_id',
  'validation.orgIdRequired': 'unique_org_id',
  'validation.orgIdInvalid': 'unique_org_id',
  'validation.orgIdTaken': 'unique_org_id',
};

export const ssoServerT = serverMessages(SSO_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: SSO_SERVER_MESSAGES, fields: SSO_RULE_FIELDS });

/** A refusal's messages → `{ field: translated }` and the rest (translated when known). */
export const ssoFieldErrors = REFUSAL.fieldErrors;
