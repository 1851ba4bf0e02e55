import { defineDemo } from '@/mocks/define-demo';
import { billingHandlers } from './handlers';
import { seedBilling } from './seed';

// seeded last: its ids come after every other module's
export const demo = defineDemo({ order: 40, handlers: billingHandlers, seed: { order: 1000, run: seedBilling, version: 1 } });
