import { defineDemo } from '@/mocks/define-demo';
import { manpowerHandlers } from '@/mocks/handlers/manpower';
import { seedManpower } from '@/mocks/db/seed/manpower';

export const demo = defineDemo({ order: 80, handlers: manpowerHandlers, seed: { order: 50, run: seedManpower } });
