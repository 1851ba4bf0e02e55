import { baseApi } from '@/lib/api/base-api';
import type { EmailSubscription, MailerModule, MailerScenario, MailerScenarioInput } from '../model';

const MAILERS = 'Mailer';
const SUBSCRIPTIONS = 'EmailSubscription';

export interface ScenarioAnswer {
  scenario: MailerScenario;
  mailer_module: MailerModule;
  placeholders: string[];
  users: { id: number; full_name: string }[];
}

export const mailersApi = baseApi.enhanceEndpoints({ addTagTypes: [MAILERS, SUBSCRIPTIONS] }).injectEndpoints({
  endpoints: (build) => ({
    getMailerModules: build.query<{ mailer_modules: MailerModule[] }, number>({
      query: (orgId) => ({ url: `/organizations/${orgId}/mailer_modules` }),
      providesTags: [MAILERS],
    }),
    getMailerScenarios: build.query<{ mailer_module: MailerModule; scenarios: MailerScenario[] }, number>({
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
    getEmailSubscriptions: build.query<{ email_subscriptions: EmailSubscription[] }, void>({
      query: () => ({ url: '/email_subscriptions' }),
      providesTags: [SUBSCRIPTIONS],
    }),
    setEmailSubscription: build.mutation<{ email_subscriptions: EmailSubscription[] }, { scenarioId: number; enabled: boolean }>({
      query: ({ scenarioId, enabled }) => ({ url: `/email_subscriptions/${scenarioId}`, method: 'put', data: { enabled } }),
      invalidatesTags: [SUBSCRIPTIONS],
    }),
  }),
});

export const { useGetMailerModulesQuery, useGetMailerScenariosQuery, useGetMailerScenarioQuery, useSaveMailerScenarioMutation, useGetEmailSubscriptionsQuery, useSetEmailSubscriptionMutation } = mailersApi;
