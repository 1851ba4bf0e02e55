import type { TFunction } from 'i18next';
import { extractErrorMessage } from '@/lib/api/error-message';
import { errorCode } from '../api/account';

/** Server answer codes of the account endpoints → translated messages (auth namespace). */
const CODES: Record<string, string> = {
  email_not_found: 'auth:login.errors.emailNotFound',
  account_not_found: 'auth:reset.errors.accountNotFound',
  wrong_password: 'auth:login.errors.wrongPassword',
  not_registered: 'auth:login.errors.notRegistered',
  account_inactive: 'auth:login.errors.accountInactive',
  account_locked: 'auth:login.errors.accountLocked',
  email_free: 'auth:validation.emailFree',
  email_disposable: 'auth:validation.emailDisposable',
  email_taken: 'auth:signup.errors.emailTaken',
  sub_domain_taken: 'auth:signup.errors.subDomainTaken',
  otp_invalid: 'auth:verify.errors.otpInvalid',
  otp_expired: 'auth:verify.errors.otpExpired',
  otp_locked: 'auth:verify.errors.otpLocked',
  otp_format: 'auth:validation.otpInvalid',
  signup_expired: 'auth:verify.errors.signupExpired',
  activation_expired: 'auth:activation.expired',
  link_expired: 'auth:bypass.expired',
  reset_link_expired: 'auth:reset.errors.linkExpired',
  sso_org_not_found: 'auth:sso.errors.orgNotFound',
  org_not_found: 'auth:sso.errors.orgNotFound',
  org_inactive: 'auth:orgVerify.errors.inactive',
};

/** A translated message for a failed account call; unknown answers fall back to the server's text (SPEC §8). */
export function accountErrorText(t: TFunction, error: unknown): string {
  const code = errorCode(error);
  if (code && CODES[code]) return t(CODES[code], { count: 6 });
  return extractErrorMessage(error) ?? t('common:errors.generic');
}
