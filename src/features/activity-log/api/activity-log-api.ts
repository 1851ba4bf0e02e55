import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import type { ActivityActorsResponse, ActivityListResponse } from '../model';

/** the log's filters: documented query parameters of GET /activity_logs */
export type ActivityFilters = Pick<QueryOf<'/activity_logs', 'get'>, 'actor_id' | 'record_type' | 'from' | 'to'>;

export type ActivityListArgs = ActivityFilters & Pick<QueryOf<'/activity_logs', 'get'>, 'search'> & Required<Pick<QueryOf<'/activity_logs', 'get'>, 'page'>>;

/** The activity log is read only; every open of the screen asks again (entries come with every change anywhere). */
export const activityLogApi = baseApi.enhanceEndpoints({ addTagTypes: ['ActivityLog'] }).injectEndpoints({
  endpoints: (build) => ({
    getActivityLogs: build.query<ActivityListResponse, ActivityListArgs>({
      query: (params) => ({ url: '/activity_logs', params: compactParams(params satisfies QueryOf<'/activity_logs', 'get'>) }),
      providesTags: [{ type: 'ActivityLog', id: 'LIST' }],
    }),
    getActivityActors: build.query<ActivityActorsResponse, void>({
      query: () => ({ url: '/activity_logs/actors' }),
    }),
  }),
});

export const { useGetActivityLogsQuery, useGetActivityActorsQuery } = activityLogApi;
