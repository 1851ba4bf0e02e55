import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { matchesArgs, registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { CategoryInput, CategoryListResponse, CategoryRecord, CategoryTypesResponse, EnvironmentCategoryInput, EnvironmentCategoryRecord, EnvironmentType } from '../model';

type Schemas = components['schemas'];

/** the register's filters: documented query parameters of GET /categories */
export type CategoryFilters = Pick<QueryOf<'/categories', 'get'>, 'category_type' | 'status' | 'search'>;

export type CategoryListArgs = CategoryFilters &
  Pick<QueryOf<'/categories', 'get'>, 'id' | 'page' | 'per_page' | 'sort' | 'order'> & {
    /** a number: that category's sub-categories; 'none': top level only; missing: every level */
    parent_id?: number | 'none';
  } & Pick<QueryOf<'/categories', 'get'>, 'parent_id'>;

/** the most a lookup (form choices, a parent's sub-categories, the duplicate check) reads in one go */
export const ALL_ROWS = 500;

/**
 * Categories and environment categories. Every category list (the register, a parent's sub-categories and the
 * record forms' choices, `useCategoryChoices`) provides the 'Category' LIST tag, so a save shows everywhere.
 */
export const categoriesApi = baseApi.enhanceEndpoints({ addTagTypes: ['Category', 'EnvironmentCategory'] }).injectEndpoints({
  endpoints: (build) => ({
    getCategories: build.query<CategoryListResponse, CategoryListArgs>({
      query: (params) => ({ url: '/categories', params: compactParams(params satisfies QueryOf<'/categories', 'get'>, 'all') }),
      providesTags: (result) => [{ type: 'Category', id: 'LIST' }, ...(result?.categories ?? []).map((c) => ({ type: 'Category' as const, id: c.id }))],
    }),
    /** one category (SPEC §7 has no GET /categories/{id}: the list filtered by id) */
    getCategory: build.query<CategoryRecord | null, number>({
      query: (id) => ({ url: '/categories', params: { id } satisfies QueryOf<'/categories', 'get'> }),
      transformResponse: (r: CategoryListResponse) => r.categories[0] ?? null,
      providesTags: (_r, _e, id) => [{ type: 'Category', id }],
    }),
    getCategoryTypes: build.query<CategoryTypesResponse, void>({
      query: () => ({ url: '/categories/category_types' }),
    }),
    createCategory: build.mutation<CategoryRecord, Omit<CategoryInput, 'category_type'> & { category_type: string }>({
      query: (category) => ({ url: '/categories', method: 'post', data: { category } }),
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    updateCategory: build.mutation<CategoryRecord, { id: number } & Partial<CategoryInput>>({
      query: ({ id, ...category }) => ({ url: `/categories/${id}`, method: 'patch', data: { category } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Category', id }, { type: 'Category', id: 'LIST' }],
    }),
    getEnvironmentCategories: build.query<EnvironmentCategoryRecord[], { types?: EnvironmentType[] } | void>({
      query: (args) => ({ url: '/v2/environment_categories', params: args?.types?.length ? ({ types: args.types.join(',') } satisfies QueryOf<'/v2/environment_categories', 'get'>) : undefined }),
      transformResponse: (r: Schemas['CategoryEnvironmentList']) => r.environment_categories,
      providesTags: [{ type: 'EnvironmentCategory', id: 'LIST' }],
    }),
    // SPEC §7: after a create or an update the list reloads (the LIST tag refetches every cached list)
    createEnvironmentCategory: build.mutation<EnvironmentCategoryRecord, EnvironmentCategoryInput>({
      query: (environment_category) => ({ url: '/v2/environment_categories', method: 'post', data: { environment_category } }),
      transformResponse: (r: Schemas['CategoryEnvironmentRecord']) => r.environment_category,
      invalidatesTags: [{ type: 'EnvironmentCategory', id: 'LIST' }],
    }),
    updateEnvironmentCategory: build.mutation<EnvironmentCategoryRecord, { id: number } & Partial<EnvironmentCategoryInput>>({
      query: ({ id, ...environment_category }) => ({ url: `/v2/environment_categories/${id}`, method: 'patch', data: { environment_category } }),
      transformResponse: (r: Schemas['CategoryEnvironmentRecord']) => r.environment_category,
      invalidatesTags: [{ type: 'EnvironmentCategory', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCategoriesQuery,
  useGetCategoryQuery,
  useGetCategoryTypesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useGetEnvironmentCategoriesQuery,
  useCreateEnvironmentCategoryMutation,
  useUpdateEnvironmentCategoryMutation,
} = categoriesApi;

// realtime (db_action on categories / environment_categories): other tabs' lists follow a save
const sameFilters = matchesArgs(['category_type', 'status']);
registerRealtimeCollection(baseApi, 'categories', {
  tag: 'Category',
  lists: [
    {
      endpoint: 'getCategories',
      rows: (data) => (data as CategoryListResponse | undefined)?.categories,
      matches: (args, row) => {
        const a = (args ?? {}) as CategoryListArgs;
        const parentOk = a.parent_id === undefined || (a.parent_id === 'none' ? row.parent_id == null : row.parent_id === a.parent_id);
        return parentOk && (a.id === undefined || row.id === a.id) && sameFilters(args, row);
      },
    },
  ],
  detail: { endpoint: 'getCategory' },
  onCreate: 'invalidate',
});
registerRealtimeCollection(baseApi, 'environment_categories', {
  tag: 'EnvironmentCategory',
  lists: [{ endpoint: 'getEnvironmentCategories', matches: (args, row) => !(args as { types?: string[] } | undefined)?.types?.length || (args as { types: string[] }).types.includes(String(row.env_type)) }],
  onCreate: 'invalidate',
});
