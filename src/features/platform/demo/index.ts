import { defineDemo } from '@/mocks/define-demo';
import { organizationHandlers, seedOrganizationCreated } from './organizations';

/** The platform console's demo backend (issue 29): organisations across tenants, master super admin only. */
export const demo = defineDemo({ order: 5, handlers: [...organizationHandlers], seed: { order: 990, run: seedOrganizationCreated, version: 1 } });
