import { browser } from '@/lib/browser';
import type { CompletedSignup } from '../api/account';
import { tenantOrigin } from '../api/tenant-origin';

/**
 * Tenants are per host: the new organisation's session must be created on its own host. The browser
 * goes there with the one-time sign-in link; /by_pass_client_admin redeems it and opens /onboarding.
 */
export function goToNewOrganization(done: CompletedSignup): void {
  browser.assign(`${tenantOrigin(done.sub_domain)}/by_pass_client_admin?token=${encodeURIComponent(done.sign_in_token)}`);
}
