import { defineDemo } from '@/mocks/define-demo';
import { actionHandlers } from '@/mocks/handlers/actions';
import { seedActions } from '@/mocks/db/seed/actions';

export const demo = defineDemo({ order: 30, handlers: actionHandlers, seed: { order: 20, run: seedActions } });
