import { defineDemo } from '@/mocks/define-demo';
import { auditHandlers } from '@/mocks/handlers/audits';
import { seedAudits } from '@/mocks/db/seed/audits';

export const demo = defineDemo({ order: 170, handlers: auditHandlers, seed: { order: 120, run: seedAudits } });
