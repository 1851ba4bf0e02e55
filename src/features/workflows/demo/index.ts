import { defineDemo } from '@/mocks/define-demo';
import { workflowHandlers } from '@/mocks/handlers/workflows';
import { seedWorkflows } from '@/mocks/db/seed/workflows';

export const demo = defineDemo({ order: 100, handlers: workflowHandlers, seed: { order: 60, run: seedWorkflows } });
