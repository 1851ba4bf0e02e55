import { defineDemo } from '@/mocks/define-demo';
import { reportHandlers } from '@/mocks/handlers/reports';

export const demo = defineDemo({ order: 200, handlers: reportHandlers });
