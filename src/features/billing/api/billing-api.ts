import { baseApi } from '@/lib/api/base-api';
import type { components } from '@/lib/api/generated/openapi';
import type { BillingAddress, BillingOverview, CheckoutInput, CheckoutResult } from '../model';

type Schemas = components['schemas'];

const BILLING = 'Billing';

export const billingApi = baseApi.enhanceEndpoints({ addTagTypes: [BILLING] }).injectEndpoints({
  endpoints: (build) => ({
    /** SPEC §7 GET /v1/module_prices, with the organisation's modules (what a plan prices) and the platform's pricing */
    getModulePrices: build.query<components['schemas']['ModulePriceList'], void>({
      query: () => ({ url: '/v1/module_prices' }),
    }),
    getBillingOverview: build.query<BillingOverview, void>({
      query: () => ({ url: '/subscriptions/overview' }),
      providesTags: [BILLING],
    }),
    getPayment: build.query<Schemas['PaymentReceipt'], number>({
      query: (id) => ({ url: `/payments/${id}` }),
      providesTags: (_r, _e, id) => [{ type: BILLING, id }],
    }),
    checkout: build.mutation<CheckoutResult, CheckoutInput>({
      query: (data) => ({ url: '/subscriptions/checkout', method: 'post', data }),
      invalidatesTags: [BILLING],
    }),
    confirmPayment: build.mutation<CheckoutResult, { id: number } & Schemas['PaymentConfirmInput']>({
      query: ({ id, authenticated }) => ({ url: `/payments/${id}/confirm`, method: 'post', data: { authenticated } satisfies Schemas['PaymentConfirmInput'] }),
      invalidatesTags: [BILLING],
    }),
    cancelSubscription: build.mutation<BillingOverview, void>({
      query: () => ({ url: '/subscriptions/cancel', method: 'post' }),
      invalidatesTags: [BILLING],
    }),
    resumeSubscription: build.mutation<BillingOverview, void>({
      query: () => ({ url: '/subscriptions/resume', method: 'post' }),
      invalidatesTags: [BILLING],
    }),
    updateBillingAddress: build.mutation<BillingOverview, BillingAddress>({
      query: (billing_address) => ({ url: '/subscriptions/billing_address', method: 'put', data: { billing_address } }),
      invalidatesTags: [BILLING],
    }),
    requestTrialExtension: build.mutation<Schemas['ExtendRequest'], { organizationId: number } & Schemas['ExtensionRequestInput']>({
      query: ({ organizationId, reason }) => ({ url: `/organizations/${organizationId}/org_free_trial_extend_requests`, method: 'post', data: { reason } satisfies Schemas['ExtensionRequestInput'] }),
      invalidatesTags: [BILLING],
    }),
  }),
});

export const {
  useGetModulePricesQuery,
  useGetBillingOverviewQuery,
  useGetPaymentQuery,
  useCheckoutMutation,
  useConfirmPaymentMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useRequestTrialExtensionMutation,
  useUpdateBillingAddressMutation,
} = billingApi;
