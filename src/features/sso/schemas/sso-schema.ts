import * as yup from 'yup';
import { GUID, UNIQUE_ORG_ID } from '../model';

type T = (key: string) => string;

/**
 * The SSO configuration (SPEC §3): client id and tenant id are GUIDs, the unique organisation id 3–40 lower-case
 * letters, digits and hyphens. Enabling needs all three. The demo backend validates the body with the same schema
 * (`ssoServerT`); only the server knows whether the organisation id is free and whether the plan allows SSO.
 */
export function ssoSchema(t: T) {
  const guid = (message: string) =>
    yup
      .string()
      .trim()
      .test('guid', message, (v) => !v || GUID.test(v));
  return yup.object({
    enabled: yup.boolean().required(),
    client_id: guid(t('validation.clientIdInvalid')).when('enabled', ([enabled], s) => (enabled === true ? s.required(t('validation.clientIdRequired')) : s)),
    tenant_id: guid(t('validation.tenantIdInvalid')).when('enabled', ([enabled], s) => (enabled === true ? s.required(t('validation.tenantIdRequired')) : s)),
    unique_org_id: yup
      .string()
      .trim()
      .required(t('validation.orgIdRequired'))
      .test('org-id', t('validation.orgIdInvalid'), (v) => !v || UNIQUE_ORG_ID.test(v)),
  });
}
