import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import type { components } from '@/lib/api/generated/openapi';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import {
  LIBRARY_PER_PAGE,
  type FolderInput,
  type LibraryFileInput,
  type LibraryFileListResponse,
  type LibraryFileRecord,
  type LibraryFolder,
  type LibraryFormData,
  type LibraryReminder,
  type MoveInput,
  type ReminderInput,
  type SiteFolders,
} from '../model';

type Schemas = components['schemas'];

/** the register's filters: documented query parameters of GET /library/library_files */
export type LibraryFilters = Pick<QueryOf<'/library/library_files', 'get'>, 'folder_id' | 'site_id' | 'kind' | 'review' | 'favorites'>;

export type LibraryListArgs = LibraryFilters & Required<Pick<QueryOf<'/library/library_files', 'get'>, 'page'>> & Pick<QueryOf<'/library/library_files', 'get'>, 'search' | 'sort' | 'order'>;

/** The library's endpoints (README.md "Endpoints"). */
export const libraryApi = baseApi.enhanceEndpoints({ addTagTypes: ['LibraryFolder', 'LibraryFile', 'LibraryReminder'] }).injectEndpoints({
  endpoints: (build) => ({
    getLibraryFormData: build.query<LibraryFormData, void>({
      query: () => ({ url: '/library/form_data' }),
      providesTags: [{ type: 'User', id: 'LIST' }, { type: 'Site', id: 'LIST' }],
    }),
    getFolders: build.query<LibraryFolder[], void>({
      query: () => ({ url: '/library/folders' }),
      transformResponse: (r: Schemas['LibraryFolderList']) => r.folders,
      providesTags: [{ type: 'LibraryFolder', id: 'LIST' }],
    }),
    getSiteFolders: build.query<SiteFolders[], void>({
      query: () => ({ url: '/library/site_based_folders' }),
      transformResponse: (r: Schemas['LibrarySiteFolders']) => r.sites,
      providesTags: [{ type: 'LibraryFolder', id: 'LIST' }],
    }),
    createFolder: build.mutation<LibraryFolder, FolderInput>({
      query: (data) => ({ url: '/library/folders', method: 'post', data }),
      invalidatesTags: [{ type: 'LibraryFolder', id: 'LIST' }],
    }),
    renameFolder: build.mutation<LibraryFolder, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `/library/folders/${id}`, method: 'patch', data: { name } }),
      invalidatesTags: [{ type: 'LibraryFolder', id: 'LIST' }, { type: 'LibraryFile', id: 'LIST' }],
    }),
    deleteFolder: build.mutation<Schemas['LibraryDeleted'], number>({
      query: (id) => ({ url: `/library/folders/${id}`, method: 'delete' }),
      invalidatesTags: [{ type: 'LibraryFolder', id: 'LIST' }],
    }),
    getLibraryFiles: build.query<LibraryFileListResponse, LibraryListArgs>({
      query: (params) => ({ url: '/library/library_files', params: compactParams({ ...params, per_page: LIBRARY_PER_PAGE } satisfies QueryOf<'/library/library_files', 'get'>) }),
      providesTags: (result) => [{ type: 'LibraryFile', id: 'LIST' }, ...(result?.library_files ?? []).map((f) => ({ type: 'LibraryFile' as const, id: f.id }))],
    }),
    getLibraryFile: build.query<LibraryFileRecord, number>({
      query: (id) => ({ url: `/library/library_files/${id}` }),
      providesTags: (_r, _e, id) => [{ type: 'LibraryFile', id }],
    }),
    createLibraryFile: build.mutation<LibraryFileRecord, LibraryFileInput>({
      query: (data) => ({ url: '/library/library_files', method: 'post', data }),
      invalidatesTags: [{ type: 'LibraryFile', id: 'LIST' }, { type: 'LibraryFolder', id: 'LIST' }],
    }),
    updateLibraryFile: build.mutation<LibraryFileRecord, { id: number } & Partial<LibraryFileInput>>({
      query: ({ id, ...data }) => ({ url: `/library/library_files/${id}`, method: 'patch', data }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'LibraryFile', id: 'LIST' }, { type: 'LibraryFile', id }, { type: 'LibraryFolder', id: 'LIST' }],
    }),
    deleteLibraryFile: build.mutation<Schemas['LibraryDeleted'], number>({
      query: (id) => ({ url: `/library/library_files/${id}`, method: 'delete' }),
      invalidatesTags: [{ type: 'LibraryFile', id: 'LIST' }, { type: 'LibraryFolder', id: 'LIST' }],
    }),
    setFavorite: build.mutation<LibraryFileRecord, { id: number; favorite: boolean }>({
      query: ({ id, favorite }) => (favorite ? { url: '/library/favorites', method: 'post', data: { library_file_id: id } } : { url: `/library/favorites/${id}`, method: 'delete' }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'LibraryFile', id: 'LIST' }, { type: 'LibraryFile', id }],
    }),
    getReminders: build.query<LibraryReminder[], number>({
      query: (id) => ({ url: `/library/library_files/${id}/reminders` }),
      transformResponse: (r: Schemas['LibraryReminderList']) => r.reminders,
      providesTags: (_r, _e, id) => [{ type: 'LibraryReminder', id }],
    }),
    createReminder: build.mutation<LibraryReminder, ReminderInput>({
      query: (data) => ({ url: '/library/reminder', method: 'post', data }),
      invalidatesTags: (_r, _e, { library_file_id }) => [{ type: 'LibraryReminder', id: library_file_id }],
    }),
    moveTo: build.mutation<Schemas['LibraryMoved'], MoveInput>({
      query: (data) => ({ url: '/library/move_to', method: 'post', data }),
      invalidatesTags: [{ type: 'LibraryFile', id: 'LIST' }, { type: 'LibraryFolder', id: 'LIST' }],
    }),
  }),
});

/** the bytes of a stored file, as a data URL (GET /library/library_files/{id}/content) */
export type LibraryContent = Schemas['LibraryContent'];
const contentApi = libraryApi.injectEndpoints({
  endpoints: (build) => ({
    getLibraryContent: build.query<LibraryContent, number>({
      query: (id) => ({ url: `/library/library_files/${id}/content` }),
      providesTags: (_r, _e, id) => [{ type: 'LibraryFile', id }],
      keepUnusedDataFor: 10,
    }),
  }),
});

// the server shapes the rows (folder and site names, favourite, review state): a change refetches the lists
registerRealtimeCollection(baseApi, 'library_files', { tag: 'LibraryFile', refetch: true });
registerRealtimeCollection(baseApi, 'library_folders', { tag: 'LibraryFolder', refetch: true });

export const {
  useGetLibraryFormDataQuery,
  useGetFoldersQuery,
  useGetSiteFoldersQuery,
  useCreateFolderMutation,
  useRenameFolderMutation,
  useDeleteFolderMutation,
  useGetLibraryFilesQuery,
  useGetLibraryFileQuery,
  useCreateLibraryFileMutation,
  useUpdateLibraryFileMutation,
  useDeleteLibraryFileMutation,
  useSetFavoriteMutation,
  useGetRemindersQuery,
  useCreateReminderMutation,
  useMoveToMutation,
} = libraryApi;
export const { useGetLibraryContentQuery } = contentApi;
