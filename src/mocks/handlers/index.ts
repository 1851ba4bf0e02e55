import { sessionHandlers } from './session';
import { userHandlers } from './users';

/** All demo endpoints, in the order msw tries them. Modules append theirs. */
export const handlers = [...sessionHandlers, ...userHandlers];
