import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import {
  CONTRACTORS_PER_PAGE,
  DOCUMENTS_PER_PAGE,
  WORKERS_PER_PAGE,
  type ContractorFormData,
  type ContractorInput,
  type ContractorListResponse,
  type ContractorRecord,
  type DocumentInput,
  type DocumentListResponse,
  type DocumentRecord,
  type ImportProblem,
  type ReviewInput,
  type WorkerInput,
  type WorkerListResponse,
  type WorkerRecord,
} from '../model';

/** a register's query (the contractors, a contractor's workers and documents): documented parameters of each list */
export type ListArgs = Required<Pick<QueryOf<'/contractors', 'get'>, 'page'>> & Pick<QueryOf<'/contractors', 'get'>, 'status' | 'search' | 'sort' | 'order'>;

export type ContractorListArgs = ListArgs & Pick<QueryOf<'/contractors', 'get'>, 'skill'>;

export interface ImportRefusal {
  errors?: string[];
  rows?: ImportProblem[];
}

/**
 * SPEC §7 "Contractors", paths as spelled there: GET/POST /contractors, GET/PATCH /contractors/{id},
 * /contractors/{id}/contractor_documents, GET /contractors/{id}/conractor_workers_list,
 * GET /v1/work_profile/uncategorised_workers_list, POST /contractors/{id}/create_contractor_worker,
 * PATCH /contractors/{id}/update_contractor_worker and /v2_update_contractor_worker.
 */
export const contractorsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Contractor', 'ContractorWorker', 'ContractorDocument'] }).injectEndpoints({
  endpoints: (build) => ({
    getContractors: build.query<ContractorListResponse, ContractorListArgs>({
      query: (params) => ({ url: '/contractors', params: compactParams({ ...params, per_page: CONTRACTORS_PER_PAGE } satisfies QueryOf<'/contractors', 'get'>) }),
      providesTags: [{ type: 'Contractor', id: 'LIST' }],
    }),
    getContractor: build.query<ContractorRecord, number>({
      query: (id) => ({ url: `/contractors/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'Contractor', id }],
    }),
    getContractorFormData: build.query<ContractorFormData, void>({
      query: () => ({ url: '/contractors/form_data' }),
    }),
    createContractor: build.mutation<ContractorRecord, ContractorInput>({
      query: (data) => ({ url: '/contractors', method: 'post', data }),
      invalidatesTags: ['Contractor'],
    }),
    updateContractor: build.mutation<ContractorRecord, { id: number } & Partial<ContractorInput>>({
      query: ({ id, ...data }) => ({ url: `/contractors/${id}`, method: 'patch', data }),
      invalidatesTags: ['Contractor'],
    }),

    getWorkers: build.query<WorkerListResponse, ListArgs & { contractorId: number | null }>({
      query: ({ contractorId, ...params }) => ({
        url: contractorId === null ? '/v1/work_profile/uncategorised_workers_list' : `/contractors/${contractorId}/conractor_workers_list`,
        params: compactParams({ ...params, per_page: WORKERS_PER_PAGE } satisfies QueryOf<'/contractors/{id}/conractor_workers_list', 'get'> & QueryOf<'/v1/work_profile/uncategorised_workers_list', 'get'>),
      }),
      providesTags: [{ type: 'ContractorWorker', id: 'LIST' }],
    }),
    getWorker: build.query<WorkerRecord, { contractorId: number; id: number }>({
      query: ({ contractorId, id }) => ({ url: `/contractors/${contractorId}/contractor_workers/${id}` }),
      providesTags: (_r, _e, { id }) => [{ type: 'ContractorWorker', id }],
    }),
    /** contractor 0: an uncategorised worker (admins) */
    createWorker: build.mutation<WorkerRecord, { contractorId: number; worker: WorkerInput }>({
      query: ({ contractorId, worker }) => ({ url: `/contractors/${contractorId}/create_contractor_worker`, method: 'post', data: { worker } }),
      invalidatesTags: ['ContractorWorker', 'Contractor'],
    }),
    importWorkers: build.mutation<{ imported: number }, { contractorId: number; workers: components['schemas']['ContractorWorkerImportRow'][] }>({
      query: ({ contractorId, workers }) => ({ url: `/contractors/${contractorId}/create_contractor_worker`, method: 'post', data: { workers } }),
      invalidatesTags: ['ContractorWorker', 'Contractor'],
    }),
    /** an edit (a resubmission), a review, or (admins) assigning an uncategorised worker to `contractorId` */
    updateWorker: build.mutation<WorkerRecord, { contractorId: number; id: number; v2?: boolean; worker?: Partial<WorkerInput>; review?: ReviewInput }>({
      query: ({ contractorId, id, v2, worker, review }) => ({
        url: `/contractors/${contractorId}/${v2 ? 'v2_update_contractor_worker' : 'update_contractor_worker'}`,
        method: 'patch',
        data: { id, ...worker, ...(review ? { review } : {}) },
      }),
      invalidatesTags: ['ContractorWorker', 'Contractor'],
    }),

    getDocuments: build.query<DocumentListResponse, ListArgs & { contractorId: number }>({
      query: ({ contractorId, ...params }) => ({ url: `/contractors/${contractorId}/contractor_documents`, params: compactParams({ ...params, per_page: DOCUMENTS_PER_PAGE } satisfies QueryOf<'/contractors/{id}/contractor_documents', 'get'>) }),
      providesTags: [{ type: 'ContractorDocument', id: 'LIST' }],
    }),
    getDocument: build.query<DocumentRecord, { contractorId: number; id: number }>({
      query: ({ contractorId, id }) => ({ url: `/contractors/${contractorId}/contractor_documents/${id}` }),
      providesTags: (_r, _e, { id }) => [{ type: 'ContractorDocument', id }],
    }),
    createDocument: build.mutation<DocumentRecord, { contractorId: number } & DocumentInput>({
      query: ({ contractorId, ...data }) => ({ url: `/contractors/${contractorId}/contractor_documents`, method: 'post', data }),
      invalidatesTags: ['ContractorDocument', 'Contractor'],
    }),
    updateDocument: build.mutation<DocumentRecord, { contractorId: number; id: number; document?: DocumentInput; review?: ReviewInput }>({
      query: ({ contractorId, id, document, review }) => ({ url: `/contractors/${contractorId}/contractor_documents/${id}`, method: 'patch', data: review ? { review } : document }),
      invalidatesTags: ['ContractorDocument', 'Contractor'],
    }),
  }),
});

// the server shapes these lists (names, counts, warnings): a change refetches them
registerRealtimeCollection(baseApi, 'contractors', { tag: 'Contractor', refetch: true });
registerRealtimeCollection(baseApi, 'contractor_workers', { tag: 'ContractorWorker', refetch: true });
registerRealtimeCollection(baseApi, 'contractor_documents', { tag: 'ContractorDocument', refetch: true });

export const {
  useGetContractorsQuery,
  useGetContractorQuery,
  useGetContractorFormDataQuery,
  useCreateContractorMutation,
  useUpdateContractorMutation,
  useGetWorkersQuery,
  useGetWorkerQuery,
  useCreateWorkerMutation,
  useImportWorkersMutation,
  useUpdateWorkerMutation,
  useGetDocumentsQuery,
  useGetDocumentQuery,
  useCreateDocumentMutation,
  useUpdateDocumentMutation,
} = contractorsApi;
