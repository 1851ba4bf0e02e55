import { defineDemo } from '@/mocks/define-demo';
import { permitViewHandlers } from '@/mocks/handlers/permit-views';
import { permitFormHandlers } from '@/mocks/handlers/permit-form';
import { permitHandlers } from '@/mocks/handlers/permits';
import { seedPermits } from '@/mocks/db/seed/permits';

// /permits/form_data and /permits/map before /permits/:id
export const demo = defineDemo({ order: 220, handlers: [...permitViewHandlers, ...permitFormHandlers, ...permitHandlers], seed: { order: 140, run: seedPermits } });
