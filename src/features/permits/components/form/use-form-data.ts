import { baseApi } from '@/lib/api/base-api';
import type { PermitType } from '@/features/site-plans/public';
import type { WorkerProfileSetting } from '@/features/worker-profile/public';
import type { PermitSiteOption } from './location-fields';

/** a published, active template a permit may be made from (pinned to its latest version) */
export interface PermitTemplateOption {
  id: number;
  name: string;
  description: string;
  prefix_id: string;
  low_risk: boolean;
  permit_type: PermitType | null;
  default_hours: number;
  extension_hours: number;
  latest_version_id: number;
  latest_version_number: number;
}

/** GET /permits/form_data: what the permit form and summary need (Permit read or create) */
export interface PermitFormData {
  templates: PermitTemplateOption[];
  sites: PermitSiteOption[];
  users: { id: number; full_name: string }[];
  worker_profile: WorkerProfileSetting;
}

const formDataApi = baseApi.enhanceEndpoints({ addTagTypes: ['Permit'] }).injectEndpoints({
  endpoints: (build) => ({
    permitScreensFormData: build.query<PermitFormData, void>({
      query: () => ({ url: '/permits/form_data' }),
      providesTags: [{ type: 'Permit', id: 'FORM_DATA' }],
    }),
  }),
});

/** the templates, sites (with their tree), users and worker profile setting of the permit form */
export const usePermitFormData = formDataApi.usePermitScreensFormDataQuery;
