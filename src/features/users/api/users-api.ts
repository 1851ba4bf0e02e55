import { baseApi } from '@/lib/api/base-api';
import type { QueryOf } from '@/lib/api/contract';
import { compactParams } from '@/lib/api/query-params';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { CurrentUser } from '@/lib/session/types';
import type { components } from '@/lib/api/generated/openapi';
import { USERS_PER_PAGE, type UserFormData, type UserInput, type UserListResponse, type UserPermissionResponse, type UserRecord } from '../model';

/** the register's query: documented parameters of GET /users */
export type UserListArgs = Required<Pick<QueryOf<'/users', 'get'>, 'page'>> & Pick<QueryOf<'/users', 'get'>, 'status' | 'search' | 'role_id' | 'site_id' | 'sort' | 'order' | 'per_page'>;

type Schemas = components['schemas'];

/** the record editor titles a record by its `number`: a user's is the full name */
export const labelled = (u: Schemas['User']): UserRecord => ({ ...u, number: u.full_name });

/** POST /users/import (`would_import`: a dry run — how many users the file would create; nothing stored, no invitation sent) */
export type ImportResponse = Schemas['UserImportResult'];
export type ImportRefusal = Schemas['UserImportRefusal'];

// 'User' is one of the shared tags (lib/api/base-api.ts): the account page and user pickers of other modules provide it
export const usersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserListResponse, UserListArgs>({
      query: (params) => ({ url: '/users', params: compactParams({ per_page: USERS_PER_PAGE, ...params } satisfies QueryOf<'/users', 'get'>) }),
      transformResponse: (r: Schemas['UserList']) => ({ ...r, users: r.users.map(labelled) }),
      providesTags: (result) => [{ type: 'User', id: 'LIST' }, ...(result?.users ?? []).map((u) => ({ type: 'User' as const, id: u.id }))],
    }),
    getUserRecord: build.query<UserRecord, number>({
      query: (id) => ({ url: `/users/${id}` }),
      transformResponse: (r: Schemas['UserEnvelope']) => labelled(r.user),
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    getUserFormData: build.query<UserFormData, void>({
      query: () => ({ url: '/users/form_data' }),
      providesTags: [{ type: 'User', id: 'LIST' }, { type: 'Role', id: 'LIST' }, { type: 'Site', id: 'LIST' }],
    }),
    getUserPermission: build.query<UserPermissionResponse, number>({
      query: (id) => ({ url: `/users/${id}/permission` }),
      transformResponse: (r: Schemas['UserPermission']) => ({ ...r, user: labelled(r.user) }),
      providesTags: (_r, _e, id) => [{ type: 'User', id }, { type: 'User', id: 'LIST' }, { type: 'Role', id: 'LIST' }],
    }),
    createUser: build.mutation<UserRecord, UserInput>({
      query: (user) => ({ url: '/users', method: 'post', data: { user } }),
      transformResponse: (r: Schemas['UserEnvelope']) => labelled(r.user),
      invalidatesTags: ['User'],
    }),
    updateUserRecord: build.mutation<UserRecord, { id: number; user: Schemas['UserPatch'] }>({
      query: ({ id, user }) => ({ url: `/users/${id}`, method: 'patch', data: { user } }),
      transformResponse: (r: Schemas['UserEnvelope']) => labelled(r.user),
      invalidatesTags: ['User'],
    }),
    /** the signed-in user's own profile fields; the answer carries the refreshed session profile */
    updateOwnProfile: build.mutation<{ user: UserRecord; profile: CurrentUser }, { id: number; user: Pick<UserInput, 'full_name' | 'phone' | 'employee_id' | 'gender' | 'shift'> }>({
      query: ({ id, user }) => ({ url: `/users/${id}`, method: 'patch', data: { user } }),
      invalidatesTags: ['User'],
    }),
    deleteUser: build.mutation<Schemas['Success'], number>({
      query: (id) => ({ url: `/users/${id}`, method: 'delete' }),
      invalidatesTags: ['User'],
    }),
    resendInvite: build.mutation<UserRecord, number>({
      query: (id) => ({ url: `/users/${id}/resend_invite`, method: 'post' }),
      transformResponse: (r: Schemas['UserEnvelope']) => labelled(r.user),
      invalidatesTags: ['User'],
    }),
    /** every user of the filters for the Excel export; a GET sent once, never cached */
    exportUsers: build.mutation<UserListResponse, Omit<UserListArgs, 'page'>>({
      query: (filters) => ({ url: '/users', params: compactParams({ ...filters, export: 1 } satisfies QueryOf<'/users', 'get'>) }),
    }),
    importUsers: build.mutation<ImportResponse, { users: Schemas['UserImportRow'][]; dry_run?: boolean }>({
      query: (data) => ({ url: '/users/import', method: 'post', data }),
      invalidatesTags: (_r, _e, arg) => (arg.dry_run ? [] : ['User']),
    }),
  }),
});

export const { useGetUsersQuery, useGetUserRecordQuery, useGetUserFormDataQuery, useGetUserPermissionQuery, useCreateUserMutation, useUpdateUserRecordMutation, useUpdateOwnProfileMutation, useDeleteUserMutation, useResendInviteMutation, useExportUsersMutation, useImportUsersMutation } = usersApi;

export { refusedMessages } from '@/lib/api/refusal';

// realtime: a user invited, changed or removed elsewhere refetches the registers (the rows carry labels made here and
// the server's filters), and the pickers' lists; an open editor keeps what is typed (its record is not refetched)
registerRealtimeCollection(baseApi, 'users', { tag: 'User', refetch: true });
