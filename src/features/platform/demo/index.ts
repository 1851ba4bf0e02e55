import { defineDemo } from '@/mocks/define-demo';
import { organizationHandlers, seedOrganizationCreated } from './organizations';
import { extendRequestHandlers, seedExtendRequests } from './extend-requests';
import { domainHandlers, seedDomainRules } from './domains';
import { apiSettingsHandlers } from './api-settings';
import { cloneHandlers } from './clone';
import { codeReleaseHandlers, seedCodeReleases } from './code-releases';
import { paymentSettingsHandlers, seedPaymentSettings } from './payment-settings';
import type { SeedContext } from '@/mocks/db/seed';
import { seedPlatformAccount } from './platform-account';

/** The platform console's demo backend (issue 29): organisations across tenants and trial extensions, master only. */
export const demo = defineDemo({
  order: 5,
  handlers: [...organizationHandlers, ...extendRequestHandlers, ...domainHandlers, ...paymentSettingsHandlers, ...apiSettingsHandlers, ...cloneHandlers, ...codeReleaseHandlers],
  seed: {
    order: 990,
    run: (ctx: SeedContext) => {
      seedOrganizationCreated(ctx);
      seedExtendRequests(ctx);
      seedDomainRules(ctx);
      seedPaymentSettings(ctx);
      seedCodeReleases(ctx);
      seedPlatformAccount(ctx);
    },
    version: 6,
  },
});
