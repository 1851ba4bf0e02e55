import { sessionHandlers } from './session';
import { authHandlers } from './auth';
import { cableHandlers } from '../cable';
import { moduleHandlers } from '../modules';

/**
 * All demo endpoints, in the order msw tries them: the session and sign-in first, then every feature's demo handlers
 * (`features/<m>/demo/index.ts`, in their declared order; collected by `mocks/modules.ts`), the cable last. Folders
 * here hold the handlers of the modules built before manifests; what several modules share (plan limits,
 * attachments, lookups, the actions service) lives in `mocks/services/`.
 */
export const handlers = [...sessionHandlers, ...authHandlers, ...moduleHandlers(), ...cableHandlers];
