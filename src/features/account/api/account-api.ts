import { baseApi } from '@/lib/api/base-api';
import type { CurrentUser } from '@/lib/session/types';
import type { ProfileValues } from '../schemas/profile-schema';

export interface UserRecord extends ProfileValues {
  id: number;
  email: string;
  role_name: string;
  status: string;
}

export const accountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<UserRecord, number>({
      query: (id) => `/users/${id}`,
      transformResponse: (r: { user: UserRecord }) => r.user,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    updateUser: build.mutation<{ user: UserRecord; profile: CurrentUser }, { id: number; user: Partial<ProfileValues> }>({
      query: ({ id, user }) => ({ url: `/users/${id}`, method: 'patch', data: { user } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const { useGetUserQuery, useUpdateUserMutation } = accountApi;
