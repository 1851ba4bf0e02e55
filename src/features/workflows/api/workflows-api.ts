import { baseApi } from '@/lib/api/base-api';
import { compactParams } from '@/lib/api/query-params';
import { WORKFLOWS_PER_PAGE, type WorkflowFormData, type WorkflowImpact, type WorkflowInput, type WorkflowListResponse, type WorkflowRecord } from '../model';

export interface WorkflowFilters {
  module?: string;
  workflow_type?: string;
}

export interface WorkflowListArgs extends WorkflowFilters {
  page: number;
  search?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

type Saved = WorkflowRecord & { restarted: number };
type ApiWorkflow = Omit<WorkflowRecord, 'number'>;

/** the record editor titles a record by its `number`: a workflow's is its title */
const labelled = <W extends ApiWorkflow>(w: W): W & { number: string } => ({ ...w, number: w.title });

export interface DeleteImpact {
  impact: WorkflowImpact;
  super_admin: { id: number; full_name: string } | null;
}

/**
 * Workflows. Every write has a dry run (`?dry_run=true`): same permission and validation, answers the impact of the
 * change (records whose review would restart and their approvers) and saves nothing.
 */
export const workflowsApi = baseApi.enhanceEndpoints({ addTagTypes: ['WorkFlow'] }).injectEndpoints({
  endpoints: (build) => ({
    getWorkflows: build.query<WorkflowListResponse, WorkflowListArgs>({
      query: (params) => ({ url: '/workflows', params: compactParams({ ...params, per_page: WORKFLOWS_PER_PAGE }) }),
      transformResponse: (r: WorkflowListResponse) => ({ ...r, workflows: r.workflows.map(labelled) }),
      providesTags: (result) => [{ type: 'WorkFlow', id: 'LIST' }, ...(result?.workflows ?? []).map((w) => ({ type: 'WorkFlow' as const, id: w.id }))],
    }),
    getWorkflow: build.query<WorkflowRecord, number>({
      query: (id) => ({ url: `/workflows/${id}` }),
      transformResponse: labelled,
      providesTags: (_r, _e, id) => [{ type: 'WorkFlow', id }],
    }),
    getWorkflowFormData: build.query<WorkflowFormData, void>({
      query: () => ({ url: '/workflows/form_data' }),
      providesTags: [{ type: 'User', id: 'LIST' }, { type: 'Site', id: 'LIST' }],
    }),
    /** the impact of saving `data` (a new workflow without id), without saving */
    previewWorkflow: build.mutation<{ impact: WorkflowImpact }, { id: number | null } & WorkflowInput>({
      query: ({ id, ...data }) => (id ? { url: `/workflows/${id}`, method: 'patch', params: { dry_run: true }, data } : { url: '/workflows', method: 'post', params: { dry_run: true }, data }),
    }),
    createWorkflow: build.mutation<Saved, WorkflowInput>({
      query: (data) => ({ url: '/workflows', method: 'post', data }),
      transformResponse: (w: Omit<Saved, 'number'>) => labelled(w),
      invalidatesTags: ['WorkFlow'],
    }),
    updateWorkflow: build.mutation<Saved, { id: number } & WorkflowInput>({
      query: ({ id, ...data }) => ({ url: `/workflows/${id}`, method: 'patch', data }),
      transformResponse: (w: Omit<Saved, 'number'>) => labelled(w),
      invalidatesTags: ['WorkFlow'],
    }),
    previewDeleteWorkflow: build.mutation<DeleteImpact, number>({
      query: (id) => ({ url: `/workflows/${id}`, method: 'delete', params: { dry_run: true } }),
    }),
    deleteWorkflow: build.mutation<{ id: number; restarted: number; super_admin: DeleteImpact['super_admin'] }, number>({
      query: (id) => ({ url: `/workflows/${id}`, method: 'delete' }),
      invalidatesTags: ['WorkFlow'],
    }),
  }),
});

export const {
  useGetWorkflowsQuery,
  useGetWorkflowQuery,
  useGetWorkflowFormDataQuery,
  usePreviewWorkflowMutation,
  useCreateWorkflowMutation,
  useUpdateWorkflowMutation,
  usePreviewDeleteWorkflowMutation,
  useDeleteWorkflowMutation,
} = workflowsApi;
