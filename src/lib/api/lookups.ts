/**
 * The option types of the lookups every module's form data carries (SPEC §7: obs_data, incident_data,
 * actions/form_data, …): one set, so a site or user picker serves every module.
 */
import type { components } from './generated/openapi';

/** the sites (with their areas) and users a module's form data lists (`FormLookups` of api/openapi.yaml) */
export type FormLookups = components['schemas']['FormLookups'];

export type SiteOption = FormLookups['sites'][number];

export type AreaOption = SiteOption['areas'][number];

export type UserOption = FormLookups['users'][number];
