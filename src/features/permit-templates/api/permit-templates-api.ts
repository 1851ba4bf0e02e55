import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import type { components } from '@/lib/api/generated/openapi';
import { PERMIT_TEMPLATES_PER_PAGE, type PermitTemplateListResponse, type PermitTemplateRecord, type TemplateInput, type TemplateVersion } from '../model';

/** the register's filters: documented query parameters of GET /permit_forms */
export type PermitTemplateFilters = Pick<QueryOf<'/permit_forms', 'get'>, 'active' | 'low_risk'>;

export type PermitTemplateListArgs = PermitTemplateFilters & Required<Pick<QueryOf<'/permit_forms', 'get'>, 'page'>> & Pick<QueryOf<'/permit_forms', 'get'>, 'search' | 'sort' | 'order'>;

/** GET /permit_forms/form_data: sites, active users and the tenant's starter permit templates */
export type PermitTemplateFormData = components['schemas']['PermitTemplateFormData'];

/** Permit templates: drafts (`/permit_forms`), publishing and immutable versions (`/permit_form_versions/:id`). */
export const permitTemplatesApi = baseApi.enhanceEndpoints({ addTagTypes: ['PermitForm', 'PermitFormVersion'] }).injectEndpoints({
  endpoints: (build) => ({
    getPermitTemplates: build.query<PermitTemplateListResponse, PermitTemplateListArgs>({
      query: (params) => ({ url: '/permit_forms', params: compactParams({ ...params, per_page: PERMIT_TEMPLATES_PER_PAGE } satisfies QueryOf<'/permit_forms', 'get'>) }),
      providesTags: (result) => [{ type: 'PermitForm', id: 'LIST' }, ...(result?.permit_forms ?? []).map((f) => ({ type: 'PermitForm' as const, id: f.id }))],
    }),
    getPermitTemplate: build.query<PermitTemplateRecord, number>({
      query: (id) => ({ url: `/permit_forms/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'PermitForm', id }],
    }),
    getPermitTemplateFormData: build.query<PermitTemplateFormData, void>({
      query: () => ({ url: '/permit_forms/form_data' }),
      providesTags: [{ type: 'PermitForm', id: 'FORM_DATA' }],
    }),
    createPermitTemplate: build.mutation<PermitTemplateRecord, TemplateInput>({
      query: (data) => ({ url: '/permit_forms', method: 'post', data }),
      invalidatesTags: ['PermitForm'],
    }),
    importStarterTemplate: build.mutation<PermitTemplateRecord, string>({
      query: (key) => ({ url: '/permit_forms/import_starter', method: 'post', data: { key } }),
      invalidatesTags: ['PermitForm'],
    }),
    updatePermitTemplate: build.mutation<PermitTemplateRecord, { id: number } & components['schemas']['PermitTemplatePatch']>({
      query: ({ id, ...data }) => ({ url: `/permit_forms/${id}`, method: 'patch', data }),
      invalidatesTags: ['PermitForm'],
    }),
    publishPermitTemplate: build.mutation<components['schemas']['PermitTemplatePublished'], number>({
      query: (id) => ({ url: `/permit_forms/${id}/publish`, method: 'post' }),
      invalidatesTags: ['PermitForm', 'PermitFormVersion'],
    }),
    getPermitTemplateVersions: build.query<components['schemas']['PermitTemplateVersionList'], number>({
      query: (id) => ({ url: `/permit_forms/${id}/versions` }),
      providesTags: (_r, _e, id) => [{ type: 'PermitFormVersion', id: `OF-${id}` }, { type: 'PermitFormVersion', id: 'LIST' }],
    }),
    getPermitTemplateVersion: build.query<TemplateVersion, number>({
      query: (id) => ({ url: `/permit_form_versions/${id}` }),
      // immutable: cached as long as it is used
      providesTags: (_r, _e, id) => [{ type: 'PermitFormVersion', id }],
    }),
  }),
});

export const {
  useGetPermitTemplatesQuery,
  useGetPermitTemplateQuery,
  useGetPermitTemplateFormDataQuery,
  useCreatePermitTemplateMutation,
  useImportStarterTemplateMutation,
  useUpdatePermitTemplateMutation,
  usePublishPermitTemplateMutation,
  useGetPermitTemplateVersionsQuery,
  useGetPermitTemplateVersionQuery,
} = permitTemplatesApi;
