import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { otpField } from '@/lib/forms/account-fields';

/**
 * /start/verify-account (SPEC §1): the 6-digit code mailed at sign-up. Loaded by the page at its first check (yup is
 * not in its JS to interactive, issue 30); the demo backend checks the code's format too (422 `otp_format`).
 */
export function verifyAccountSchema(t: TFunction) {
  return yup.object({ otp: otpField(t) });
}
