import { defineDemo } from '@/mocks/define-demo';
import { activityLogHandlers } from '@/mocks/handlers/activity-log';

export const demo = defineDemo({ order: 140, handlers: activityLogHandlers });
