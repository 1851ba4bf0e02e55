import { OTP_LENGTH, PASSWORD_MIN_LENGTH } from '@/config/constants';

/**
 * SPEC §5 "Account fields" as plain predicates, shared by the client (yup, account-fields.ts)
 * and the demo backend (422), so both sides enforce exactly the same rules.
 */

/** A pragmatic address check: one @, a dotted domain, no spaces (HTML's own rule, tightened to need a dot). */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Any character that is neither a letter, a digit nor white space counts as special. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;
/** Letters only; single spaces, apostrophes, hyphens and dots may join the parts of a name. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’.-]\p{L}[\p{L}\p{M}]*)*\.?$/u;
/** Lowercase letters, digits and hyphens; starts with a letter, never ends with a hyphen; 3–30 long. */
const SUB_DOMAIN = /^[a-z][a-z0-9-]{1,28}[a-z0-9]$/;
/** Digits with optional leading +, spaces, dots, dashes and brackets; 7–15 digits in all (E.164). */
const PHONE = /^\+?[0-9 ().-]+$/;

/** Sub-domains the platform keeps for itself (never a tenant). */
export const RESERVED_SUB_DOMAINS = new Set(['www', 'app', 'api', 'admin', 'mail', 'public', 'lvh', 'static', 'cable', 'localhost']);

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= 254 && EMAIL.test(value);
}

export type PasswordProblem = 'tooShort' | 'noSpecial';

/** What is wrong with a password (empty list = acceptable). */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) problems.push('tooShort');
  if (!SPECIAL.test(password)) problems.push('noSpecial');
  return problems;
}

export function isOtp(code: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
}

export function isPersonName(name: string): boolean {
  return PERSON_NAME.test(name.trim());
}

export function isSubDomain(value: string): boolean {
  return SUB_DOMAIN.test(value) && !value.includes('--') && !RESERVED_SUB_DOMAINS.has(value);
}

export function isPhone(value: string): boolean {
  if (!PHONE.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}
