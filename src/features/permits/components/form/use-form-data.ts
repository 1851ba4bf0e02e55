import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';

/** a published, active template a permit may be made from (pinned to its latest version) */
export type PermitTemplateOption = components['schemas']['PermitTemplateOption'];

/** GET /permits/form_data: what the permit form and summary need (Permit read or create) */
export type PermitFormData = components['schemas']['PermitFormData'];

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
