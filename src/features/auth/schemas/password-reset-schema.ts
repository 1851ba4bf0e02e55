import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { emailField, passwordConfirmationField, passwordField } from '@/lib/forms/account-fields';

/**
 * /password-reset (SPEC §2, §5 "Account fields"): the request asks for an e-mail; the new password follows the
 * password rules and its confirmation. Loaded by the page at its first check (yup is not in its JS to interactive,
 * issue 30); the demo backend checks the same fields.
 */
export function resetRequestSchema(t: TFunction) {
  return yup.object({ email: emailField(t) });
}

export function newPasswordSchema(t: TFunction) {
  return yup.object({ password: passwordField(t), password_confirmation: passwordConfirmationField(t) });
}
