/** What the app may use of the access feature besides its routes.ts: the external redirects' routes, which the
 * prerendered pages' public shell (src/app/public) carries alone (issue 30). */
export { externalRedirectRoutes } from './external-routes';
