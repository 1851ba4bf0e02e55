import { defineDemo } from '@/mocks/define-demo';
import { oshaLogHandlers } from '@/mocks/handlers/osha-logs';

export const demo = defineDemo({ order: 190, handlers: oshaLogHandlers });
