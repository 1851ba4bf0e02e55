import { sessionHandlers } from './session';
import { authHandlers } from './auth';
import { userHandlers } from './users';
import { observationHandlers } from './observations';
import { actionHandlers } from './actions';
import { incidentHandlers } from './incidents';
import { rootCauseHandlers } from './root-causes';
import { lessonHandlers } from './lessons';
import { cableHandlers } from '../cable';

/** All demo endpoints, in the order msw tries them. Modules append theirs. */
export const handlers = [...sessionHandlers, ...authHandlers, ...userHandlers, ...observationHandlers, ...actionHandlers, ...incidentHandlers, ...rootCauseHandlers, ...lessonHandlers, ...cableHandlers];
