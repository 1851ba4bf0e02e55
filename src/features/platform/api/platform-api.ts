import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import type { components } from '@/lib/api/generated/openapi';
import { ORGANIZATIONS_PER_PAGE, type ApiSettings, type CloneInput, type DomainRule, type ExtendDecision, type OrganizationCreateInput, type PaymentSettingsInput, type OrganizationListResponse, type PlatformOrganization } from '../model';

/** the console's filters: documented query parameters of GET /organizations */
export type OrganizationFilters = Pick<QueryOf<'/organizations', 'get'>, 'plan' | 'organization_status' | 'is_locked'>;

export type OrganizationListArgs = OrganizationFilters & Required<Pick<QueryOf<'/organizations', 'get'>, 'page'>> & Pick<QueryOf<'/organizations', 'get'>, 'search' | 'sort' | 'order'>;

type Schemas = components['schemas'];

/** the record editor titles a record by its `number`: an organisation's is its name */
const labelled = (o: PlatformOrganization): PlatformOrganization => ({ ...o, number: o.name });

/** The platform console (SPEC §7 "Organisations"): the master super admin's view across tenants. */
export const platformApi = baseApi.enhanceEndpoints({ addTagTypes: ['PlatformOrganization', 'ExtendRequest', 'DomainRule', 'PaymentSettings', 'ApiSettings', 'ModuleTemplates', 'CodeRelease'] }).injectEndpoints({
  endpoints: (build) => ({
    getOrganizations: build.query<OrganizationListResponse, OrganizationListArgs>({
      query: (params) => ({ url: '/organizations', params: compactParams({ ...params, per_page: ORGANIZATIONS_PER_PAGE } satisfies QueryOf<'/organizations', 'get'>) }),
      transformResponse: (r: Schemas['OrganizationList']) => ({ ...r, organizations: r.organizations.map(labelled) }),
      providesTags: (result) => [{ type: 'PlatformOrganization', id: 'LIST' }, ...(result?.organizations ?? []).map((o) => ({ type: 'PlatformOrganization' as const, id: o.id }))],
    }),
    getOrganization: build.query<PlatformOrganization, number>({
      query: (id) => ({ url: `/organizations/${id}` }),
      transformResponse: (r: Schemas['PlatformOrganization']) => labelled(r),
      providesTags: (_r, _e, id) => [{ type: 'PlatformOrganization', id }],
    }),
    updateOrganization: build.mutation<PlatformOrganization, { id: number; organization: Schemas['OrganizationPatch'] }>({
      query: ({ id, organization }) => ({ url: `/organizations/${id}`, method: 'patch', data: { organization } }),
      transformResponse: (r: Schemas['PlatformOrganizationEnvelope']) => labelled(r.organization),
      invalidatesTags: ['PlatformOrganization'],
    }),
    createOrganization: build.mutation<PlatformOrganization, OrganizationCreateInput>({
      query: (organization) => ({ url: '/organizations', method: 'post', data: { organization } }),
      transformResponse: (r: Schemas['PlatformOrganizationEnvelope']) => labelled(r.organization),
      invalidatesTags: ['PlatformOrganization'],
    }),
    /** `confirm`: the sub-domain the master typed (the server checks it too) */
    deleteOrganization: build.mutation<Schemas['Success'], { id: number } & Required<Schemas['OrganizationDelete']>>({
      query: ({ id, confirm }) => ({ url: `/organizations/${id}`, method: 'delete', data: { confirm } }),
      invalidatesTags: ['PlatformOrganization'],
    }),
    getExtendRequests: build.query<Schemas['ExtendRequestList'], Pick<QueryOf<'/v1/org_free_trial_extend_requests', 'get'>, 'status'>>({
      query: (params) => ({ url: '/v1/org_free_trial_extend_requests', params: compactParams(params satisfies QueryOf<'/v1/org_free_trial_extend_requests', 'get'>) }),
      providesTags: [{ type: 'ExtendRequest', id: 'LIST' }],
    }),
    decideExtendRequest: build.mutation<Schemas['ExtendDecided'], { id: number } & ExtendDecision>({
      query: ({ id, ...data }) => ({ url: `/v1/org_free_trial_extend_requests/${id}`, method: 'patch', data }),
      invalidatesTags: ['ExtendRequest', 'PlatformOrganization'],
    }),
    getPaymentSettings: build.query<Schemas['PaymentSettingsAnswer'], void>({
      query: () => ({ url: '/v1/payment_settings' }),
      providesTags: [{ type: 'PaymentSettings', id: 'ONE' }],
    }),
    updatePaymentSettings: build.mutation<Schemas['PaymentSettingsEnvelope'], PaymentSettingsInput>({
      query: (payment_settings) => ({ url: '/v1/payment_settings', method: 'patch', data: { payment_settings } }),
      invalidatesTags: ['PaymentSettings'],
    }),
    /** SPEC §7 PATCH /v1/module_prices/{id}: `price` in currency units */
    updateModulePrice: build.mutation<Schemas['ModulePriceEnvelope'], { id: number } & Schemas['ModulePricePatch']['module_price']>({
      query: ({ id, price }) => ({ url: `/v1/module_prices/${id}`, method: 'patch', data: { module_price: { price } } }),
      invalidatesTags: ['PaymentSettings'],
    }),
    getApiSettings: build.query<ApiSettings, number>({
      query: (id) => ({ url: `/organizations/${id}/api_settings` }),
      transformResponse: (r: Schemas['ApiSettingsEnvelope']) => r.api_settings,
      providesTags: (_r, _e, id) => [{ type: 'ApiSettings', id }],
    }),
    updateAllowedOrigins: build.mutation<ApiSettings, { id: number; allowed_origins: string[] }>({
      query: ({ id, allowed_origins }) => ({ url: `/organizations/${id}/api_settings`, method: 'patch', data: { api_settings: { allowed_origins } } }),
      transformResponse: (r: Schemas['ApiSettingsEnvelope']) => r.api_settings,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'ApiSettings', id }],
    }),
    rotateApiKey: build.mutation<ApiSettings, number>({
      query: (id) => ({ url: `/organizations/${id}/api_settings/rotate`, method: 'post' }),
      transformResponse: (r: Schemas['ApiSettingsEnvelope']) => r.api_settings,
      invalidatesTags: (_r, _e, id) => [{ type: 'ApiSettings', id }],
    }),
    /** SPEC §7 GET /get_module_templates */
    getModuleTemplates: build.query<Schemas['ModuleTemplateList'], QueryOf<'/get_module_templates', 'get'>>({
      query: (params) => ({ url: '/get_module_templates', params: params satisfies QueryOf<'/get_module_templates', 'get'> }),
      providesTags: ['ModuleTemplates'],
    }),
    /** SPEC §7 POST /msa_module_templates_cloning */
    cloneTemplates: build.mutation<Schemas['CloneResults'], CloneInput>({
      query: (data) => ({ url: '/msa_module_templates_cloning', method: 'post', data }),
      invalidatesTags: ['ModuleTemplates'],
    }),
    /** the public release notes (/web, signed out too) */
    getPublishedReleases: build.query<Schemas['CodeReleaseList'], void>({
      query: () => ({ url: '/code_releases/published' }),
      providesTags: [{ type: 'CodeRelease', id: 'PUBLISHED' }],
    }),
    getCodeReleases: build.query<Schemas['CodeReleaseList'], void>({
      query: () => ({ url: '/code_releases' }),
      providesTags: [{ type: 'CodeRelease', id: 'LIST' }],
    }),
    saveCodeRelease: build.mutation<Schemas['CodeReleaseEnvelope'], { id?: number } & Schemas['CodeReleaseWrite']>({
      query: ({ id, code_release }) => ({ url: id ? `/code_releases/${id}` : '/code_releases', method: id ? 'patch' : 'post', data: { code_release } }),
      invalidatesTags: ['CodeRelease'],
    }),
    deleteCodeRelease: build.mutation<Schemas['Success'], number>({
      query: (id) => ({ url: `/code_releases/${id}`, method: 'delete' }),
      invalidatesTags: ['CodeRelease'],
    }),
    getDomainRules: build.query<Schemas['DomainRuleList'], Pick<QueryOf<'/domains_controls', 'get'>, 'list' | 'search'>>({
      query: (params) => ({ url: '/domains_controls', params: compactParams(params satisfies QueryOf<'/domains_controls', 'get'>) }),
      providesTags: [{ type: 'DomainRule', id: 'LIST' }],
    }),
    addDomainRule: build.mutation<DomainRule, Schemas['DomainRuleInput']>({
      query: (data) => ({ url: '/domains_controls', method: 'post', data }),
      invalidatesTags: ['DomainRule'],
    }),
    removeDomainRule: build.mutation<Schemas['Success'], number>({
      query: (id) => ({ url: `/domains_controls/${id}`, method: 'delete' }),
      invalidatesTags: ['DomainRule'],
    }),
  }),
});

export const { useGetOrganizationsQuery, useGetOrganizationQuery, useUpdateOrganizationMutation, useCreateOrganizationMutation, useDeleteOrganizationMutation, useGetExtendRequestsQuery, useDecideExtendRequestMutation, useGetPaymentSettingsQuery, useUpdatePaymentSettingsMutation, useUpdateModulePriceMutation, useGetApiSettingsQuery, useUpdateAllowedOriginsMutation, useRotateApiKeyMutation, useGetModuleTemplatesQuery, useCloneTemplatesMutation, useGetPublishedReleasesQuery, useGetCodeReleasesQuery, useSaveCodeReleaseMutation, useDeleteCodeReleaseMutation, useGetDomainRulesQuery, useAddDomainRuleMutation, useRemoveDomainRuleMutation } = platformApi;
