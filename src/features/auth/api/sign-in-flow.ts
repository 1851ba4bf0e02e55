/** What the login page loads when the user submits (one lazy chunk: the API clients, axios, session start). */
export { authorize, checkEmail } from './sign-in';
export { noticeIfNoPermissions } from '../components/signed-in-notice';
