import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { emailField } from '@/lib/forms/account-fields';

/**
 * /login/sso and /sso (SPEC §2 single sign-on): the organisation's unique ID, then the identity provider's e-mail and
 * password. Loaded by the page at its first check (yup is not in its JS to interactive, issue 30); the demo backend
 * answers an unknown ID or wrong credentials with its 422.
 */
export function ssoOrganizationSchema(t: TFunction) {
  return yup.object({ organization_id: yup.string().trim().required(t('validation.orgIdRequired')) });
}

export function ssoCredentialsSchema(t: TFunction) {
  return yup.object({ email: emailField(t), password: yup.string().required(t('validation.passwordRequired')) });
}
