import * as yup from 'yup';
import { PLANS, PLATFORM_MODULES, SUBSCRIPTION_TYPES } from '../model';

type T = (key: string) => string;

export const ORGANIZATION_NAME_MAX = 100;

/**
 * SPEC §3 "Organization" (name, enterprise flag, subscription type, modules, plan, locked flag) as the master super
 * admin edits it (SPEC §7 PATCH /organizations/{id}). Messages are keys of the `platform` namespace; the demo backend
 * runs this schema with `organizationServerT` (rule-messages.ts).
 */
export function organizationSchema(t: T) {
  return yup.object({
    name: yup.string().trim().required(t('validation.nameRequired')).max(ORGANIZATION_NAME_MAX, t('validation.nameTooLong')),
    plan: yup.string().required(t('validation.planInvalid')).oneOf([...PLANS], t('validation.planInvalid')),
    subscription_type: yup.string().required(t('validation.subscriptionInvalid')).oneOf([...SUBSCRIPTION_TYPES], t('validation.subscriptionInvalid')),
    modules: yup
      .array(yup.string().required(t('validation.modulesInvalid')).oneOf([...PLATFORM_MODULES], t('validation.modulesInvalid')))
      .default([])
      .test('unique', t('validation.modulesInvalid'), (v) => !v || new Set(v).size === v.length),
    is_enterprise: yup.boolean().default(false),
    is_locked: yup.boolean().default(false),
  });
}
