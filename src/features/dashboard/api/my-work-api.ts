import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';

/**
 * The signed-in user's own work, read from the module lists (SPEC §7 list endpoints) with the filters the demo
 * backend answers: actions by responsible person and status list, incidents by investigation lead and by
 * pending approver, observations not yet reviewed. The lists provide the modules' LIST tags, so saves and
 * realtime changes refetch them. The answers are the lists' own shapes (`ActionList`, `IncidentList`, `ObservationList`,
 * `ContractorExpiringDocuments` of api/openapi.yaml).
 */
type Schemas = components['schemas'];

const PER_PAGE = 50;

export const myWorkApi = baseApi.enhanceEndpoints({ addTagTypes: ['Action', 'Incident', 'Observation', 'ContractorDocument'] }).injectEndpoints({
  endpoints: (build) => ({
    getMyActions: build.query<Pick<Schemas['ActionList'], 'actions' | 'total_count'>, number>({
      query: (userId) => ({ url: '/actions/all', params: { responsible_user_id: userId, status: 'overdue,open,in_progress', sort: 'due_date', order: 'asc', page: 1, per_page: PER_PAGE } satisfies QueryOf<'/actions/all', 'get'> }),
      providesTags: [{ type: 'Action', id: 'LIST' }],
    }),
    getMyApprovals: build.query<Pick<Schemas['IncidentList'], 'incidents' | 'total_count'>, number>({
      query: (userId) => ({ url: '/v2/incidents', params: { approver_id: userId, status: 'completed', page: 1, per_page: PER_PAGE } satisfies QueryOf<'/v2/incidents', 'get'> }),
      providesTags: [{ type: 'Incident', id: 'LIST' }],
    }),
    getMyInvestigations: build.query<Pick<Schemas['IncidentList'], 'incidents' | 'total_count'>, number>({
      query: (userId) => ({ url: '/v2/incidents', params: { lead_id: userId, tab: 'open', status: 'overdue,open,in_progress', page: 1, per_page: PER_PAGE } satisfies QueryOf<'/v2/incidents', 'get'> }),
      providesTags: [{ type: 'Incident', id: 'LIST' }],
    }),
    getReportsToReview: build.query<Pick<Schemas['ObservationList'], 'observations' | 'total_count'>, void>({
      query: () => ({ url: '/v2/observations', params: { unreviewed: 1, page: 1, per_page: PER_PAGE } satisfies QueryOf<'/v2/observations', 'get'> }),
      providesTags: [{ type: 'Observation', id: 'LIST' }],
    }),
    /** admins and contractor users: the contractor documents they see that end within a month (issue 27) */
    getExpiringContractorDocuments: build.query<Schemas['ContractorExpiringDocuments'], void>({
      query: () => ({ url: '/contractor_documents/expiring' }),
      providesTags: [{ type: 'ContractorDocument', id: 'LIST' }],
    }),
  }),
});

export const { useGetMyActionsQuery, useGetMyApprovalsQuery, useGetMyInvestigationsQuery, useGetReportsToReviewQuery, useGetExpiringContractorDocumentsQuery } = myWorkApi;
