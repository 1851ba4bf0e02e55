import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { SsoConfigInput } from '../model';

const SSO = 'SsoConfig';

export const ssoApi = baseApi.enhanceEndpoints({ addTagTypes: [SSO] }).injectEndpoints({
  endpoints: (build) => ({
    getSsoConfig: build.query<components['schemas']['SsoConfigEnvelope'], void>({
      query: () => ({ url: '/sso_configs' }),
      providesTags: [SSO],
    }),
    saveSsoConfig: build.mutation<components['schemas']['SsoConfigEnvelope'], SsoConfigInput>({
      query: (data) => ({ url: '/sso_configs', method: 'put', data }),
      invalidatesTags: [SSO],
    }),
    /** runs the demo identity provider: who would sign in (nothing created) */
    testSsoSignIn: build.mutation<components['schemas']['SsoTestResult'], components['schemas']['SsoTestInput']>({
      query: (data) => ({ url: '/sso_configs/test', method: 'post', data }),
    }),
  }),
});

export const { useGetSsoConfigQuery, useSaveSsoConfigMutation, useTestSsoSignInMutation } = ssoApi;
