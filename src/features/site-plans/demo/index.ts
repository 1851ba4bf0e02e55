import { defineDemo } from '@/mocks/define-demo';
import { sitePlanHandlers } from '@/mocks/handlers/site-plans';
import { seedSitePlans } from '@/mocks/db/seed/site-plans';

export const demo = defineDemo({ order: 70, handlers: sitePlanHandlers, seed: { order: 80, run: seedSitePlans } });
