import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import type { components } from '@/lib/api/generated/openapi';
import type { DivisionNodeInput, DivisionNodePatch, DivisionTreeResponse } from '../model/division-tree';
import { SITES_PER_PAGE, type SiteFormData, type SiteInput, type SiteListResponse, type SiteRecord } from '../model';

/** the register's query: documented parameters of GET /sites */
export type SiteListArgs = Required<Pick<QueryOf<'/sites', 'get'>, 'page'>> & Pick<QueryOf<'/sites', 'get'>, 'status' | 'search' | 'sort' | 'order'>;

type Schemas = components['schemas'];

/** the record editor titles a record by its `number`: a site's is its name */
const labelled = (site: Schemas['Site']): SiteRecord => ({ ...site, number: site.name });

// 'Site' is one of the shared tags (lib/api/base-api.ts): lookups of other modules that list sites may provide it
export const sitesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSites: build.query<SiteListResponse, SiteListArgs>({
      query: (params) => ({ url: '/sites', params: compactParams({ ...params, per_page: SITES_PER_PAGE } satisfies QueryOf<'/sites', 'get'>) }),
      transformResponse: (r: Schemas['SiteList']) => ({ ...r, sites: r.sites.map(labelled) }),
      providesTags: (result) => [{ type: 'Site', id: 'LIST' }, ...(result?.sites ?? []).map((s) => ({ type: 'Site' as const, id: s.id }))],
    }),
    getSite: build.query<SiteRecord, number>({
      query: (id) => ({ url: `/sites/${id}` }),
      transformResponse: labelled,
      providesTags: (_r, _e, id) => [{ type: 'Site', id }],
    }),
    getSiteFormData: build.query<SiteFormData, void>({
      query: () => ({ url: '/sites/form_data' }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    createSite: build.mutation<SiteRecord, SiteInput>({
      query: (data) => ({ url: '/sites', method: 'post', data }),
      transformResponse: labelled,
      // every cached list of sites (this register and any lookup that provides the Site tag)
      invalidatesTags: ['Site'],
    }),
    updateSite: build.mutation<SiteRecord, { id: number } & SiteInput>({
      query: ({ id, ...data }) => ({ url: `/sites/${id}`, method: 'patch', data }),
      transformResponse: labelled,
      invalidatesTags: ['Site'],
    }),
  }),
});

// the tree query is injected first so that the writes below can put their answer into its cache
const treeApi = sitesApi.injectEndpoints({
  endpoints: (build) => ({
    /** the divisions → departments → units tree of a site */
    getDivisionTree: build.query<DivisionTreeResponse, number>({
      query: (siteId) => ({ url: `/sites/${siteId}/divisions` }),
      providesTags: (_r, _e, siteId) => [{ type: 'Site', id: `DIVISIONS-${siteId}` }],
    }),
  }),
});

/**
 * A tree write answers with the whole tree: it goes into the cache at once, so the change and its live-region
 * announcement render together (the refetch that the Site tag triggers finds the same tree).
 */
async function showServerTree(
  { siteId }: { siteId: number },
  { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof treeApi.util.upsertQueryData>) => unknown; queryFulfilled: Promise<{ data: DivisionTreeResponse }> },
) {
  const tree = await queryFulfilled.then(
    ({ data }) => ({ site: data.site, nodes: data.nodes }),
    () => null, // a refused write is the caller's to show
  );
  if (tree) dispatch(treeApi.util.upsertQueryData('getDivisionTree', siteId, tree));
}

const treeWritesApi = treeApi.injectEndpoints({
  endpoints: (build) => ({
    // a node's name is an area name in the form data of observations, incidents and actions: every Site tag refetches
    addDivisionNode: build.mutation<Schemas['DivisionTreeWritten'], { siteId: number } & DivisionNodeInput>({
      query: ({ siteId, ...data }) => ({ url: `/sites/${siteId}/divisions`, method: 'post', data }),
      onQueryStarted: showServerTree,
      invalidatesTags: ['Site'],
    }),
    updateDivisionNode: build.mutation<Schemas['DivisionTreeWritten'], { siteId: number; nodeId: number } & DivisionNodePatch>({
      query: ({ siteId, nodeId, ...data }) => ({ url: `/sites/${siteId}/divisions/${nodeId}`, method: 'patch', data }),
      onQueryStarted: showServerTree,
      invalidatesTags: ['Site'],
    }),
    deleteDivisionNode: build.mutation<DivisionTreeResponse, { siteId: number; nodeId: number }>({
      query: ({ siteId, nodeId }) => ({ url: `/sites/${siteId}/divisions/${nodeId}`, method: 'delete' }),
      onQueryStarted: showServerTree,
      invalidatesTags: ['Site'],
    }),
  }),
});

export const { useGetDivisionTreeQuery } = treeApi;
export const { useAddDivisionNodeMutation, useUpdateDivisionNodeMutation, useDeleteDivisionNodeMutation } = treeWritesApi;
export const { useGetSitesQuery, useGetSiteQuery, useGetSiteFormDataQuery, useCreateSiteMutation, useUpdateSiteMutation } = sitesApi;
