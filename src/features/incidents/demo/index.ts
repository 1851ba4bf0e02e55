import { defineDemo } from '@/mocks/define-demo';
import { incidentHandlers } from '@/mocks/handlers/incidents';
import { rootCauseHandlers } from '@/mocks/handlers/incidents/root-causes';
import { lessonHandlers } from '@/mocks/handlers/incidents/lessons';
import { seedIncidents } from '@/mocks/db/seed/incidents';

export const demo = defineDemo({ order: 40, handlers: [...incidentHandlers, ...rootCauseHandlers, ...lessonHandlers], seed: { order: 30, run: seedIncidents } });
