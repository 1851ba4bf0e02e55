import * as yup from 'yup';
import { isSubDomain } from '@/lib/forms/account-rules';

type T = (key: string) => string;

/**
 * /organization_verify: the organisation's ID is its sub-domain (SPEC §3 Organization `sub_domain_name`; the sign-up's
 * rule: 3–30 lower-case letters, digits or hyphens, starting with a letter). The page validates with it and the demo
 * backend validates the request with the same schema (422 Rails-style, `ORG_VERIFY_SERVER_MESSAGES`).
 */
export function organizationVerifySchema(t: T) {
  return yup.object({
    sub_domain: yup
      .string()
      .trim()
      .lowercase()
      .required(t('validation.orgIdRequired'))
      .test('sub-domain', t('validation.subDomainInvalid'), (v) => !v || isSubDomain(v)),
  });
}

/** The demo backend's English message per rule key. */
export const ORG_VERIFY_SERVER_MESSAGES: Record<string, string> = {
  'validation.orgIdRequired': 'Organisation ID is required',
  'validation.subDomainInvalid': 'Organisation ID may contain lowercase letters, digits and hyphens (3–30 characters)',
};

export const orgVerifyServerT: T = (key) => ORG_VERIFY_SERVER_MESSAGES[key] ?? key;
