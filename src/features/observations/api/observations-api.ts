import { HEADERS } from '@/config/constants';
import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import { displayStatusTab, matchesArgs, registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { ObservationFormData, ObservationImportRow, ObservationInput, ObservationListResponse, ObservationPatch, ObservationRecord, ObservationStatusCounts } from '../model';
import type { components } from '@/lib/api/generated/openapi';
import type { QueryOf } from '@/lib/api/contract';

/** the register's filters: documented query parameters of GET /v2/observations/period_status_counts (and of the list) */
export type ObservationFilters = Pick<QueryOf<'/v2/observations/period_status_counts', 'get'>, 'type' | 'category' | 'site_id' | 'area_id' | 'risk_level' | 'from' | 'to' | 'search'>;

export type ObservationListArgs = ObservationFilters & Pick<QueryOf<'/v2/observations', 'get'>, 'status' | 'sort' | 'order'> & Required<Pick<QueryOf<'/v2/observations', 'get'>, 'page'>>;

export const clean = (params: object) => compactParams(params, 'all');

// its own cache tags, and the tags of other modules' records it changes
export const observationsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Observation', 'Action'] }).injectEndpoints({
  endpoints: (build) => ({
    getObservations: build.query<ObservationListResponse, ObservationListArgs>({
      query: (params) => ({ url: '/v2/observations', params: clean({ ...params, per_page: 15 } satisfies QueryOf<'/v2/observations', 'get'>) }),
      providesTags: (result) => [{ type: 'Observation', id: 'LIST' }, ...(result?.observations ?? []).map((o) => ({ type: 'Observation' as const, id: o.id }))],
    }),
    getObservationCounts: build.query<ObservationStatusCounts, ObservationFilters>({
      query: (params) => ({ url: '/v2/observations/period_status_counts', params: clean(params satisfies QueryOf<'/v2/observations/period_status_counts', 'get'>) }),
      providesTags: [{ type: 'Observation', id: 'LIST' }, { type: 'Observation', id: 'COUNTS' }],
    }),
    getObservation: build.query<ObservationRecord, number>({
      query: (id) => ({ url: `/observations/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Observation', id }],
    }),
    getObservationFormData: build.query<ObservationFormData, void>({
      query: () => ({ url: '/observations/obs_data' }),
      // lists the tenant's sites: a site saved in Settings > Sites invalidates it
      providesTags: [{ type: 'Site', id: 'LIST' }],
    }),
    /** `idempotencyKey`: sent as the Idempotency-Key header (the offline queue sends the same report again with it) */
    createObservation: build.mutation<ObservationRecord, ObservationInput & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...data }) => ({ url: '/observations', method: 'post', data, headers: idempotencyKey ? { [HEADERS.idempotencyKey]: idempotencyKey } : undefined }),
      invalidatesTags: [{ type: 'Observation', id: 'LIST' }, { type: 'Action', id: 'LIST' }],
    }),
    updateObservation: build.mutation<ObservationRecord, { id: number } & ObservationPatch>({
      query: ({ id, ...data }) => ({ url: `/observations/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Observation', id }, { type: 'Observation', id: 'LIST' }, { type: 'Action', id: 'LIST' }],
    }),
    /** every observation of the filters for the Excel export (SPEC §8: a 422 when there are too many); a GET sent once, never cached */
    exportObservations: build.mutation<ObservationListResponse, ObservationFilters>({
      query: (filters) => ({ url: '/v2/observations', params: clean({ ...filters, export: 1 } satisfies QueryOf<'/v2/observations', 'get'>) }),
    }),
    importObservations: build.mutation<components['schemas']['ObservationImported'], { rows: ObservationImportRow[] }>({
      query: (data) => ({ url: '/observations_bulk_upload', method: 'post', data }),
      invalidatesTags: [{ type: 'Observation', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetObservationsQuery,
  useGetObservationCountsQuery,
  useGetObservationQuery,
  useGetObservationFormDataQuery,
  useCreateObservationMutation,
  useUpdateObservationMutation,
  useExportObservationsMutation,
  useImportObservationsMutation,
} = observationsApi;

registerRealtimeCollection(baseApi, 'observations', {
  tag: 'Observation',
  lists: [
    {
      endpoint: 'getObservations',
      rows: (data) => (data as ObservationListResponse | undefined)?.observations,
      matches: matchesArgs(['type', 'category', 'site_id', 'area_id', 'risk_level'], displayStatusTab),
    },
  ],
  detail: { endpoint: 'getObservation' },
  onCreate: 'invalidate',
  counts: true,
});
