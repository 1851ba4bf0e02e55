import { FREE_TRIAL_DAYS } from '@/config/constants';
import { HttpResponse } from 'msw';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db, type TenantData } from '@/mocks/db/db';
import { licenceCounts } from '@/mocks/handlers/users/serialize';
import { errors, jsonBody, route, secured, tenantOf, type AuthContext } from '@/mocks/http';
import { canSwitchPlan, isTrial, licencesOf, nextBillDate, priceSummary, TEST_TOKENS, type BillingOverview, type CheckoutInput, type Payment, type PaymentStatus } from '../model';
import { billingAddressBodySchema, checkoutBodySchema, extensionSchema } from '../schemas/checkout-schema';
import { BILLING_SERVER_ONLY_MESSAGES as M, billingServerT } from '../schemas/rule-messages';
import { receiptNumber } from './seed';
import { EXTENSION_REQUESTS, extensionRequestOf, modulePrices, pricingSettings, platformTenant, paymentsOf, subscriptionOf, type DemoExtensionRequest, type DemoPayment, type DemoSubscription } from './store';

/** SPEC §6: only an organisation admin pays, upgrades or cancels; others are told to contact the account admin. */
const adminOnly = (ctx: AuthContext) => (ctx.user.is_admin ? null : errors(403, M.noPermission));

function overview(tenant: TenantData): BillingOverview {
  const org = tenant.organization!;
  return {
    organization: { id: org.id, name: org.name, plan: org.plan, subscription_type: org.subscription_type, trial_ends_at: org.trial_ends_at ?? null, modules: org.modules },
    subscription: subscriptionOf(tenant),
    payments: paymentsOf(tenant).slice(0, 50),
    used_licences: licenceCounts(tenant).users.used,
    licences: licenceCounts(tenant).users,
    extension_request: extensionRequestOf(tenant),
  };
}

/** The organisation after a change: its broadcast carries PlanChannel, SubscriptionPlanChannel and OrganizationChannel. */
function touchOrganization(tenant: TenantData, patch: Partial<NonNullable<TenantData['organization']>>) {
  db.updateOrganization(tenant, { ...tenant.organization!, ...patch });
}

/** A paid payment becomes the subscription: plan, pack, frequency, amount, card; the organisation is on business. */
function applyPaid(tenant: TenantData, payment: DemoPayment): DemoSubscription {
  const existing = subscriptionOf(tenant);
  const at = new Date(payment.created_at);
  const subscription: DemoSubscription = {
    id: existing?.id ?? db.newId(tenant),
    plan: 'business',
    status: 'active',
    billing_frequency: payment.billing_frequency,
    pack: payment.pack,
    licences: payment.licences,
    amount_cents: payment.amount_cents,
    currency: payment.currency,
    payment_date: payment.created_at,
    next_bill_due: nextBillDate(at, payment.billing_frequency).toISOString(),
    billing_address: payment.billing_address,
    card_brand: payment.card_brand,
    card_last4: payment.card_last4,
    cancelled_at: null,
  };
  db.commit(tenant, 'subscriptions', existing ? 'update' : 'create', subscription);
  touchOrganization(tenant, { plan: 'business', subscription_type: 'paid', trial_ends_at: null });
  return subscription;
}

const OUTCOME_OF_TOKEN = new Map(Object.entries(TEST_TOKENS).map(([outcome, token]) => [token, outcome]));

