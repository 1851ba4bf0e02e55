/** What other parts of the app may use from the auth feature. */
export { authorize } from './api/sign-in';
export { startSession } from './api/session-actions';
