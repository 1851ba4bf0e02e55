import { sessionHandlers } from './session';
import { authHandlers } from './auth';
import { userHandlers } from './users';
import { observationHandlers } from './observations';
import { actionHandlers } from './actions';
import { incidentHandlers } from './incidents';
import { rootCauseHandlers } from './incidents/root-causes';
import { lessonHandlers } from './incidents/lessons';
import { categoryHandlers } from './categories';
import { siteHandlers } from './sites';
import { sitePlanHandlers } from './site-plans';
import { manpowerHandlers } from './manpower';
import { workerProfileHandlers } from './worker-profile';
import { workflowHandlers } from './workflows';
import { permitTemplateHandlers } from './permit-templates';
import { roleHandlers } from './roles';
import { onboardingHandlers } from './onboarding';
import { activityLogHandlers } from './activity-log';
import { dashboardHandlers } from './dashboard';
import { hiraHandlers } from './hira';
import { auditHandlers } from './audits';
import { safetyCalendarHandlers } from './safety-calendar';
import { statisticsHandlers } from './statistics';
import { oshaLogHandlers } from './osha-logs';
import { reportHandlers } from './reports';
import { permitViewHandlers } from './permit-views';
import { permitHandlers } from './permits';
import { permitFormHandlers } from './permit-form';
import { cableHandlers } from '../cable';

/**
 * All demo endpoints, in the order msw tries them. Each module has its folder here (`handlers/<m>/`); what several
 * modules share (plan limits, attachments, lookups, the actions service) lives in `mocks/services/`.
 */
export const handlers = [...sessionHandlers, ...authHandlers, ...userHandlers, ...observationHandlers, ...actionHandlers, ...incidentHandlers, ...rootCauseHandlers, ...lessonHandlers, ...categoryHandlers, ...siteHandlers, ...sitePlanHandlers, ...manpowerHandlers, ...workerProfileHandlers, ...workflowHandlers, ...permitTemplateHandlers, ...roleHandlers, ...onboardingHandlers, ...activityLogHandlers, ...dashboardHandlers, ...hiraHandlers, ...auditHandlers, ...safetyCalendarHandlers, ...oshaLogHandlers, ...reportHandlers, ...permitViewHandlers, ...permitFormHandlers, ...statisticsHandlers, ...permitHandlers, ...cableHandlers];
