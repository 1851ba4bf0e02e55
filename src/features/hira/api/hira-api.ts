import { baseApi } from '@/lib/api/base-api';
import type { OnlyDocumented, QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import { HIRA_PER_PAGE, matchesFilters, type HiraDropdowns, type HiraFilters, type HiraInput, type HiraListResponse, type HiraRecord } from '../model';

type Schemas = components['schemas'];

/** the register's filters with its page and sort (`HiraFilters` of api/openapi.yaml) */
export type HiraListArgs = HiraFilters & Pick<Schemas['HiraFilters'], 'sort' | 'order'> & { page: number };
type Intent = { intent: NonNullable<Schemas['HiraWrite']['intent']> };

/**
 * SPEC §7 "HIRA": POST /risk_assessments/ra_filter (the register), GET /risk_assessments/filter_dropdown,
 * GET /risk_assessments (the export), DELETE /risk_assessments/{id}; plus the record, review and archive calls.
 */
export const hiraApi = baseApi.enhanceEndpoints({ addTagTypes: ['HIRA'] }).injectEndpoints({
  endpoints: (build) => ({
    filterRisks: build.query<HiraListResponse, HiraListArgs>({
      query: (args) => ({ url: '/risk_assessments/ra_filter', method: 'post', data: compactParams({ ...args, per_page: HIRA_PER_PAGE }) }),
      providesTags: (result) => [{ type: 'HIRA', id: 'LIST' }, ...(result?.risk_assessments ?? []).map((r) => ({ type: 'HIRA' as const, id: r.id }))],
    }),
    getRiskDropdowns: build.query<HiraDropdowns, void>({
      query: () => ({ url: '/risk_assessments/filter_dropdown' }),
      providesTags: [{ type: 'Site', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    getAllRisks: build.query<Schemas['HiraExport'], HiraFilters & Pick<QueryOf<'/risk_assessments', 'get'>, 'sort' | 'order'>>({
      query: (params) => ({ url: '/risk_assessments', params: compactParams(params satisfies OnlyDocumented<typeof params, QueryOf<'/risk_assessments', 'get'>>) }),
      keepUnusedDataFor: 0,
    }),
    getRisk: build.query<HiraRecord, number>({
      query: (id) => ({ url: `/risk_assessments/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'HIRA', id }],
    }),
    createRisk: build.mutation<HiraRecord, HiraInput & Intent>({
      query: (data) => ({ url: '/risk_assessments', method: 'post', data }),
      invalidatesTags: [{ type: 'HIRA', id: 'LIST' }],
    }),
    updateRisk: build.mutation<HiraRecord, { id: number } & HiraInput & Intent>({
      query: ({ id, ...data }) => ({ url: `/risk_assessments/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'HIRA', id: 'LIST' }, { type: 'HIRA', id }],
    }),
    riskAction: build.mutation<HiraRecord, { id: number; action: 'submit' | 'approve' | 'reject' | 'archive'; reason?: string }>({
      query: ({ id, action, reason }) => ({ url: `/risk_assessments/${id}/${action}`, method: 'post', data: reason === undefined ? {} : { reason } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'HIRA', id: 'LIST' }, { type: 'HIRA', id }],
    }),
    deleteRisk: build.mutation<Schemas['HiraDeleted'], number>({
      query: (id) => ({ url: `/risk_assessments/${id}`, method: 'delete' }),
      invalidatesTags: [{ type: 'HIRA', id: 'LIST' }],
    }),
  }),
});

export const { useFilterRisksQuery, useGetRiskDropdownsQuery, useLazyGetAllRisksQuery, useGetRiskQuery, useCreateRiskMutation, useUpdateRiskMutation, useRiskActionMutation, useDeleteRiskMutation } = hiraApi;

// realtime: a risk changed elsewhere is patched in the register (and leaves a tab it no longer belongs to; the counts
// and matrices come with the list, which is then refetched) and in its open summary
registerRealtimeCollection(baseApi, 'hira_records', {
  tag: 'HIRA',
  lists: [{ endpoint: 'filterRisks', rows: (data) => (data as HiraListResponse).risk_assessments, matches: (args, row) => matchesFilters(row as unknown as HiraRecord, args as HiraFilters) }],
  detail: { endpoint: 'getRisk' },
});
