import { defineDemo } from '@/mocks/define-demo';
import { statisticsHandlers } from '@/mocks/handlers/statistics';

export const demo = defineDemo({ order: 210, handlers: statisticsHandlers });
