import { sessionHandlers } from './session';

/** All demo endpoints, in the order msw tries them. Modules append theirs. */
export const handlers = [...sessionHandlers];
