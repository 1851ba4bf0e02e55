import { sessionHandlers } from './session';
import { authHandlers } from './auth';
import { userHandlers } from './users';
import { observationHandlers } from './observations';
import { actionHandlers } from './actions';
import { cableHandlers } from '../cable';

/** All demo endpoints, in the order msw tries them. Modules append theirs. */
export const handlers = [...sessionHandlers, ...authHandlers, ...userHandlers, ...observationHandlers, ...actionHandlers, ...cableHandlers];
