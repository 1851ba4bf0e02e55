import { defineDemo } from '@/mocks/define-demo';
import { siteHandlers } from '@/mocks/handlers/sites';

// the tenants' sites themselves are core seed data (mocks/db/seed: every module's records need them)
export const demo = defineDemo({ order: 60, handlers: siteHandlers });
