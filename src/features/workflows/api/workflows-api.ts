import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { WORKFLOWS_PER_PAGE, type WorkflowFormData, type WorkflowInput, type WorkflowListResponse, type WorkflowRecord } from '../model';

type Schemas = components['schemas'];

/** the register's filters: documented query parameters of GET /workflows */
export type WorkflowFilters = Pick<QueryOf<'/workflows', 'get'>, 'module' | 'workflow_type'>;

export type WorkflowListArgs = WorkflowFilters & Required<Pick<QueryOf<'/workflows', 'get'>, 'page'>> & Pick<QueryOf<'/workflows', 'get'>, 'search' | 'sort' | 'order'>;

type Saved = Schemas['WorkflowSaved'] & { number: string };
type ApiWorkflow = Schemas['Workflow'];

/** the record editor titles a record by its `number`: a workflow's is its title */
const labelled = <W extends ApiWorkflow>(w: W): W & { number: string } => ({ ...w, number: w.title });

/** DELETE /workflows/{id}?dry_run=true: the records whose review restarts, and the super admin who would become their primary reviewer */
export type DeleteImpact = Schemas['WorkflowDeleteImpact'];

/**
 * Workflows. Every write has a dry run (`?dry_run=true`): same permission and validation, answers the impact of the
 * change (records whose review would restart and their approvers) and saves nothing.
 */
export const workflowsApi = baseApi.enhanceEndpoints({ addTagTypes: ['WorkFlow'] }).injectEndpoints({
  endpoints: (build) => ({
    getWorkflows: build.query<WorkflowListResponse, WorkflowListArgs>({
      query: (params) => ({ url: '/workflows', params: compactParams({ ...params, per_page: WORKFLOWS_PER_PAGE } satisfies QueryOf<'/workflows', 'get'>) }),
      transformResponse: (r: Schemas['WorkflowList']) => ({ ...r, workflows: r.workflows.map(labelled) }),
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
    previewWorkflow: build.mutation<Schemas['WorkflowPreview'], { id: number | null } & WorkflowInput>({
      query: ({ id, ...data }) => (id ? { url: `/workflows/${id}`, method: 'patch', params: { dry_run: true } satisfies QueryOf<'/workflows/{id}', 'patch'>, data } : { url: '/workflows', method: 'post', params: { dry_run: true } satisfies QueryOf<'/workflows', 'post'>, data }),
    }),
    createWorkflow: build.mutation<Saved, WorkflowInput>({
      query: (data) => ({ url: '/workflows', method: 'post', data }),
      transformResponse: (w: Schemas['WorkflowSaved']) => labelled(w),
      invalidatesTags: ['WorkFlow'],
    }),
    updateWorkflow: build.mutation<Saved, { id: number } & WorkflowInput>({
      query: ({ id, ...data }) => ({ url: `/workflows/${id}`, method: 'patch', data }),
      transformResponse: (w: Schemas['WorkflowSaved']) => labelled(w),
      invalidatesTags: ['WorkFlow'],
    }),
    previewDeleteWorkflow: build.mutation<DeleteImpact, number>({
      query: (id) => ({ url: `/workflows/${id}`, method: 'delete', params: { dry_run: true } satisfies QueryOf<'/workflows/{id}', 'delete'> }),
    }),
    deleteWorkflow: build.mutation<Schemas['WorkflowDeleted'], number>({
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
