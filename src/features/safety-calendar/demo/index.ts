import { defineDemo } from '@/mocks/define-demo';
import { safetyCalendarHandlers } from '@/mocks/handlers/safety-calendar';
import { seedSafetyCalendar } from '@/mocks/db/seed/safety-calendar';

export const demo = defineDemo({ order: 180, handlers: safetyCalendarHandlers, seed: { order: 130, run: seedSafetyCalendar } });
