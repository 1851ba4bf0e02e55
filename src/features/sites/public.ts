/**
 * What other features use of the sites feature: the onboarding wizard's sites and divisions steps reuse the site
 * form (with the create call and the 422 → field mapping) and the divisions tree editor.
 */
export { SiteForm } from './components/site-form';
export { DivisionTreeEditor } from './components/division-tree-editor';
export { useCreateSiteMutation, useGetDivisionTreeQuery, useGetSiteFormDataQuery } from './api/sites-api';
export { siteFieldErrors } from './schemas/rule-messages';
export type { SiteInput } from './model';
