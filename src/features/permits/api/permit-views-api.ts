import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import type { PermitCountsAnswer, PermitDashboardFilters, PermitDashboardKind, PermitReport } from '../model/views';

/** GET /permits_data/options */
export type PermitViewOptions = components['schemas']['PermitViewOptions'];

export type ViewSite = PermitViewOptions['sites'][number];

/** GET /permits_data/map_plan/:site_id */
export type MapPlan = components['schemas']['PermitMapPlan'];

/**
 * The permit views' own endpoints (report, dashboard counts, the map's plan). They carry the `Permit` tag, so any
 * permit change (a save, an action, a realtime db_action) refreshes them.
 */
export const permitViewsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Permit', 'SitePlan'] }).injectEndpoints({
  endpoints: (build) => ({
    getPermitReport: build.query<PermitReport, number>({
      query: (id) => ({ url: `/permits_data/${id}/permit_report` }),
      providesTags: (_r, _e, id) => [{ type: 'Permit', id }],
    }),
    getPermitDashboard: build.query<PermitCountsAnswer, PermitDashboardFilters & { kind: PermitDashboardKind }>({
      query: ({ kind, from, to, site_id }) => ({ url: `/dashboard_data/${kind}`, params: { from: from ?? undefined, to: to ?? undefined, site_id: site_id ?? undefined } satisfies QueryOf<`/dashboard_data/${PermitDashboardKind}`, 'get'> }),
      // a permit created (LIST) or changed anywhere (COUNTS: the realtime sync refetches it on every permit change)
      providesTags: [
        { type: 'Permit', id: 'LIST' },
        { type: 'Permit', id: 'COUNTS' },
      ],
    }),
    getPermitViewOptions: build.query<PermitViewOptions, void>({
      query: () => ({ url: '/permits_data/options' }),
      providesTags: [{ type: 'SitePlan', id: 'LIST' }],
    }),
    getPermitMapPlan: build.query<MapPlan, number>({
      query: (siteId) => ({ url: `/permits_data/map_plan/${siteId}` }),
      providesTags: (_r, _e, siteId) => [{ type: 'SitePlan', id: siteId }],
    }),
  }),
});

export const { useGetPermitReportQuery, useGetPermitDashboardQuery, useGetPermitViewOptionsQuery, useGetPermitMapPlanQuery } = permitViewsApi;
