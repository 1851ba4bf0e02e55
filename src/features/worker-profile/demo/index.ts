import { defineDemo } from '@/mocks/define-demo';
import { workerProfileHandlers } from '@/mocks/handlers/worker-profile';

export const demo = defineDemo({ order: 90, handlers: workerProfileHandlers });
