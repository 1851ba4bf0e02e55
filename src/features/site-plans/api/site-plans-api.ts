import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { Attachment } from '@/lib/files/attachment';
import type { PinInput, PlanImageData, SitePlan, SitePlanSummary, ZoneInput } from '../model';

/** every write answers the whole plan (`SitePlanSaved`), naming the pin or zone it wrote */
type PlanAnswer = components['schemas']['SitePlanSaved'];

/**
 * Site plans. Every write answers the whole plan (pins and zones, no image bytes): it replaces the cached plan at
 * once (no refetch) and the overview refetches its counts.
 */
export const sitePlansApi = baseApi.enhanceEndpoints({ addTagTypes: ['SitePlan', 'SitePlanImage'] }).injectEndpoints({
  endpoints: (build) => {
    const write = <A extends { siteId: number }>(request: (a: A) => { url: string; method: string; data?: unknown }) =>
      build.mutation<PlanAnswer, A>({
        query: request,
        invalidatesTags: [{ type: 'SitePlan', id: 'LIST' }],
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(sitePlansApi.util.updateQueryData('getSitePlan', args.siteId, () => data));
          } catch {
            /* the page shows the error; the cached plan stays as it was */
          }
        },
      });
    return {
      /** GET /site_plans: every site with its plan's counts (/map-plotting, /site-permits) */
      getSitePlans: build.query<SitePlanSummary[], void>({
        query: () => ({ url: '/site_plans' }),
        transformResponse: (r: components['schemas']['SitePlanList']) => r.site_plans,
        // a site added or renamed on the sites screens ('Site' tags) shows here too
        providesTags: [{ type: 'SitePlan', id: 'LIST' }, { type: 'Site', id: 'LIST' }],
      }),
      getSitePlan: build.query<SitePlan, number>({
        query: (siteId) => ({ url: `/sites/${siteId}/plan` }),
        providesTags: (_r, _e, siteId) => [{ type: 'SitePlan', id: siteId }, { type: 'Site', id: siteId }],
      }),
      getPlanImage: build.query<PlanImageData, number>({
        query: (siteId) => ({ url: `/sites/${siteId}/plan/image` }),
        providesTags: (_r, _e, siteId) => [{ type: 'SitePlanImage', id: siteId }],
      }),
      uploadPlanImage: build.mutation<SitePlan, { siteId: number; image: Attachment }>({
        query: ({ siteId, image }) => ({ url: `/sites/${siteId}/plan/image`, method: 'put', data: { image } }),
        invalidatesTags: (_r, error, { siteId }) => (error ? [] : [{ type: 'SitePlanImage', id: siteId }, { type: 'SitePlan', id: siteId }, { type: 'SitePlan', id: 'LIST' }]),
      }),
      addPin: write<{ siteId: number } & PinInput>(({ siteId, ...data }) => ({ url: `/sites/${siteId}/plan/pins`, method: 'post', data })),
      updatePin: write<{ siteId: number; pinId: number } & Partial<PinInput>>(({ siteId, pinId, ...data }) => ({ url: `/sites/${siteId}/plan/pins/${pinId}`, method: 'patch', data })),
      deletePin: write<{ siteId: number; pinId: number }>(({ siteId, pinId }) => ({ url: `/sites/${siteId}/plan/pins/${pinId}`, method: 'delete' })),
      addZone: write<{ siteId: number } & ZoneInput>(({ siteId, ...data }) => ({ url: `/sites/${siteId}/plan/zones`, method: 'post', data })),
      updateZone: write<{ siteId: number; zoneId: number } & Partial<ZoneInput>>(({ siteId, zoneId, ...data }) => ({ url: `/sites/${siteId}/plan/zones/${zoneId}`, method: 'patch', data })),
      deleteZone: write<{ siteId: number; zoneId: number }>(({ siteId, zoneId }) => ({ url: `/sites/${siteId}/plan/zones/${zoneId}`, method: 'delete' })),
    };
  },
});

export const { useGetSitePlansQuery, useGetSitePlanQuery, useGetPlanImageQuery, useUploadPlanImageMutation, useAddPinMutation, useUpdatePinMutation, useDeletePinMutation, useAddZoneMutation, useUpdateZoneMutation, useDeleteZoneMutation } = sitePlansApi;
