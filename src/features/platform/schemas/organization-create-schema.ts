import * as yup from 'yup';
import { isSubDomain, isValidEmail, RESERVED_SUB_DOMAINS } from '@/lib/forms/account-rules';
import { PLANS, PLATFORM_MODULES } from '../model';
import { ORGANIZATION_NAME_MAX } from './organization-schema';

type T = (key: string) => string;

/**
 * A new organisation from the console (SPEC §3 "Organization", §7 POST /organizations): name, sub-domain, plan,
 * modules and its first administrator. The sub-domain follows the sign-up rule (lib/forms/account-rules: lower-case
 * letters, digits and hyphens, 3–30 long, starting with a letter, no "--", not ending in "-") and is not one the
 * platform keeps (RESERVED_SUB_DOMAINS). The demo backend runs it with `organizationServerT` and adds what only it
 * knows: the sub-domain is not taken.
 */
export function organizationCreateSchema(t: T) {
  return yup.object({
    name: yup.string().trim().required(t('validation.nameRequired')).max(ORGANIZATION_NAME_MAX, t('validation.nameTooLong')),
    sub_domain_name: yup
      .string()
      .trim()
      .lowercase()
      .required(t('validation.subDomainRequired'))
      .test('format', t('validation.subDomainInvalid'), (v) => !v || isSubDomain(v) || RESERVED_SUB_DOMAINS.has(v))
      .test('reserved', t('validation.subDomainReserved'), (v) => !v || !RESERVED_SUB_DOMAINS.has(v)),
    plan: yup.string().required(t('validation.planInvalid')).oneOf([...PLANS], t('validation.planInvalid')),
    modules: yup
      .array(yup.string().required(t('validation.modulesInvalid')).oneOf([...PLATFORM_MODULES], t('validation.modulesInvalid')))
      .default([])
      .test('unique', t('validation.modulesInvalid'), (v) => !v || new Set(v).size === v.length),
    admin_name: yup.string().trim().required(t('validation.adminNameRequired')).max(ORGANIZATION_NAME_MAX, t('validation.adminNameTooLong')),
    admin_email: yup
      .string()
      .trim()
      .required(t('validation.adminEmailRequired'))
      .test('email', t('validation.adminEmailInvalid'), (v) => !v || isValidEmail(v)),
  });
}
