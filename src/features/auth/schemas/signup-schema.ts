import * as yup from 'yup';
import type { TFunction } from 'i18next';
import { businessEmailField, passwordConfirmationField, passwordField, personNameField, requiredText, subDomainField } from '@/lib/forms/account-fields';

/**
 * /start, the sign-up (SPEC §1, §5 "Account fields"): letters-only name, a business e-mail (the common free and
 * disposable providers here, the server checks the full lists), company, sub-domain, password rules and their
 * confirmation. Loaded by the page at its first check (yup and the rules are not in its JS to interactive, issue 30).
 */
export function signupSchema(t: TFunction) {
  return yup.object({
    full_name: personNameField(t),
    email: businessEmailField(t),
    company_name: requiredText(t, 'auth:validation.companyRequired'),
    sub_domain: subDomainField(t),
    password: passwordField(t),
    password_confirmation: passwordConfirmationField(t),
  });
}
