import { defineDemo } from '@/mocks/define-demo';
import { observationHandlers } from '@/mocks/handlers/observations';
import { seedObservations } from '@/mocks/db/seed/observations';

export const demo = defineDemo({ order: 20, handlers: observationHandlers, seed: { order: 10, run: seedObservations } });
