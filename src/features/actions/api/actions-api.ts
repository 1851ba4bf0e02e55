import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import { displayStatusTab, matchesArgs, registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { ActionFormData, ActionInput, ActionKind, ActionListResponse, ActionRecord } from '../model';

export interface ActionListArgs {
  kind: ActionKind;
  page: number;
  status?: string;
  type?: string;
  risk_level?: string;
  control_type?: string;
  category?: string;
  site_id?: number;
  area_id?: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  source_id?: number;
}

/** SPEC §7 list endpoints per kind. */
export const ACTION_LIST_PATHS: Record<ActionKind, string> = {
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
      query: ({ kind, ...params }) => ({ url: ACTION_LIST_PATHS[kind], params: clean({ ...params, per_page: 50 }) }),
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
