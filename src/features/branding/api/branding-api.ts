import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { BrandingInput } from '../model';

export const brandingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBranding: build.mutation<components['schemas']['OrganizationEnvelope'], BrandingInput>({
      query: (data) => ({ url: '/organization/branding', method: 'put', data }),
    }),
  }),
});

export const { useUpdateBrandingMutation } = brandingApi;
