import { defineDemo } from '@/mocks/define-demo';
import { permitTemplateHandlers } from '@/mocks/handlers/permit-templates';
import { seedPermitTemplates } from '@/mocks/db/seed/permit-templates';

export const demo = defineDemo({ order: 110, handlers: permitTemplateHandlers, seed: { order: 100, run: seedPermitTemplates } });
