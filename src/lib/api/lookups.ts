/**
 * The option types of the lookups every module's form data carries (SPEC §7: obs_data, incident_data,
 * actions/form_data, …): one set, so a site or user picker serves every module.
 */
export interface AreaOption {
  id: number;
  name: string;
}

export interface SiteOption {
  id: number;
  name: string;
  areas: AreaOption[];
}

export interface UserOption {
  id: number;
  full_name: string;
}

/** the sites (with their areas) and users a module's form data lists */
export interface FormLookups {
  sites: SiteOption[];
  users: UserOption[];
}