export const billingHandlers = [
  /** SPEC §7 GET /v1/module_prices: the platform's prices (the purchase page shows them signed out too) */
  route('get', '/v1/module_prices', ({ request }) => {
    const tenant = tenantOf(request);
    return HttpResponse.json({ module_prices: modulePrices(tenant), modules: tenant.organization?.modules ?? [], pricing: pricingSettings() });
  }),
  secured('get', '/subscriptions/overview', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    if (!ctx.tenant.organization) return errors(404, 'Record not found');
    return HttpResponse.json(overview(ctx.tenant));
  }),
  /** the purchase (test billing mode): the body carries a test token, the card's brand and last four, never its number */
  secured('post', '/subscriptions/checkout', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const org = tenant.organization;
    if (!org) return errors(404, 'Record not found');
    // SPEC §6: free-plan users cannot switch plans; an enterprise plan is changed by contact
    if (!canSwitchPlan(org) || org.plan === 'enterprise') return errors(403, M.cannotSwitch);
    const body = await jsonBody<CheckoutInput>(ctx.request);
    const problems = await ruleErrors(checkoutBodySchema(billingServerT), body);
    const outcome = OUTCOME_OF_TOKEN.get(String(body.payment_token ?? ''));
    if (!problems.length && !outcome) problems.push(billingServerT('validation.cardRequired'));
    if (problems.length) return errors(422, ...problems);
    const pricing = pricingSettings();
    const summary = priceSummary(modulePrices(tenant), org.modules, { pack: body.pack, billing_frequency: body.billing_frequency }, pricing);
    const status: PaymentStatus = outcome === 'success' ? 'paid' : outcome === 'authentication' ? 'incomplete' : 'failed';
    const id = db.newId(tenant);
    const created = new Date().toISOString();
    const a = body.billing_address;
    const payment: DemoPayment = {
      id,
      receipt_number: receiptNumber(created, id),
      status,
      // the platform's tax rate on the period's price (SPEC §7 module prices; /paymentsettings)
      amount_cents: summary.period_with_tax_cents,
      currency: summary.currency,
      description: 'business',
      plan: 'business',
      pack: body.pack,
      licences: licencesOf(body.pack, pricing),
      billing_frequency: body.billing_frequency,
      card_brand: body.card_brand,
      card_last4: body.card_last4,
      billing_address: { name: a.name.trim(), line1: a.line1.trim(), city: a.city.trim(), postcode: a.postcode.trim(), country: a.country.trim() },
      created_at: created,
    } satisfies Payment;
    db.commit(tenant, 'payments', 'create', payment);
    if (status === 'failed') return HttpResponse.json({ errors: [M.paymentNotCompleted], payment }, { status: 422 });
    if (status === 'incomplete') return HttpResponse.json({ errors: [M.paymentIncomplete], payment, requires_action: true }, { status: 402 });
    return HttpResponse.json({ payment, subscription: applyPaid(tenant, payment) }, { status: 201 });
  }),
  /** the test card's authentication step (SPEC §8 "payment incomplete, with an option to continue") */
  secured<{ id: string }>('post', '/payments/:id/confirm', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const payment = db.find<DemoPayment>(tenant, 'payments', Number(ctx.params.id));
    if (!payment) return errors(404, 'Record not found');
    if (payment.status !== 'incomplete') return errors(422, M.paymentNotCompleted);
    const { authenticated } = await jsonBody<{ authenticated?: boolean }>(ctx.request);
    const next: DemoPayment = { ...payment, status: authenticated === true ? 'paid' : 'failed' };
    db.commit(tenant, 'payments', 'update', next);
    if (next.status === 'failed') return HttpResponse.json({ errors: [M.paymentNotCompleted], payment: next }, { status: 422 });
    return HttpResponse.json({ payment: next, subscription: applyPaid(tenant, next) });
  }),
  /** a receipt (/success) */
  secured<{ id: string }>('get', '/payments/:id', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const payment = db.find<DemoPayment>(ctx.tenant, 'payments', Number(ctx.params.id));
    return payment ? HttpResponse.json({ payment, organization_name: ctx.tenant.organization?.name ?? '' }) : errors(404, 'Record not found');
  }),
  /** the billing address of the next bills (SPEC §2 settings "billing address"), validated with the checkout's rules */
  secured('put', '/subscriptions/billing_address', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const sub = subscriptionOf(tenant);
    if (!sub) return errors(422, M.noSubscription);
    const body = await jsonBody<{ billing_address?: Record<string, unknown> }>(ctx.request);
    const problems = await ruleErrors(billingAddressBodySchema(billingServerT), body);
    if (problems.length) return errors(422, ...problems);
    const a = body.billing_address as Record<string, string>;
    const billing_address = { name: a.name.trim(), line1: a.line1.trim(), city: a.city.trim(), postcode: a.postcode.trim(), country: a.country.trim() };
    db.commit(tenant, 'subscriptions', 'update', { ...sub, billing_address });
    return HttpResponse.json(overview(tenant));
  }),
  /** SPEC §4: a cancelled subscription blocks creating or updating permits (handlers/permits/rules.ts reads it) */
  secured('post', '/subscriptions/cancel', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const sub = subscriptionOf(tenant);
    if (!sub || sub.status !== 'active') return errors(422, M.notCancellable);
    const next: DemoSubscription = { ...sub, status: 'cancelled', cancelled_at: new Date().toISOString() };
    db.commit(tenant, 'subscriptions', 'update', next);
    touchOrganization(tenant, { subscription_type: 'cancelled' });
    return HttpResponse.json(overview(tenant));
  }),
  secured('post', '/subscriptions/resume', null, (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const sub = subscriptionOf(tenant);
    if (!sub || sub.status !== 'cancelled') return errors(422, M.notResumable);
    db.commit(tenant, 'subscriptions', 'update', { ...sub, status: 'active', cancelled_at: null });
    touchOrganization(tenant, { subscription_type: 'paid' });
    return HttpResponse.json(overview(tenant));
  }),
  /** SPEC §4 / §7: a free trial can be extended on request (the platform approves it) */
  secured<{ id: string }>('post', '/organizations/:id/org_free_trial_extend_requests', null, async (ctx) => {
    const refused = adminOnly(ctx);
    if (refused) return refused;
    const { tenant } = ctx;
    const org = tenant.organization;
    if (!org || org.id !== Number(ctx.params.id)) return errors(404, 'Record not found');
    if (!isTrial(org)) return errors(422, M.notTrial);
    if (extensionRequestOf(tenant)?.status === 'pending') return errors(422, M.alreadyRequested);
    const body = await jsonBody<{ reason?: string }>(ctx.request);
    const problems = await ruleErrors(extensionSchema(billingServerT), body);
    if (problems.length) return errors(422, ...problems);
    const home = platformTenant();
    if (!home) return errors(503, 'The platform is not available');
    // stored with the platform, in the shape its console lists (features/platform ExtendRequest)
    const request: DemoExtensionRequest = {
      id: db.newId(home),
      status: 'pending',
      reason: String(body.reason).trim(),
      created_at: new Date().toISOString(),
      requested_by_id: ctx.user.id,
      organization_id: org.id,
      organization_name: org.name,
      requester_name: ctx.user.full_name,
      requester_email: ctx.user.email,
      days_requested: FREE_TRIAL_DAYS,
      days_granted: null,
      rejection_reason: null,
      decided_at: null,
    };
    db.commit(home, EXTENSION_REQUESTS, 'create', request);
    return HttpResponse.json(request, { status: 201 });
  }),
];
