import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';

/**
 * "What's new" for every signed-in user, apart from the console's endpoints: the app shell carries only these two
 * (the console's API and its translations load with its screens).
 */
export const whatsNewApi = baseApi.enhanceEndpoints({ addTagTypes: ['WhatsNew'] }).injectEndpoints({
  endpoints: (build) => ({
    /** the latest release the signed-in user has not seen (null when none) */
    getWhatsNew: build.query<components['schemas']['WhatsNew'], void>({
      query: () => ({ url: '/code_releases/whats_new' }),
      providesTags: ['WhatsNew'],
    }),
    markReleaseSeen: build.mutation<components['schemas']['Success'], number>({
      query: (id) => ({ url: `/code_releases/${id}/seen`, method: 'post' }),
    }),
  }),
});

export const { useGetWhatsNewQuery, useMarkReleaseSeenMutation } = whatsNewApi;
