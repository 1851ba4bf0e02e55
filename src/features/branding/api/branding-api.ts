import { baseApi } from '@/lib/api/base-api';
import type { Organization } from '@/lib/session/types';
import type { BrandingInput } from '../model';

export const brandingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    updateBranding: build.mutation<{ organization: Organization }, BrandingInput>({
      query: (data) => ({ url: '/organization/branding', method: 'put', data }),
    }),
  }),
});

export const { useUpdateBrandingMutation } = brandingApi;
