import { defineDemo } from '@/mocks/define-demo';
import { dashboardHandlers } from '@/mocks/handlers/dashboard';

export const demo = defineDemo({ order: 150, handlers: dashboardHandlers });
