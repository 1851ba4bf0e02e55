import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import { displayStatusTab, matchesArgs, registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { QueryOf } from '@/lib/api/contract';
import type { paths } from '@/lib/api/generated/openapi';
import type { ActionFormData, ActionInput, ActionKind, ActionListResponse, ActionRecord } from '../model';

type ListQuery<P extends keyof paths> = QueryOf<P & keyof paths, 'get' & keyof paths[P]>;
/** the query parameters documented on every action list path (GET /actions/all, /audit_action_datas, /observation_action_datas, /incident_action_datas) */
type ActionListQuery = Pick<ListQuery<'/actions/all'>, keyof ListQuery<'/actions/all'> & keyof ListQuery<'/audit_action_datas'> & keyof ListQuery<'/observation_action_datas'> & keyof ListQuery<'/incident_action_datas'>>;

export type ActionListArgs = { kind: ActionKind } & Required<Pick<ActionListQuery, 'page'>> &
  Pick<ActionListQuery, 'status' | 'type' | 'risk_level' | 'control_type' | 'category' | 'site_id' | 'area_id' | 'search' | 'sort' | 'order' | 'source_id'>;

/** SPEC §7 list endpoints per kind. */
export const ACTION_LIST_PATHS: Record<ActionKind, keyof paths> = {
  all: '/actions/all',
  audits: '/audit_action_datas',
  observations: '/observation_action_datas',
  incidents: '/incident_action_datas',
};

const clean = (params: object) => compactParams(params);

// its own cache tags, and the tags of other modules' records it changes
export const actionsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Action', 'Observation'] }).injectEndpoints({
  endpoints: (build) => ({
    getActions: build.query<ActionListResponse, ActionListArgs>({
      query: ({ kind, ...params }) => ({ url: ACTION_LIST_PATHS[kind], params: clean({ ...params, per_page: 50 } satisfies ActionListQuery) }),
      // the response carries the status counts, so it is refetched when they change
      providesTags: (result) => [
        { type: 'Action', id: 'LIST' },
        { type: 'Action', id: 'COUNTS' },
        ...(result?.actions ?? []).map((a) => ({ type: 'Action' as const, id: a.id })),
      ],
    }),
    getAction: build.query<ActionRecord, number>({
      query: (id) => ({ url: `/actions/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Action', id }],
    }),
    createAction: build.mutation<ActionRecord, ActionInput>({
      query: (data) => ({ url: '/actions', method: 'post', data }),
      invalidatesTags: [{ type: 'Action', id: 'LIST' }, { type: 'Observation', id: 'LIST' }],
    }),
    updateAction: build.mutation<ActionRecord, { id: number } & Partial<ActionInput>>({
      query: ({ id, ...data }) => ({ url: `/actions/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Action', id }, { type: 'Action', id: 'LIST' }, { type: 'Observation' }],
    }),
    getActionFormData: build.query<ActionFormData, void>({
      query: () => ({ url: '/actions/form_data' }),
      // lists the tenant's sites: a site saved in Settings > Sites invalidates it
      providesTags: [{ type: 'Site', id: 'LIST' }],
    }),
  }),
});

export const { useGetActionFormDataQuery, useGetActionsQuery, useGetActionQuery, useCreateActionMutation, useUpdateActionMutation } = actionsApi;

registerRealtimeCollection(baseApi, 'actions', {
  tag: 'Action',
  lists: [
    {
      endpoint: 'getActions',
      rows: (data) => (data as ActionListResponse | undefined)?.actions,
      matches: matchesArgs(['type', 'risk_level', 'control_type', 'category', 'site_id', 'area_id', 'source_id'], displayStatusTab),
    },
  ],
  detail: { endpoint: 'getAction' },
  onCreate: 'invalidate',
  counts: true,
});
