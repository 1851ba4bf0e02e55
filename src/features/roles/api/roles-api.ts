import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import { registerRealtimeCollection } from '@/lib/realtime/rtk-sync';
import type { RoleInput, RoleListResponse, RoleMembersResponse, RoleRecord } from '../model';

type Schemas = components['schemas'];

/** the record editor titles a record by its `number`: a role's is its name */
const labelled = (role: Schemas['Role']): RoleRecord => ({ ...role, number: role.name });

// 'Role' is one of the shared tags (lib/api/base-api.ts). `COUNTS`: anything that changes who holds which role.
const ROLE_LISTS = [
  { type: 'Role' as const, id: 'LIST' },
  { type: 'Role' as const, id: 'COUNTS' },
];

export const rolesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRoles: build.query<RoleListResponse, void>({
      query: () => ({ url: '/roles' }),
      transformResponse: (r: Schemas['RoleList']) => ({ roles: r.roles.map(labelled) }),
      providesTags: (result) => [...ROLE_LISTS, ...(result?.roles ?? []).map((r) => ({ type: 'Role' as const, id: r.id }))],
    }),
    getRole: build.query<RoleRecord, number>({
      query: (id) => ({ url: `/roles/${id}` }),
      transformResponse: labelled,
      // not COUNTS: a role open in the editor must not reload (and reset the form) whenever someone is given a role
      providesTags: (_r, _e, id) => [{ type: 'Role', id }],
    }),
    getRoleMembers: build.query<RoleMembersResponse, number>({
      query: (id) => ({ url: `/roles/${id}/users` }),
      providesTags: (_r, _e, id) => [{ type: 'Role', id: `MEMBERS-${id}` }, { type: 'Role', id: 'COUNTS' }, { type: 'User', id: 'LIST' }],
    }),
    createRole: build.mutation<RoleRecord, RoleInput>({
      query: (role) => ({ url: '/roles', method: 'post', data: { role } }),
      transformResponse: labelled,
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Role', id: 'LIST' }]),
    }),
    updateRole: build.mutation<RoleRecord, { id: number } & RoleInput>({
      query: ({ id, ...role }) => ({ url: `/roles/${id}`, method: 'patch', data: { role } }),
      transformResponse: labelled,
      // a refused save changes nothing: the form keeps what was typed
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Role', id: 'LIST' }, { type: 'Role', id }]),
    }),
    deleteRole: build.mutation<Schemas['RoleDeleted'], number>({
      query: (id) => ({ url: `/roles/${id}`, method: 'delete' }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Role', id: 'LIST' }]),
    }),
    /** SPEC §7 PATCH /users/{id} with `{ user: { role_id } }` (User update): the user now holds this role */
    assignUserToRole: build.mutation<unknown, { userId: number; roleId: number }>({
      query: ({ userId, roleId }) => ({ url: `/users/${userId}`, method: 'patch', data: { user: { role_id: roleId } } }),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Role', id: 'COUNTS' }, { type: 'User', id: 'LIST' }]),
    }),
  }),
});

export const { useGetRolesQuery, useGetRoleQuery, useGetRoleMembersQuery, useCreateRoleMutation, useUpdateRoleMutation, useDeleteRoleMutation, useAssignUserToRoleMutation } = rolesApi;

// realtime: a role saved or a user given another role elsewhere refetches the register, the counts and the members
registerRealtimeCollection(baseApi, 'roles', { tag: 'Role', counts: true, onCreate: 'invalidate' });
registerRealtimeCollection(baseApi, 'users', { tag: 'Role', counts: true });
