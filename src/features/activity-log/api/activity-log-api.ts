import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import type { ActivityActorsResponse, ActivityListResponse } from '../model';

export interface ActivityFilters {
  actor_id?: number;
  record_type?: string;
  from?: string;
  to?: string;
}

export interface ActivityListArgs extends ActivityFilters {
  search?: string;
  page: number;
}

/** The activity log is read only; every open of the screen asks again (entries come with every change anywhere). */
export const activityLogApi = baseApi.enhanceEndpoints({ addTagTypes: ['ActivityLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityLogs: build.query<ActivityListResponse, ActivityListArgs>({
      query: (params) => ({ url: '/activity_logs', params: compactParams(params) }),
      providesTags: [{ type: 'ActivityLog', id: 'LIST' }],
    }),
    getActivityActors: build.query<ActivityActorsResponse, void>({
      query: () => ({ url: '/activity_logs/actors' }),
    }),
  }),
});

export const { useGetActivityLogsQuery, useGetActivityActorsQuery } = activityLogApi;
