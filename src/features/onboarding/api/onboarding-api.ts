import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { OnboardingPatch, OnboardingResponse, OnboardingState, StarterContentResponse } from '../model/types';
import type { Organization } from '@/lib/session/types';

/** the compact invite of the users step: the users module's `POST /users` contract */
export interface InviteInput {
  full_name: string;
  email: string;
  role_id: number | null;
  site_ids: number[];
}

/**
 * The wizard's calls. The state provides the Site and User lists' tags too, so a site or user added on a step (by
 * the sites screens' mutations or the invite) shows in the wizard at once.
 */
export const onboardingApi = baseApi.enhanceEndpoints({ addTagTypes: ['Onboarding', 'Category'] }).injectEndpoints({
  endpoints: (build) => ({
    getOnboarding: build.query<OnboardingState, number>({
      query: (orgId) => ({ url: `/organizations/${orgId}/onboarding` }),
      transformResponse: (r: components['schemas']['OnboardingAnswer']) => r.onboarding,
      providesTags: [{ type: 'Onboarding', id: 'STATE' }, { type: 'Site', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    updateOnboarding: build.mutation<OnboardingResponse & { organization?: Organization }, { orgId: number } & OnboardingPatch>({
      query: ({ orgId, ...onboarding }) => ({ url: `/organizations/${orgId}/onboarding`, method: 'patch', data: { onboarding } }),
      // the answer is the new state: no refetch needed
      async onQueryStarted({ orgId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(onboardingApi.util.upsertQueryData('getOnboarding', orgId, data.onboarding));
        } catch {
          /* refused: the caller shows why */
        }
      },
    }),
    addStarterContent: build.mutation<StarterContentResponse, { orgId: number } & components['schemas']['OnboardingStarterInput']>({
      query: ({ industry }) => ({ url: '/onboarding/starter_content', method: 'post', data: { industry } }),
      async onQueryStarted({ orgId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(onboardingApi.util.upsertQueryData('getOnboarding', orgId, data.onboarding));
        } catch {
          /* refused: the caller shows why */
        }
      },
      invalidatesTags: [{ type: 'Category', id: 'LIST' }],
    }),
    onboardingInviteUser: build.mutation<{ user: { id: number; full_name: string } }, InviteInput>({
      query: (user) => ({ url: '/users', method: 'post', data: { user } }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
  }),
});

export const { useGetOnboardingQuery, useUpdateOnboardingMutation, useAddStarterContentMutation, useOnboardingInviteUserMutation } = onboardingApi;
