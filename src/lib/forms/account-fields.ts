import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/constants';
import { isOtp, isPersonName, isPhone, isSubDomain, isValidEmail, passwordProblems } from './account-rules';
import { quickEmailKind } from './business-email';

/**
 * Reusable yup rules for SPEC §5 "Account fields". Messages live in the `auth` namespace: a screen
 * that uses these rules must load it, e.g. `useTranslation(['myns', 'auth'])`, and pass its `t`.
 * Build schemas inside components/hooks (never at module top level), so the language is current.
 */
type T = TFunction;

export function emailField(t: T) {
  return yup
    .string()
    .trim()
    .required(t('auth:validation.emailRequired'))
    .test('email', t('auth:validation.emailInvalid'), (v) => !v || isValidEmail(v));
}

/**
 * A business email: a valid address whose domain is neither a free nor a disposable provider. The client knows the
 * common providers (`quickEmailKind`); the server refuses the rest with the full lists (422 on the same field).
 */
export function businessEmailField(t: T) {
  return emailField(t).test('business-email', (value, ctx) => {
    if (!value || !isValidEmail(value)) return true;
    const kind = quickEmailKind(value);
    if (kind === 'free') return ctx.createError({ message: t('auth:validation.emailFree') });
    if (kind === 'disposable') return ctx.createError({ message: t('auth:validation.emailDisposable') });
    return true;
  });
}

export function passwordField(t: T) {
  return yup
    .string()
    .required(t('auth:validation.passwordRequired'))
    .test('password-length', t('auth:validation.passwordTooShort', { count: PASSWORD_MIN_LENGTH }), (v) => !v || !passwordProblems(v).includes('tooShort'))
    .test('password-special', t('auth:validation.passwordNoSpecial'), (v) => !v || !passwordProblems(v).includes('noSpecial'));
}

export function passwordConfirmationField(t: T, passwordField = 'password') {
  return yup
    .string()
    .required(t('auth:validation.confirmationRequired'))
    .oneOf([yup.ref(passwordField)], t('auth:validation.confirmationMismatch'));
}

export function otpField(t: T) {
  return yup
    .string()
    .trim()
    .required(t('auth:validation.otpRequired'))
    .test('otp', t('auth:validation.otpInvalid', { count: OTP_LENGTH }), (v) => !v || isOtp(v));
}

export function phoneField(t: T) {
  return yup
    .string()
    .trim()
    .test('phone', t('auth:validation.phoneInvalid'), (v) => !v || isPhone(v));
}

/** Name fields: letters only (SPEC §5). */
export function personNameField(t: T) {
  return yup
    .string()
    .trim()
    .required(t('auth:validation.nameRequired'))
    .test('letters', t('auth:validation.nameLetters'), (v) => !v || isPersonName(v));
}

export function subDomainField(t: T) {
  return yup
    .string()
    .trim()
    .required(t('auth:validation.subDomainRequired'))
    .test('sub-domain', t('auth:validation.subDomainInvalid'), (v) => !v || isSubDomain(v));
}

export function requiredText(t: T, messageKey: string) {
  return yup.string().trim().required(t(messageKey));
}
