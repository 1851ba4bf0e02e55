import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { MailerScenarioInput } from '../model';

type Schemas = components['schemas'];

const MAILERS = 'Mailer';
const SUBSCRIPTIONS = 'EmailSubscription';

/** a scenario with its module, the placeholders its templates may use and the active users to notify */
export type ScenarioAnswer = Schemas['MailerScenarioAnswer'];

export const mailersApi = baseApi.enhanceEndpoints({ addTagTypes: [MAILERS, SUBSCRIPTIONS] }).injectEndpoints({
  endpoints: (build) => ({
    getMailerModules: build.query<Schemas['MailerModuleList'], number>({
      query: (orgId) => ({ url: `/organizations/${orgId}/mailer_modules` }),
      providesTags: [MAILERS],
    }),
    getMailerScenarios: build.query<Schemas['MailerScenarioList'], number>({
      query: (moduleId) => ({ url: `/mailer_modules/${moduleId}/scenarios` }),
      providesTags: [MAILERS],
    }),
    getMailerScenario: build.query<ScenarioAnswer, number>({
      query: (id) => ({ url: `/mailer_scenarios/${id}` }),
      providesTags: [MAILERS],
    }),
    saveMailerScenario: build.mutation<ScenarioAnswer, { id: number } & MailerScenarioInput>({
      query: ({ id, ...data }) => ({ url: `/mailer_scenarios/${id}`, method: 'put', data }),
      invalidatesTags: [MAILERS],
    }),
    getEmailSubscriptions: build.query<Schemas['MailerSubscriptionList'], void>({
      query: () => ({ url: '/email_subscriptions' }),
      providesTags: [SUBSCRIPTIONS],
    }),
    setEmailSubscription: build.mutation<Schemas['MailerSubscriptionList'], { scenarioId: number } & Schemas['MailerSubscriptionInput']>({
      query: ({ scenarioId, enabled }) => ({ url: `/email_subscriptions/${scenarioId}`, method: 'put', data: { enabled } }),
      invalidatesTags: [SUBSCRIPTIONS],
    }),
  }),
});

export const { useGetMailerModulesQuery, useGetMailerScenariosQuery, useGetMailerScenarioQuery, useSaveMailerScenarioMutation, useGetEmailSubscriptionsQuery, useSetEmailSubscriptionMutation } = mailersApi;
